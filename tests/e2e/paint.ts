/**
 * Checks of what a page paints, for tests/e2e/paint.spec.ts, the cookie banner's layout-shift
 * test and the screenshot suite's visit of every route (tests/visual/routes.spec.ts). They need
 * no baseline: each one states a property every page must have, so a page an editor adds is
 * covered by its first build. Pixels are read from real screenshots (a repeated SVG id, a
 * transparent layer or a colour set by a stylesheet the DOM cannot tell apart all show there);
 * layout is read from the page itself.
 */
import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { namesAndScrolling, violationsOf, wcag } from './axe.ts';

/** The moment every screen is looked at: Gê's hh:mm and any date on screen stay the same. */
export const FIXED_NOW = new Date('2026-11-24T10:00:00-03:00');

/** The widths every page is looked at, a phone's and a laptop's, and the screen of each. */
export const WIDTHS = [390, 1280] as const;
export const viewportFor = (width: number) => ({ width, height: width < 500 ? 844 : 800 });

/**
 * A screenshot, taken as toHaveScreenshot takes its own. Chromium sometimes hands back an empty
 * picture on a busy machine ("Unable to capture screenshot": its compositor had no frame to
 * read); toHaveScreenshot retries that, so every other screenshot of the suites and of
 * `npm run shots` comes through here and does too. Any other error, and a third empty picture,
 * still fails.
 */
export async function capture(page: Page, options: PageScreenshotOptions = {}): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.screenshot(options);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Unable to capture screenshot')) throw error;
    }
  }
}

/** Resolves once the rest of the stylesheet, added after the first paint (client/inline/page-start.ts), is in. */
export async function restOfStylesheetIn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.sheet),
  );
}

/**
 * Opens `path` as the screen suites look at it: on a clock installed at FIXED_NOW (by the
 * caller, before the first page), with the page's own first timers run (the modules page
 * scrolls to its modules after 100 ms) and its fonts in. A screenshot taken while a page
 * still scrolls is torn, so nothing is sampled before this resolves.
 *
 * Sections below the fold skip their rendering until they come near the screen
 * (`content-visibility: auto`, components/sections/Section.astro), and settle their real
 * height only at the next frame: a box measured right after a jump would be stale, and the
 * page would move under the screenshot. Here every section is laid out from the start, which
 * changes no settled position, only when it is computed.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // A constructed sheet: the site's Content-Security-Policy (rightly) refuses an injected <style>.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.clock.runFor(500);
  // The rest of the stylesheet comes after the first paint (client/inline/page-start.ts): what is
  // read here is the page as it stays.
  await restOfStylesheetIn(page);
  await page.evaluate(() => document.fonts.ready);
}

export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

export type Rgb = readonly [number, number, number];

export function decode(png: Buffer): Pixels {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/**
 * How far a screenshot may move from its baseline (playwright.visual.config.ts): a pixel counts
 * as changed past Playwright's colour distance of 0.2 (YIQ, anti-aliased edges aside), and a
 * screenshot fails when more than 0.01% of its pixels change (at least one glyph, a border, an
 * icon).
 */
export const SCREENSHOT_TOLERANCE = { threshold: 0.2, maxDiffPixelRatio: 0.0001 } as const;

/**
 * Two screenshots compared as toHaveScreenshot compares them: Playwright's comparison is
 * pixelmatch's (YIQ colour distance, anti-aliased pixels not counted), which pixelmatch 7 runs
 * here. null when they match; otherwise what differs, and a picture of it. The allowance is
 * `maxDiffPixels`, or `maxDiffPixelRatio` of the picture, the smaller of the two when both are
 * given, not one pixel when neither is.
 */
