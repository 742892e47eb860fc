/**
 * Issue 8: the Content-Security-Policy of the built site blocks nothing the site itself
 * does. The chat, trial, demo and cookie dialogs are opened (every route's first visit is
 * watched by tests/e2e/budget.spec.ts), with a listener for `securitypolicyviolation` events and "Refused to" console messages.
 */
import { createHash } from 'node:crypto';
import { expect, type Page, test } from './fixtures.ts';
import { nextFrames, sitemapPaths } from './helpers.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watch(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return refused;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test('every page has a CSP meta tag with the hashes of its own scripts and no unsafe-inline or unsafe-eval for scripts', async ({
  request,
}) => {
  for (const path of [...(await sitemapPaths(request)), '/pricing', '/blog/artigo']) {
    const html = await (await request.get(path)).text();
    const csp = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/'sha256-[^']+'/);
    // 'wasm-unsafe-eval' (the site search's WebAssembly) is allowed: it permits no eval() of JavaScript.
    expect(scriptSrc, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    // The policy must come before any script it governs (JSON-LD is data, never run).
    const firstScript = html.search(/<script(?![^>]*application\/ld\+json)/);
    expect(html.indexOf('content-security-policy'), path).toBeLessThan(firstScript);
    // It allows exactly the page's own inline scripts (integrations/page-policy.ts).
    const own = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map(
      ([, text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    );
    expect(scriptSrc.match(/'sha256-[^']+'/g)?.sort(), path).toEqual([...new Set(own)].sort());
  }
});

// Every page's first visit is watched for violations by the sweep of tests/e2e/budget.spec.ts,
// which visits each page once for both checks.

test('opening the chat, the trial, the demo modal, the cookie preferences, a video and an audio player triggers no violation', async ({
  page,
}) => {
  const refused = await watch(page);
  await page.goto('/omni-voice');
  await page.evaluate(() => window.openChatbot?.());
  await expect(page.locator('#ge-panel')).toBeVisible();
  await expect(page.locator('#ge-panel').getByRole('log')).toContainText('como posso te chamar');
  await page.keyboard.press('Escape');

  // Each dialog by its name: Gê's popup is a dialog too, and may show on a slow run.
  const trial = page.getByRole('dialog', { name: 'Teste Grátis' });
  await page.getByRole('banner').getByRole('button', { name: 'Teste Grátis' }).click();
  await expect(trial).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trial).toBeHidden();

  // Through the global event (docs/behaviour.md §2), as the chat through its opener: clicking each
  // trigger is the other suites' work, and this page's button sits below sections that lay out
  // only as they near the screen.
  const demo = page.getByRole('dialog', { name: 'Demonstração Gratuita' });
  await page.evaluate(() => window.dispatchEvent(new Event('openDemoModal')));
  await expect(demo).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(demo).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Preferências de cookies' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page
    .locator('#audios audio')
    .first()
    .evaluate((audio: HTMLAudioElement) => {
      audio.muted = true;
      return audio.play();
    });
  await page.getByRole('button', { name: /^Assistir:/ }).click();
  // The recorded video and its captions have loaded: any violation is reported by then.
  const video = page.locator('#video video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0))
    .toBeGreaterThan(0);
  await nextFrames(page);
  expect([...(await violations(page)), ...refused]).toEqual([]);
});

test('the policy is live: an injected inline script does not run, and the watcher reports it', async ({ page }) => {
  await watch(page);
  await page.goto('/contact');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
