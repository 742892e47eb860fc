import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/browser.ts';

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text().slice(0, 300));
});
await page.goto('http://localhost:4330/#/collections/sectors/new');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.getByLabel('Título', { exact: true }).first().waitFor();
const fields = await page.locator('label').allTextContents();
console.log(fields.slice(0, 20));
await page.getByLabel('Título', { exact: true }).first().fill('Saúde');
await page.getByRole('button', { name: /Adicionar destaques/ }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/cms4.png' });
const secAdd = page.getByRole('button', { name: /Adicionar seç/ });
console.log('section add buttons', await secAdd.count());
await secAdd.first().click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/cms5.png' });
console.log(await page.locator('[role=menu], [role=menuitem]').allTextContents());
await browser.close();