export function compareImages(
  actual: Buffer,
  expected: Buffer,
  options: { threshold: number; maxDiffPixels?: number; maxDiffPixelRatio?: number },
): { errorMessage: string; diff?: Buffer } | null {
  const got = PNG.sync.read(actual);
  const { width, height, data } = PNG.sync.read(expected);
  if (got.width !== width || got.height !== height)
    return { errorMessage: `Expected an image ${width}px by ${height}px, received ${got.width}px by ${got.height}px.` };
  const diff = new PNG({ width, height });
  const changed = pixelmatch(data, got.data, diff.data, width, height, { threshold: options.threshold });
  const pixels = width * height;
  const limits = [options.maxDiffPixels, options.maxDiffPixelRatio && pixels * options.maxDiffPixelRatio];
  const given = limits.filter((limit) => limit !== undefined);
  if (changed <= (given.length ? Math.min(...given) : 0)) return null;
  const share = Math.ceil((changed / pixels) * 100) / 100;
  return {
    errorMessage: `${changed} pixels (ratio ${share} of all image pixels) are different.`,
    diff: PNG.sync.write(diff),
  };
}

/**
 * Whether a screenshot drawn again is the same screen as its baseline, for `npm run
 * test:visual:update`: the same size, and no pixel past a colour distance of 0.05, a quarter of
 * what the suite tolerates, anti-aliased edges aside (Playwright's comparison tells them apart).
 * Chromium draws some edges a little differently from run to run (the launcher's ring, a
 * blurred shadow, by up to a few levels); a changed colour, even one the suite would let pass
 * (the calendar's marked day), is a changed screen.
 */
export function sameScreen(drawn: Buffer, baseline: Buffer): boolean {
  return compareImages(drawn, baseline, { threshold: 0.05, maxDiffPixels: 0 }) === null;
}

function pixel({ width, data }: Pixels, x: number, y: number): Rgb {
  const i = (y * width + x) * 4;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
}

/** WCAG 2.2 relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const distance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

/** The most frequent colour of a region (colours within 8 levels per channel counted together). */
export function dominant(pixels: Pixels, inside: (x: number, y: number) => boolean = () => true): Rgb {
  const counts = new Map<number, { n: number; colour: Rgb }>();
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      if (!inside(x, y)) continue;
      const colour = pixel(pixels, x, y);
      const key = ((colour[0] >> 3) << 10) | ((colour[1] >> 3) << 5) | (colour[2] >> 3);
      const bin = counts.get(key);
      if (bin) bin.n++;
      else counts.set(key, { n: 1, colour });
    }
  }
  let best: { n: number; colour: Rgb } = { n: 0, colour: [255, 255, 255] };
  for (const bin of counts.values()) if (bin.n > best.n) best = bin;
  return best.colour;
}

/**
 * The contrast of text against its background, as painted: the background is the region's
 * dominant colour, the text the colour that stands out most from it. Anti-aliasing only ever
 * blends glyph edges toward the background, so the glyphs' cores carry the text's own colour;
 * the strongest 1% of pixels (at least 3) are taken, so a stray pixel cannot pass for text.
 */
export function paintedContrast(pixels: Pixels): { ratio: number; text: Rgb; background: Rgb } {
  const background = dominant(pixels);
  const ranked: { ratio: number; colour: Rgb }[] = [];
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      const colour = pixel(pixels, x, y);
      ranked.push({ ratio: contrast(colour, background), colour });
    }
  }
  ranked.sort((a, b) => b.ratio - a.ratio);
  const pick = ranked[Math.min(ranked.length - 1, Math.max(2, Math.floor(ranked.length * 0.01)))];
  return { ratio: pick?.ratio ?? 1, text: pick?.colour ?? background, background };
}

/**
 * How a round avatar is painted, compared with the same place without it: the share of its
 * disc that differs from what lies behind, and the share that is coloured (not white, grey or
 * black). A blank, transparent or white disc fails one or the other.
 */
export function discPaint(withIt: Pixels, without: Pixels): { changed: number; coloured: number } {
  const r = Math.min(withIt.width, withIt.height) / 2;
  let total = 0;
  let changed = 0;
  let coloured = 0;
  for (let y = 0; y < withIt.height; y++) {
    for (let x = 0; x < withIt.width; x++) {
      // The inner 80% of the disc: its rim blends with the ring and the shadow.
      if ((x + 0.5 - r) ** 2 + (y + 0.5 - r) ** 2 > (r * 0.8) ** 2) continue;
      total++;
      const colour = pixel(withIt, x, y);
      if (distance(colour, pixel(without, x, y)) > 60) changed++;
      if (Math.max(...colour) - Math.min(...colour) > 60) coloured++;
    }
  }
  return { changed: changed / total, coloured: coloured / total };
}

