/**
 * The editors' studio, as an editor uses it: a new sector page made of typed sections, saved
 * to content/sectors/ as the same markdown the build reads, then built and served; and a
 * required field left empty, refused in Portuguese.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { CMS_TEST_PORTS } from '../../playwright.cms.config.ts';
import { readFrontMatter } from '../../src/contracts/front-matter.ts';
import { contentPageSchema } from '../../src/schemas/page.ts';
import { drafts, messages, publish, save, setStatus, signIn } from './studio-page.ts';

const FILE = 'content/sectors/saude.md';
const OUT = 'data/cms-test/dist';
const ARTICLE_TITLE = 'Recepção de clínica no WhatsApp: menos fila, mais consultas';
const ARTICLE_SLUG = 'recepcao-de-clinica-no-whatsapp-menos-fila-mais-consultas';
const ARTICLE = `content/blog/${ARTICLE_SLUG}.md`;
const COVER = 'public/blog/capa-estudio.png';
const ARTICLE_BODY =
  '<p>A recepção responde em segundos.</p><script>window.pwned = 1</script><img src="/favicon.svg" alt="Logo" onerror="window.pwned = 2">';

test.afterAll(() => {
  for (const file of [FILE, ARTICLE, COVER]) rmSync(file, { force: true });
});

/** Opens the studio on a new sector page, signed in to the local backend. */
async function newSectorPage(page: Page) {
  await page.goto('/#/collections/sectors/new');
  await signIn(page);
}

