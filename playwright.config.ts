import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './tests/browser.ts';
import { consentAnswered } from './tests/consent-state.ts';
import { FIXED_NOW } from './tests/e2e/paint.ts';

const port = Number(process.env.E2E_PORT ?? 4400);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Tests start as a visitor who already answered the cookie banner (rejecting all), so the
 * banner does not cover what they click. The consent tests, the CSP sweep and the axe
 * sweep with the banner start from an empty state instead.
 */
const consent = consentAnswered(baseURL);

// The bookings' clock: the moment the screens are looked at (Tuesday 10:00 in Brasília), so the
// free slots are the same on every run.
const BOOKING_CLOCK = FIXED_NOW.toISOString();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two, one per core: on a 2-core machine a third gained 24 s of 6.3 min (354 against 378 s),
  // within one run's noise, for more contention in the timing-sensitive tests.
  workers: Number(process.env.E2E_WORKERS ?? 0) || (process.env.CI ? 2 : undefined),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    storageState: consent,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records every action of every test, and costs about a seventh of the suite's time
    // (142 against 122 s on two spec files). CI keeps only its printed output, where a trace
    // cannot be opened: there the failure's message and its page snapshot say what happened.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh database for every run; a high rate limit, since every test posts from one address.
    command: 'rm -rf data/e2e && node server/main.ts',
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'data/e2e',
      RATE_LIMIT_PER_MINUTE: '100000',
      BOOKING_CLOCK,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