/** The pixels of an element as painted, and of the same place with the element hidden. */
export async function paintedWithAndWithout(page: Page, element: Locator): Promise<[Pixels, Pixels]> {
  // Where it rests: a fixed element may still be moving (Gê's dock rises above the cookie
  // banner once the banner's height is measured), and a clip of where it was shows nothing.
  const box = await element.evaluate(
    (el) =>
      new Promise<{ x: number; y: number; width: number; height: number }>((resolve) => {
        let last = '';
        const check = (framesLeft: number) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          const now = `${x},${y},${width},${height}`;
          if (now === last || framesLeft === 0) resolve({ x, y, width, height });
          else {
            last = now;
            requestAnimationFrame(() => requestAnimationFrame(() => check(framesLeft - 1)));
          }
        };
        check(30);
      }),
  );
  if (!box.width || !box.height) throw new Error('The element has no box.');
  const clip = {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
  const withIt = decode(await capture(page, { clip, animations: 'disabled' }));
  // A handle, not the locator: hidden, the element leaves the accessibility tree a role finds it in.
  const handle = await element.elementHandle();
  await handle?.evaluate((el) => {
    (el as HTMLElement).style.visibility = 'hidden';
  });
  const without = decode(await capture(page, { clip, animations: 'disabled' }));
  await handle?.evaluate((el) => {
    (el as HTMLElement).style.visibility = '';
  });
  await handle?.dispose();
  return [withIt, without];
}

/**
 * Text that is cut off or spills out of its box, read from the layout in the page: a text
 * whose lines reach past an ancestor that clips (overflow hidden or clip), past its own
 * element, or past the viewport's sides; and a page wider than the viewport. Text meant to be
 * hidden (screen-reader only, inside a collapsed or hidden part) is not looked at.
 */
