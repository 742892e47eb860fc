/**
 * What waits for the first paint (client/inline/page-start.ts): the first
 * script, the rest of the stylesheet and the manifest are added to <head> once the page is
 * parsed and its first paint has been reported, once, in either order.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PAGE_START_SCRIPT } from '../../src/build/page-start-script.ts';

/** A page as the layout writes it, with a stand-in for the browser's paint timing (or none). */
function pageWith(paintTiming: boolean) {
  let reportPaint = () => {};
  const html = `<!doctype html><html><head></head><body><script>${PAGE_START_SCRIPT}</script><main>Oi</main><template data-after-paint><meta name="later"></template></body></html>`;
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (!paintTiming) return;
      class PaintObserver {
        static supportedEntryTypes = ['paint'];
        connected = true;
        constructor(callback: (list: unknown, observer: PaintObserver) => void) {
          // A browser may report the first paint and the first contentful paint apart.
          reportPaint = () => this.connected && callback({}, this);
        }
        observe() {}
        disconnect() {
          this.connected = false;
        }
      }
      Object.assign(window, { PerformanceObserver: PaintObserver });
    },
  });
  const added = () => dom.window.document.head.querySelectorAll('meta[name="later"]').length;
  const parsed = () => new Promise((resolve) => dom.window.document.addEventListener('DOMContentLoaded', resolve));
  return { dom, added, parsed, paint: () => reportPaint() };
}

describe('what waits for the first paint', () => {
  it('comes once the page is parsed, when the paint was reported first', async () => {
    const { added, parsed, paint } = pageWith(true);
    paint();
    expect(added()).toBe(0);
    await parsed();
    expect(added()).toBe(1);
  });

  it('comes at the paint when the page was parsed first, and once however often paint is reported', async () => {
    const { added, parsed, paint } = pageWith(true);
    await parsed();
    expect(added()).toBe(0);
    paint();
    paint();
    expect(added()).toBe(1);
  });

  it('comes the frame after the first without paint timing', async () => {
    const { dom, added, parsed } = pageWith(false);
    await parsed();
    await new Promise((resolve) => dom.window.requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(added()).toBe(1);
  });
});