/** Adds a section of a type, as 'Adicionar seção' offers it. */
async function addSection(page: Page, type: string) {
  await page.getByRole('button', { name: /Adicionar seç/ }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
}

/** The newest field of a label; optional fields read '(opcional)' after it. */
const last = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(opcional\\))?$`)).last();

/** A page's own fields, above its sections. */
async function fillPageHead(
  page: Page,
  head: { title: string; subtitle: string; tagline: string; description: string; features: string[]; order: string },
) {
  await page.getByLabel('Título', { exact: true }).first().fill(head.title);
  await page.getByLabel('Subtítulo', { exact: true }).fill(head.subtitle);
  await page.getByLabel('Linha no menu', { exact: true }).fill(head.tagline);
  await page.getByLabel('Descrição para buscadores', { exact: true }).fill(head.description);
  for (const feature of head.features) {
    await page.getByRole('button', { name: /Adicionar destaques/ }).click();
    await last(page, 'Item').fill(feature);
  }
  await page.getByLabel('Posição nos menus', { exact: true }).fill(head.order);
}

test('a new sector page "Saúde" and an article with pasted HTML: saved as markdown, valid, the unit suite green, built clean and in the menu', async ({
  page,
}) => {
  for (const file of [FILE, ARTICLE, COVER]) rmSync(file, { force: true });
  await newSectorPage(page);
  await fillPageHead(page, {
    title: 'Saúde',
    subtitle: 'Agendamento, confirmação e pós-consulta em um só atendimento.',
    tagline: 'Agenda e atendimento para clínicas',
    description: 'Saúde com a GVP.Digital: agendamento pelo WhatsApp, confirmação automática e pós-consulta com IA.',
    features: ['Agendamento pelo WhatsApp', 'Confirmação automática', 'Pesquisa pós-consulta'],
    order: '9',
  });

  await addSection(page, 'Abertura');
  await last(page, 'Título').fill('Atendimento de saúde sem fila no telefone');
  await last(page, 'Texto de abertura').fill(
    'Pacientes marcam, confirmam e remarcam consultas pelo WhatsApp, a qualquer hora.',
  );

  await addSection(page, 'Recursos');
  await last(page, 'Título').fill('O que muda na recepção');
  for (const [title, text] of [
    ['Agenda integrada', 'A IA consulta a agenda e oferece os horários livres.'],
    ['Lembretes na véspera', 'Confirmação automática reduz as faltas.'],
  ]) {
    await page
      .getByRole('button', { name: /Adicionar itens/ })
      .last()
      .click();
    await last(page, 'Título').fill(title as string);
    await last(page, 'Texto').fill(text as string);
  }

  await addClosingCall(
    page,
    'Leve a sua clínica para o WhatsApp',
    'Um especialista mostra o fluxo de agendamento com os seus horários.',
  );

  // A draft first: kept on its own branch in the studio's workspace, not in the checkout.
  await save(page);
  await expect(page.getByText('Entrada salva')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Status: Rascunho' })).toBeVisible();
  expect(drafts()).toEqual(['cms/sectors/saude']);
  expect(existsSync(FILE)).toBe(false);
  // The draft previews as the site will show it, though it is not on the site yet.
  const preview = page.frameLocator('#preview-pane').frameLocator('iframe[title="A página como ela fica no site"]');
  // The preview asks the live site until it serves the draft (cms/admin.html), up to a minute.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Atendimento de saúde sem fila no telefone', {
    timeout: 60_000,
  });
  const site = `http://localhost:${CMS_TEST_PORTS.site}`;
  expect((await fetch(`${site}/verticals/saude`)).status).toBe(404);
  // A draft cannot be published before it is 'Pronto'.
  let said = '';
  page.once('dialog', (dialog) => {
    said = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publicar agora' }).click();
  await expect
    .poll(
      async () =>
        said ||
        (await page
          .getByText('altere o status para "Pronto"')
          .textContent()
          .catch(() => '')),
    )
    .toContain('Por favor, altere o status para "Pronto" antes de publicar.');
  await page.keyboard.press('Escape');
  expect(existsSync(FILE)).toBe(false);
  // Sent to review, it waits in the workflow's 'Em Revisão' column.
  await setStatus(page, 'Em revisão');
  const editor = page.url();
  await page.goto('/#/workflow');
  await expect(page.getByRole('heading', { name: 'Em Revisão' }).locator('..')).toContainText('Saúde');
  await page.goto(editor);
  await setStatus(page, 'Pronto');
  await publish(page);
  await expect.poll(() => existsSync(FILE), { timeout: 15_000 }).toBe(true);
  expect(drafts()).toEqual([]);
  // Published, the preview beside the fields is the page itself, with the site's own look.
  // The preview asks the live site until it serves the draft (cms/admin.html), up to a minute.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Atendimento de saúde sem fila no telefone', {
    timeout: 60_000,
  });

  // The same markdown the build reads, and the schema accepts it.
  const { data } = readFrontMatter(readFileSync(FILE, 'utf8'));
  const parsed = contentPageSchema.parse(data);
  expect(parsed.sections.map((s) => s.type)).toEqual(['hero', 'features', 'cta']);
  expect(parsed.title).toBe('Saúde');

  // The live site shows it at once.
  await expect.poll(async () => (await fetch(`${site}/verticals/saude`)).status, { timeout: 30_000 }).toBe(200);

  // An article with HTML pasted from elsewhere (a script, an event handler) and a new cover.
  await page.goto('/#/collections/blog/new');
  await page.reload();
  await signIn(page);
  await page.getByLabel('Título', { exact: true }).first().fill(ARTICLE_TITLE);
  await page
    .getByLabel('Descrição para buscadores', { exact: true })
    .fill('Como a recepção de uma clínica responde pelo WhatsApp sem perder o paciente na fila.');
  await page.getByLabel('Resumo', { exact: true }).fill('Agenda, confirmação e pós-consulta em um só número.');
  await page.getByRole('button', { name: 'Escolha uma imagem' }).click();
  // A cover as a camera or a design tool exports it: far wider than the site shows it.
  const cover = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#1b5ee3' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'capa-estudio.png', mimeType: 'image/png', buffer: cover });
  await page.getByRole('button', { name: 'Escolher selecionado' }).click();
  await page.getByLabel('Descrição da imagem', { exact: true }).fill('O logotipo da GVP.Digital sobre fundo azul.');
  await page.getByLabel('Categorias', { exact: true }).fill('Saúde, WhatsApp');
  await page.locator('input[type="datetime-local"]').fill('2026-11-20T10:00');
  await page.getByLabel('Autor', { exact: true }).fill('Equipe GVP.Digital');
  await page.getByLabel('Tempo de leitura (min)', { exact: true }).fill('3');
  // The editor's modes in Portuguese, like the rest of the studio (cms/phrases.ts).
  await expect(page.getByText('Texto formatado', { exact: true })).toBeVisible();
  await expect(page.getByText('Rich Text')).toHaveCount(0);
  await page.getByText('Markdown', { exact: true }).click();
  await page.locator('[data-slate-editor="true"]').last().fill(ARTICLE_BODY);
  await save(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Atenção' })).toContainText(
    'Atenção: o site não publica parte do HTML deste texto e a retira ao publicar: <script>, onerror em <img>.',
  );
  await expect(page.getByText('Entrada salva')).toBeVisible();
  // Its cover travels with the draft until it is published; the draft's preview shows both.
  expect(existsSync(COVER)).toBe(false);
  const draft = page.frameLocator('#preview-pane').frameLocator('iframe[title="A página como ela fica no site"]');
  await expect(draft.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE, { timeout: 60_000 });
  await expect
    .poll(() =>
      draft
        .getByRole('article')
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(draft.getByText('A recepção responde em segundos.')).toBeVisible();
  await setStatus(page, 'Pronto');
  await publish(page);
  await expect.poll(() => existsSync(ARTICLE), { timeout: 15_000 }).toBe(true);
  expect(existsSync(COVER)).toBe(true);
  expect(readFileSync(ARTICLE, 'utf8')).toContain('image: /blog/capa-estudio.png');

  // What CI runs over content passes with both saved, and the build publishes them, clean.
  const unit = spawnSync('npx', ['vitest', 'run', 'tests/unit', 'tests/server'], { encoding: 'utf8' });
  const failures = `${unit.stdout}${unit.stderr}`
    .split('\n')
    .filter((line) => /FAIL|×|Error|Expected|Received/.test(line));
  expect(unit.status, failures.join('\n')).toBe(0);
  execFileSync('npx', ['astro', 'build', '--outDir', OUT], { stdio: 'pipe' });
  const built = readFileSync(`${OUT}/verticals/saude.html`, 'utf8');
  expect(built).toContain('Atendimento de saúde sem fila no telefone');
  expect(readFileSync(`${OUT}/index.html`, 'utf8')).toMatch(/<a href="\/verticals\/saude"[^>]*>Saúde<\/a>/);
  // The build made the cover as light as its use needs; the checkout keeps the editor's file.
  expect(await sharp(`${OUT}/blog/capa-estudio.png`).metadata()).toMatchObject({ width: 1600, height: 900 });
  expect(readFileSync(COVER).equals(cover)).toBe(true);
  const page_ = readFileSync(`${OUT}/blog/${ARTICLE_SLUG}.html`, 'utf8');
  const start = page_.indexOf('A recepção responde em segundos.');
  expect(start).toBeGreaterThan(-1);
  const body = page_.slice(start, page_.indexOf('</div>', start));
  expect(body).toContain('<img src="/favicon.svg" alt="Logo">');
  expect(body).not.toMatch(/pwned|onerror|<script/);
  // The public site carries nothing of the studio.
  const shipped = readdirSync(OUT, { recursive: true }).map(String);
  expect(shipped.filter((file) => /decap|admin|config\.yml/i.test(file))).toEqual([]);
});