export function textProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const quote = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `<${el.tagName.toLowerCase()}> "${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
    };
    if (root.scrollWidth > viewport + 1)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${viewport} px viewport`);
    const clipsOverflow = (style: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    // Screen-reader-only text is clipped to a pixel on purpose.
    const srOnly = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width <= 1 && box.height <= 1 && clipsOverflow(getComputedStyle(el));
    };
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !node.textContent?.trim()) continue;
      if (el.closest('script, style, template, noscript, [hidden], [aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!lines.length) continue;
      let hiddenOnPurpose = false;
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        if (srOnly(a)) hiddenOnPurpose = true;
      }
      if (hiddenOnPurpose) continue;
      const own = el.getBoundingClientRect();
      // SVG text is drawn where its coordinates say; its box is the text itself.
      const isSvg = el instanceof SVGElement;
      const spill = (box: DOMRect) =>
        lines.some(
          (r) => r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1,
        );
      if (!isSvg && getComputedStyle(el).display !== 'inline' && spill(own)) {
        seen.add(el);
        problems.push(`${quote(el)} overflows its box`);
        continue;
      }
      if (lines.some((r) => r.left < -1 || r.right > viewport + 1)) {
        seen.add(el);
        problems.push(`${quote(el)} runs past the side of the screen`);
        continue;
      }
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        // Past a scrolling box the text is reached by scrolling it (the a11y sweep makes sure
        // such a box takes focus), so what clips that box does not clip the text.
        if (['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) break;
        if (!clipsOverflow(style) && style.textOverflow !== 'ellipsis') continue;
        const box = a.getBoundingClientRect();
        const cut =
          (style.textOverflow === 'ellipsis' && a.scrollWidth > a.clientWidth + 1) ||
          (clipsOverflow(style) && spill(box));
        if (cut) {
          seen.add(el);
          problems.push(`${quote(el)} is cut off by <${a.tagName.toLowerCase()}>`);
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * What a deferred part of the page cuts off. `content-visibility: auto` (a section below the
 * first screens, the footer) also clips what is painted to the part's box, which no screenshot
 * here shows: the screen suites render every part from the start, without it. Each deferred
 * part is scrolled to, so it renders as a visitor sees it, and every visible box inside it
 * that reaches past its edges is named, unless something between them already clips it.
 */
export function deferredClips(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    };
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const deferred = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    const problems: string[] = [];
    for (const part of deferred) {
      part.scrollIntoView({ block: 'start', behavior: 'instant' });
      await frame();
      const edge = part.getBoundingClientRect();
      for (const el of part.querySelectorAll('*')) {
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) continue;
        const past =
          box.left < edge.left - 1 ||
          box.right > edge.right + 1 ||
          box.top < edge.top - 1 ||
          box.bottom > edge.bottom + 1;
        if (!past) continue;
        let clippedInside = false;
        for (let a = el.parentElement; a && a !== part; a = a.parentElement) if (clips(a)) clippedInside = true;
        if (!clippedInside) problems.push(`${name(el)} reaches past the deferred ${name(part).split(' ')[0]}`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return problems;
  });
}

/**
 * Interactive controls that a fixed element (Gê's launcher, the cookie banner, a popup, a
 * floating button) covers wherever the page is scrolled: each control is brought to the
 * middle of the screen, then to its top and bottom edge, and hit-tested at its centre. A
 * control passes when one of those places leaves it free, as a visitor scrolling would find it.
 * `within`: only the controls inside the first element it selects (an open menu).
 */
export function coveredControls(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const fixed = (el: Element | null): Element | null => {
      for (let a = el; a; a = a.parentElement) if (getComputedStyle(a).position === 'fixed') return a;
      return null;
    };
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 50);
    const controls = [
      ...(document
        .querySelector(scope)
        ?.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
        ) ?? []),
    ].filter((el) => el.checkVisibility({ visibilityProperty: true }) && !fixed(el) && el.getClientRects().length);
    const problems: string[] = [];
    const height = window.innerHeight;
    for (const control of controls) {
      let free = false;
      let coveredBy: Element | null = null;
      for (const block of ['center', 'start', 'end'] as const) {
        control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < 0 || y > height) continue;
        const hit = document.elementFromPoint(x, y);
        const cover = hit && !control.contains(hit) && !hit.contains(control) ? fixed(hit) : null;
        if (!cover) {
          free = true;
          break;
        }
        coveredBy = cover;
      }
      if (!free && coveredBy) {
        const by = coveredBy.getAttribute('aria-label') || coveredBy.id || coveredBy.tagName.toLowerCase();
        problems.push(`<${control.tagName.toLowerCase()}> "${name(control)}" is always under the fixed ${by}`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return problems;
  }, within);
}

/** WCAG 2.2 AA for text: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
const minimumContrast = (px: number, weight: number) => (px >= 24 || (px >= 18.66 && weight >= 700) ? 3 : 4.5);

/** Gê's launcher, by its accessible name, and its proactive popup, titled with the spec's greeting. */
const LAUNCHER = 'Conversar com a Gê, assistente digital';
export const geLauncher = (page: Page): Locator => page.getByRole('button', { name: LAUNCHER });
export const gePopup = (page: Page): Locator => page.getByRole('dialog', { name: 'Oi! Eu sou a Gê 👋' });

/**
 * Shares of an avatar's disc that must differ from what lies behind it, and be coloured. A
 * blank or transparent disc keeps only its face (about a tenth of the disc) on any page; the
 * panel's avatar sits on a blue close to its own and still differs on more than half.
 */
const AVATAR_CHANGED = 0.4;
const AVATAR_COLOURED = 0.5;

/** Gê's avatar inside `avatar` (the launcher, the panel's header) is painted, not blank or transparent. */
export async function avatarProblems(page: Page, avatar: Locator, what: string): Promise<string[]> {
  if (!(await avatar.isVisible())) return [`${what} is not shown`];
  const [withIt, without] = await paintedWithAndWithout(page, avatar);
  const { changed, coloured } = discPaint(withIt, without);
  const problems: string[] = [];
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  if (changed < AVATAR_CHANGED)
    problems.push(`${what} is invisible: only ${pct(changed)} of its disc differs from the page behind`);
  if (coloured < AVATAR_COLOURED)
    problems.push(`${what} shows no avatar: only ${pct(coloured)} of its disc is coloured`);
  return problems;
}

/** Gê's launcher shows its avatar: its disc differs from the page behind it, and is coloured. */
export function launcherProblems(page: Page): Promise<string[]> {
  return avatarProblems(page, geLauncher(page), "Gê's launcher");
}

/**
 * The page's main calls to action: the `.btn` primitive (styles/global.css, shared by Astro
 * and React) in the header, in the page's first section (its hero) and in its last (the
 * closing call), and in Gê's popup when it shows. axe checks every other button's contrast
 * from its computed style.
 */
async function mainCallsToAction(page: Page): Promise<Locator[]> {
  const buttons = page.locator('.btn:visible');
  const indexes = await buttons.evaluateAll((all) => {
    const main = document.querySelector('main');
    const sections = [...(main?.querySelectorAll('section') ?? [])].filter((s) => !s.parentElement?.closest('section'));
    const places = [
      document.querySelector('header'),
      sections[0],
      sections.at(-1),
      document.getElementById('ge-popup'),
    ];
    return all.flatMap((el, i) => (places.some((place) => place?.contains(el)) ? [i] : []));
  });
  return indexes.map((i) => buttons.nth(i));
}

/** Each main call to action, scrolled into view: uncovered, and its label readable as painted. */
export async function callToActionProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const button of await mainCallsToAction(page)) {
    // One round trip: scrolled to, hit-tested and measured in the page, then one clipped
    // screenshot (a locator's screenshot waits for stability a settled page already has).
    const facts = await button.evaluate((el) => {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const style = getComputedStyle(el);
      return {
        label: (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' '),
        covered: hit && !el.contains(hit) ? hit.closest('[id]')?.id || hit.tagName.toLowerCase() : null,
        disabled: el.matches(':disabled, [aria-disabled="true"]'),
        px: Number.parseFloat(style.fontSize),
        weight: Number(style.fontWeight),
        clip: { x: box.left, y: box.top, width: box.width, height: box.height },
      };
    });
    if (facts.disabled) continue;
    if (facts.covered) {
      problems.push(`"${facts.label}" is covered by ${facts.covered}`);
      continue;
    }
    const painted = paintedContrast(decode(await capture(page, { clip: facts.clip, animations: 'disabled' })));
    const needed = minimumContrast(facts.px, facts.weight);
    if (painted.ratio < needed) {
      problems.push(
        `"${facts.label}" has contrast ${painted.ratio.toFixed(2)}:1 as painted (rgb ${painted.text} on rgb ${painted.background}), under ${needed}:1`,
      );
    }
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return problems;
}

