/** Taking and comparing screenshots (tests/e2e/paint.ts): capture, and sameScreen for npm run test:visual:update. */
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { capture, compareImages, SCREENSHOT_TOLERANCE, sameScreen } from '../e2e/paint.ts';

/** A page whose screenshots fail with `errors`, in order, then succeed. */
function pageFailing(...errors: string[]) {
  const calls = { count: 0 };
  const page = {
    screenshot: async () => {
      const error = errors[calls.count++];
      if (error) throw new Error(error);
      return Buffer.from('png');
    },
  } as unknown as Page;
  return { page, calls };
}

const EMPTY = 'page.screenshot: Protocol error (Page.captureScreenshot): Unable to capture screenshot';

describe('capture', () => {
  it('takes again a picture Chromium handed back empty, as toHaveScreenshot does', async () => {
    const { page, calls } = pageFailing(EMPTY, EMPTY);
    expect((await capture(page)).toString()).toBe('png');
    expect(calls.count).toBe(3);
  });

  it('fails on the third empty picture in a row', async () => {
    const { page, calls } = pageFailing(EMPTY, EMPTY, EMPTY);
    await expect(capture(page)).rejects.toThrow('Unable to capture screenshot');
    expect(calls.count).toBe(3);
  });

  it('fails at once on any other error', async () => {
    const { page, calls } = pageFailing('page.screenshot: Target page, context or browser has been closed');
    await expect(capture(page)).rejects.toThrow('has been closed');
    expect(calls.count).toBe(1);
  });
});

/** A 40 × 40 picture of one grey, with a square of another grey `size` pixels wide. */
function picture(grey: number, spot = grey, size = 1, width = 40): Buffer {
  const png = new PNG({ width, height: 40 });
  for (let i = 0; i < png.data.length; i += 4) {
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    const value = x >= 10 && x < 10 + size && y >= 10 && y < 10 + size ? spot : grey;
    png.data.fill(value, i, i + 3);
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

describe('sameScreen, for npm run test:visual:update', () => {
  it('is the same screen for the same pixels, or a few levels of difference', () => {
    expect(sameScreen(picture(200), picture(200))).toBe(true);
    expect(sameScreen(picture(200, 197, 6), picture(200))).toBe(true);
  });

  it('is a changed screen for any visible change, even one the suite lets pass, or a page that grew', () => {
    expect(sameScreen(picture(200, 20, 6), picture(200))).toBe(false);
    // A light colour change (the calendar's marked day): the suite tolerates it, the update keeps it.
    expect(compareImages(picture(200, 180, 6), picture(200), SCREENSHOT_TOLERANCE)).toBeNull();
    expect(sameScreen(picture(200, 180, 6), picture(200))).toBe(false);
    expect(sameScreen(picture(200, 200, 1, 41), picture(200))).toBe(false);
  });
});
