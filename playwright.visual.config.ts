/**
 * The screenshot suite (`npm run test:visual`, run by .ci/run after `npm test`): every route
 * and every overlay state at 390 and 1280 px, compared with the baselines committed in
 * tests/visual/__screenshots__ (`npm run test:visual:update` writes them again).
 *
 * The screenshots are the same on every machine that runs it: Debian's Chromium headless shell
 * (the baselines are its drawing: the whole browser, on the same engine, broke a line of Gê's
 * greeting one word earlier, after its emoji), the fonts of tests/visual/fonts.conf and nothing else,
 * animations off, a fixed clock, one time zone, no network beyond the local site.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './tests/browser.ts';
import { consentAnswered } from './tests/consent-state.ts';
import { FIXED_NOW, SCREENSHOT_TOLERANCE } from './tests/e2e/paint.ts';

const port = Number(process.env.VISUAL_PORT ?? 4401);
const baseURL = `http://127.0.0.1:${port}`;
const fonts = resolve('tests/visual/fonts.conf');

// The fonts the baselines were drawn with: without them every text would differ.
for (const file of ['dejavu/DejaVuSans.ttf', 'dejavu/DejaVuSans-Oblique.ttf', 'noto/NotoColorEmoji.ttf']) {
  if (!existsSync(`/usr/share/fonts/truetype/${file}`)) {
    throw new Error(
      `The screenshot suite needs Debian's fonts (missing ${file}): sudo apt-get install fonts-dejavu-core fonts-dejavu-extra fonts-noto-color-emoji`,
    );
  }
}

// The bookings' clock: the moment the screens are looked at (Tuesday 10:00 in Brasília), so the
// free slots are the same on every run.
const BOOKING_CLOCK = FIXED_NOW.toISOString();

export default defineConfig({
  testDir: 'tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 0) || 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // Baselines are written only by `npm run test:visual:update` (scripts/visual-update.ts); a
  // route with none yet has its screenshot attached instead (tests/visual/routes.spec.ts).
  updateSnapshots: 'none',
  // The report keeps the expected, actual and diff images of every failed comparison.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-visual' }]],
  outputDir: 'test-results-visual',
  expect: {
    toHaveScreenshot: {
      // tests/e2e/paint.ts SCREENSHOT_TOLERANCE: 0.01% of the pixels, past a colour distance of 0.2.
      ...SCREENSHOT_TOLERANCE,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL,
    storageState: consentAnswered(baseURL),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    // A trace records every action of every test, and costs about a seventh of the suite's time
    // (142 against 122 s on two spec files). CI keeps only its printed output, where a trace
    // cannot be opened: there the failure's message and its page snapshot say what happened.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: headlessShellPath(),
      // An image below the screen is decoded apart from the tiles around it, and a whole-page
      // shot taken as it first rasters had it blank (the home page's third podcast cover): each
      // such page cost Playwright's loop up to ten more shots until two agreed (13.8 s for /).
      // Decoded with its tiles, the first shot is whole.
      args: [...chromiumArgs, '--force-color-profile=srgb', '--disable-checker-imaging'],
      env: { ...process.env, FONTCONFIG_FILE: fonts },
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'rm -rf data/visual && node server/main.ts',
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'data/visual',
      RATE_LIMIT_PER_MINUTE: '100000',
      BOOKING_CLOCK,
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