/**
 * Everything a settled page at rest must show, named by `path`: Gê's launcher painted, the
 * calls to action readable as painted, no text cut off, at phone width no control kept under a
 * fixed element, and axe (WCAG 2.2 AA at 1280 px; at 390 px the rules that change with the
 * layout: names that hold their visible text, regions that scroll and take focus).
 */
export async function pageProblems(page: Page, path: string): Promise<string[]> {
  const phone = (page.viewportSize()?.width ?? 1280) < 500;
  const found = [
    ...(await launcherProblems(page)),
    ...(await callToActionProblems(page)),
    ...(await textProblems(page)),
    ...(phone ? await coveredControls(page) : []),
  ];
  return [
    ...found.map((problem) => `${path}: ${problem}`),
    ...(await violationsOf(page, `${path}, axe`, phone ? namesAndScrolling : wcag)),
  ];
}

/**
 * An init script (`addInitScript(recordShifts)`): from the page's start, every layout shift no
 * input caused, with what moved from where to where, read back with unpromptedShifts.
 */
export function recordShifts(): void {
  const kept: string[] = [];
  (window as unknown as { unprompted: string[] }).unprompted = kept;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        const name = element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : element.classList[0] ? `.${element.classList[0]}` : ''}`
          : '?';
        return `${name} ${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}×${Math.round(a.height)} → ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;
      });
      kept.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts recordShifts has kept on the page now open, in the order they happened. */
export function unpromptedShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { unprompted: string[] }).unprompted);
}
