/**
 * Every page, article and list that exists opens in the studio and saves. Derived from the
 * content folders (company pages included) and the studio's lists (src/schemas/lists.ts), never
 * from a hand list: for each, the studio opens it, one plain field is changed, a draft is saved without error, and
 * publishing writes the file with that one line changed, nothing re-wrapped or re-typed.
 * The checkout's file is put back as it was after each.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { FIELD_LABELS } from '../../cms/labels.ts';
import { FOLDERS } from '../../cms/validate.ts';
import { readFrontMatter, readYaml } from '../../src/contracts/front-matter.ts';
import { LISTS } from '../../src/schemas/lists.ts';
import { messages, publish, save, setStatus, signIn } from './studio-page.ts';

interface Existing {
  collection: string;
  /** The entry's name in the studio's address: a page's slug, a list's name. */
  name: string;
  file: string;
}

const pages: Existing[] = Object.entries(FOLDERS).flatMap(([collection, folder]) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ collection, name: basename(file, '.md'), file: `${folder}/${file}` })),
);
const lists: Existing[] = Object.entries(LISTS).map(([name, { file }]) => ({ collection: 'lists', name, file }));

/** A text changed the least a test can see: its last full stop becomes an exclamation mark, or one is added. */
const changed = (text: string) => (text.endsWith('.') ? `${text.slice(0, -1)}!` : `${text}.`);

/** The lines git sees changed in a file of the checkout, as `-old` and `+new`. */
const diffLines = (file: string) =>
  execFileSync('git', ['diff', '--no-color', '-U0', '--', file], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => /^[-+](?![-+]{2} )/.test(line));

/** Saves the open entry as a draft, moves it to Pronto and publishes it, with no error said. */
async function saveAndPublish(page: Page) {
  await save(page);
  await expect(page.getByText('Entrada salva', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#studio-status[data-kind="error"]:visible')).toHaveCount(0);
  await setStatus(page, 'Pronto');
  await publish(page);
}

/**
 * One studio page for all the entries, signed in once. The preview pane is closed: it shows
 * the live dev site, rendered anew for each page, which is not what is tested here.
 */
let shared: Page | undefined;
async function studio(browser: Browser, baseURL: string | undefined): Promise<Page> {
  if (shared && !shared.isClosed()) return shared;
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  shared = await context.newPage();
  await shared.addInitScript(() => localStorage.setItem('cms.right-pane', 'none'));
  return shared;
}
test.afterAll(async () => {
  await shared?.context().close();
});

/**
 * Opens an entry in the studio: its address, as the collection's list links it. Loaded anew,
 * once: Decap keeps the entry it last published on screen when only the address's fragment
 * changes, so the page leaves the studio first, for a blank page (a reload loaded the studio
 * twice an entry; the suite's time is the saves', 6.4 minutes either way).
 */
async function open(page: Page, path: string) {
  await page.goto('about:blank');
  await page.goto(path);
  await signIn(page);
}

/**
 * The plain text a test changes in an entry: an article's search description, a product or
 * sector page's description, a company page's opening text (its first section, the hero).
 */
function plainText(collection: string, data: Record<string, unknown>) {
  if (collection === 'pages') {
    const [hero = {}, ...rest] = data.sections as Record<string, unknown>[];
    return {
      key: 'lead',
      value: String(hero.lead),
      /** Opens the first section, closed in the list. */
      open: (page: Page) => page.getByRole('button', { name: 'Abrir' }).first().click(),
      changedData: (value: string) => ({ ...data, sections: [{ ...hero, lead: value }, ...rest] }),
    };
  }
  const key = collection === 'blog' ? 'meta_description' : 'description';
  return {
    key,
    value: String(data[key]),
    open: async () => {},
    changedData: (value: string) => ({ ...data, [key]: value }),
  };
}

for (const entry of pages) {
  test(`${entry.file}: a plain text changed in the studio, saved, published: one line of the file`, async ({
    browser,
    baseURL,
  }) => {
    const page = await studio(browser, baseURL);
    const before = readFileSync(entry.file, 'utf8');
    const { data } = readFrontMatter(before);
    const { key, value: old, open: openText, changedData } = plainText(entry.collection, data);
    const value = changed(old);
    try {
      await open(page, `/#/collections/${entry.collection}/entries/${entry.name}`);
      await openText(page);
      const field = page.getByLabel(FIELD_LABELS[key] ?? key, { exact: true }).first();
      await expect(field).toHaveValue(old);
      // An article's cover shows in the studio (served from the checkout's public/).
      if (typeof data.image === 'string')
        await expect
          .poll(() =>
            page
              .locator(`img[src="${data.image}"]`)
              .first()
              .evaluate((img: HTMLImageElement) => img.naturalWidth)
              .catch(() => 0),
          )
          .toBeGreaterThan(0);
      await field.fill(value);
      await saveAndPublish(page);
      await expect.poll(() => readFileSync(entry.file, 'utf8'), { timeout: 15_000 }).not.toBe(before);
      // The one line, in the quoting it had.
      const line = before.split('\n').find((text) => text.trimStart().startsWith(`${key}:`)) ?? '';
      expect(diffLines(entry.file)).toEqual([`-${line}`, `+${line.replace(old, value)}`]);
      expect(readFrontMatter(readFileSync(entry.file, 'utf8')).data).toEqual(changedData(value));
    } finally {
      writeFileSync(entry.file, before);
    }
  });
}

for (const entry of lists) {
  test(`${entry.file}: the first item's first text changed in the studio, saved, published: one line of the file`, async ({
    browser,
    baseURL,
  }) => {
    const page = await studio(browser, baseURL);
    const before = readFileSync(entry.file, 'utf8');
    const items = readYaml(before).items as Record<string, unknown>[];
    const first = items[0] ?? {};
    const [key = '', text = ''] =
      Object.entries(first).find(([name, value]) => name !== 'id' && typeof value === 'string') ?? [];
    const value = changed(String(text));
    try {
      await open(page, `/#/collections/lists/entries/${entry.name}`);
      // The list's items are closed: the first one opened by its arrow.
      await page.getByRole('button', { name: 'Abrir' }).first().click();
      const field = page.getByLabel(FIELD_LABELS[key] ?? key, { exact: true }).first();
      await expect(field).toHaveValue(String(text));
      await field.fill(value);
      await saveAndPublish(page);
      await expect.poll(() => readFileSync(entry.file, 'utf8'), { timeout: 15_000 }).not.toBe(before);
      const lines = diffLines(entry.file);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(new RegExp(`^\\+\\s+(- )?${key}: `));
      expect(readYaml(readFileSync(entry.file, 'utf8')).items).toEqual([{ ...first, [key]: value }, ...items.slice(1)]);
    } finally {
      writeFileSync(entry.file, before);
    }
  });
}

test('no message but the saves’ own was said', async ({ browser, baseURL }) => {
  const page = await studio(browser, baseURL);
  await open(page, '/#/workflow');
  await expect(messages(page).filter({ hasText: /Falha|Erro|Não salvo/ })).toHaveCount(0);
});