/** A page's required fields and one section, as an editor fills them. */
async function fillMinimalPage(page: Page, title: string) {
  await fillPageHead(page, {
    title,
    subtitle: 'Uma página que o estúdio deve recusar ao salvar.',
    tagline: 'Página de teste do estúdio',
    description: 'Página criada pelo teste do estúdio para conferir o que ele recusa.',
    features: ['Primeiro destaque', 'Segundo destaque', 'Terceiro destaque'],
    order: '98',
  });
  await addClosingCall(page, 'Fale com a gente', 'Um especialista mostra a plataforma com os seus dados.');
}

/** A closing call section with one button to the contact page. */
async function addClosingCall(page: Page, title: string, text: string) {
  await addSection(page, 'Chamada final');
  await last(page, 'Título').fill(title);
  await last(page, 'Texto').fill(text);
  await page
    .getByRole('button', { name: /Adicionar botões/ })
    .last()
    .click();
  await last(page, 'Rótulo').fill('Solicitar Demonstração');
  await last(page, 'Link').fill('/contact');
}

/** The files of the page collections, to prove that a refused save wrote nothing. */
const pageFiles = () => [...readdirSync('content/products'), ...readdirSync('content/sectors')].sort();

test('a product titled "Contact" is refused, naming the field: it would take the contact page’s address', async ({
  page,
}) => {
  const before = pageFiles();
  await page.goto('/#/collections/products/new');
  await signIn(page);
  await fillMinimalPage(page, 'Contact');
  await save(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Não salvo' })).toContainText(
    'Título: o endereço /contact já é usado pelo site; escolha outro título para esta página.',
  );
  // What was typed stays, to be corrected.
  await expect(page.getByLabel('Título', { exact: true }).first()).toHaveValue('Contact');
  expect(pageFiles()).toEqual(before);
  expect(drafts()).toEqual([]);
});

test('a second "Varejo" is refused, naming the field: the menus would list it twice', async ({ page }) => {
  const before = pageFiles();
  await newSectorPage(page);
  await fillMinimalPage(page, 'Varejo');
  await save(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Não salvo' })).toContainText(
    'Título: já existe uma página com este título (content/sectors/varejo.md); escolha outro título.',
  );
  expect(pageFiles()).toEqual(before);
});

test('a text file named like an image is refused with a message, and nothing is written', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: 'Mídia' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'falsa.png',
    mimeType: 'image/png',
    buffer: Buffer.from('isto não é uma imagem'),
  });
  await expect(page.locator('#studio-status-text')).toHaveText(
    'Não enviado: falsa.png: o arquivo não é uma imagem PNG (o conteúdo não confere com o nome).',
  );
  await expect(messages(page)).toHaveCount(1);
  expect(existsSync('public/uploads/falsa.png')).toBe(false);
});

test('a required field left empty is refused in Portuguese, and nothing is written', async ({ page }) => {
  rmSync(FILE, { force: true });
  await newSectorPage(page);
  await page.getByLabel('Subtítulo', { exact: true }).fill('Uma página sem título não pode ser salva.');
  await save(page);
  // One message, naming the field, where Decap's own said only that one was missing.
  await expect(page.locator('#studio-status-text')).toHaveText(
    'Não salvo: corrija os campos marcados. O primeiro: Título é obrigatório.',
  );
  await expect(messages(page)).toHaveCount(1);
  await expect(page.getByText('Título é obrigatório.').first()).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel('Subtítulo', { exact: true })).toHaveValue('Uma página sem título não pode ser salva.');
  expect(existsSync(FILE)).toBe(false);
});
