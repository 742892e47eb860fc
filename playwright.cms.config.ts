/**
 * `npm run test:cms`: the editors' studio in a real browser (tests/cms/). It starts
 * `npm run cms` on ports of its own, and writes to content/ of this checkout, so its tests
 * run one at a time and clean up what they create.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './tests/browser.ts';

export const CMS_TEST_PORTS = { studio: 4331, site: 4323 };

export default defineConfig({
  testDir: 'tests/cms',
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${CMS_TEST_PORTS.studio}`,
    locale: 'pt-BR',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // A workspace of its own, new for each run: drafts left by an earlier run do not count.
    command: 'rm -rf data/cms-test/studio && node scripts/cms.ts',
    url: `http://localhost:${CMS_TEST_PORTS.studio}/config.yml`,
    env: {
      CMS_PORT: String(CMS_TEST_PORTS.studio),
      SITE_PORT: String(CMS_TEST_PORTS.site),
      DATA_DIR: 'data/cms-test',
      STUDIO_WORKSPACE: 'data/cms-test/studio',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
