/** The suites' one way to take a screenshot (tests/e2e/paint.ts capture). */
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { capture } from '../e2e/paint.ts';

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
