/** `npm run test:host` runs this against `wrangler pages dev dist` (scripts/test-host.ts starts it). */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './tests/browser.ts';
import { consentAnswered } from './tests/consent-state.ts';

const baseURL = process.env.HOST_URL ?? 'http://127.0.0.1:8788';

export default defineConfig({
  testDir: 'tests/host',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    storageState: consentAnswered(baseURL),
    locale: 'pt-BR',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
