/** `npm run test:n8n` runs this: the lead suite against a real n8n (scripts/test-n8n.ts starts everything). */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './tests/browser.ts';
import { consentAnswered } from './tests/consent-state.ts';

const baseURL = process.env.N8N_SITE ?? 'http://127.0.0.1:4411';

export default defineConfig({
  testDir: 'tests/n8n',
  // The tests stop and start the one engine: one at a time.
  workers: 1,
  retries: 0,
  timeout: 120_000,
  // A lead reaches the CRM from "Leads: entrega", which looks for due leads every 5 s.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    storageState: consentAnswered(baseURL),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
