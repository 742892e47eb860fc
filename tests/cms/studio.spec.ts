/**
 * The editors' studio, as an editor uses it: a new sector page made of typed sections, saved
 * to content/sectors/ as the same markdown the build reads, then built and served; and a
 * required field left empty, refused in Portuguese.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import matter from 'gray-matter';
import { CMS_TEST_PORTS } from '../../playwright.cms.config.ts';
import { contentPageSchema } from '../../src/schemas/page.ts';

const FILE = 'content/sectors/saude.md';
const OUT = 'data/cms-test/dist';

test.afterAll(() => {
  rmSync(FILE, { force: true });
});

/** Opens the studio on a new sector page, signed in to the local backend. */
async function newSectorPage(page: Page) {
  await page.goto('/#/collections/sectors/new');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('Título', { exact: true }).first()).toBeVisible();
}

/** Adds a section of a type, as 'Adicionar seção' offers it. */
async function addSection(page: Page, type: string) {
  await page.getByRole('button', { name: /Adicionar seç/ }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
}

/** The newest field of a label; optional fields read '(opcional)' after it. */
const last = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(opcional\\))?$`)).last();

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('menuitem', { name: 'Publicar agora' }).click();
}

test('a new sector page "Saúde" with a hero, features and a closing call: saved as markdown, valid, built and in the menu', async ({
  page,
}) => {
  rmSync(FILE, { force: true });
  await newSectorPage(page);
  await page.getByLabel('Título', { exact: true }).first().fill('Saúde');
  await page
    .getByLabel('Subtítulo', { exact: true })
    .fill('Agendamento, confirmação e pós-consulta em um só atendimento.');
  await page.getByLabel('Linha no menu', { exact: true }).fill('Agenda e atendimento para clínicas');
  await page
    .getByLabel('Descrição para buscadores', { exact: true })
    .fill('Saúde com a GVP.Digital: agendamento pelo WhatsApp, confirmação automática e pós-consulta com IA.');
  for (const feature of ['Agendamento pelo WhatsApp', 'Confirmação automática', 'Pesquisa pós-consulta']) {
    await page.getByRole('button', { name: /Adicionar destaques/ }).click();
    await last(page, 'Item').fill(feature);
  }
  await page.getByLabel('Posição nos menus', { exact: true }).fill('9');

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

  await addSection(page, 'Chamada final');
  await last(page, 'Título').fill('Leve a sua clínica para o WhatsApp');
  await last(page, 'Texto').fill('Um especialista mostra o fluxo de agendamento com os seus horários.');
  await page
    .getByRole('button', { name: /Adicionar botões/ })
    .last()
    .click();
  await last(page, 'Rótulo').fill('Solicitar Demonstração');
  await last(page, 'Link').fill('/contact');

  await publish(page);
  await expect(page.getByText('Entrada salva')).toBeVisible();
  await expect.poll(() => existsSync(FILE), { timeout: 15_000 }).toBe(true);

  // The same markdown the build reads, and the schema accepts it.
  const { data } = matter(readFileSync(FILE, 'utf8'));
  const parsed = contentPageSchema.parse(data);
  expect(parsed.sections.map((s) => s.type)).toEqual(['hero', 'features', 'cta']);
  expect(parsed.title).toBe('Saúde');

  // The live site shows it at once; the build serves it, with its menu entry.
  const site = `http://localhost:${CMS_TEST_PORTS.site}`;
  await expect.poll(async () => (await fetch(`${site}/verticals/saude`)).status, { timeout: 30_000 }).toBe(200);
  execFileSync('npx', ['astro', 'build', '--outDir', OUT], { stdio: 'pipe' });
  const built = readFileSync(`${OUT}/verticals/saude.html`, 'utf8');
  expect(built).toContain('Atendimento de saúde sem fila no telefone');
  expect(readFileSync(`${OUT}/index.html`, 'utf8')).toMatch(/<a href="\/verticals\/saude"[^>]*>Saúde<\/a>/);
  // The public site carries nothing of the studio.
  const shipped = readdirSync(OUT, { recursive: true }).map(String);
  expect(shipped.filter((file) => /decap|admin|config\.yml/i.test(file))).toEqual([]);
});

test('a required field left empty is refused in Portuguese, and nothing is written', async ({ page }) => {
  rmSync(FILE, { force: true });
  await newSectorPage(page);
  await page.getByLabel('Subtítulo', { exact: true }).fill('Uma página sem título não pode ser salva.');
  await publish(page);
  await expect(
    page.getByText('Ops, você perdeu um campo obrigatório. Por favor, preencha antes de salvar.'),
  ).toBeVisible();
  await expect(page.getByText('Título é obrigatório.').first()).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel('Subtítulo', { exact: true })).toHaveValue('Uma página sem título não pode ser salva.');
  expect(existsSync(FILE)).toBe(false);
});
