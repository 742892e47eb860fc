/**
 * The inline script that keeps the visitor's first actions (client/inline/page-start.ts
 * PAGE_START_SCRIPT, its keeper), run as a browser runs it (jsdom, scripts on).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PAGE_START_SCRIPT } from '../../src/build/page-start-script.ts';

const BODY = `
  <button type="button" data-action="chat" id="launcher">Gê</button>
  <a href="#contato" id="link">Contato</a>
  <form id="form"><input name="nome" id="field"><button id="send">Enviar</button></form>
  <form id="lone"><input name="busca"></form>
  <div data-island="ContactForm" id="island"><button type="button" id="inside">Tentar novamente</button></div>`;

/** A page with the inline script at the start of its body, as layouts/BaseLayout.astro writes it. */
function pageWith() {
  const html = `<!doctype html><html><head></head><body><script>${PAGE_START_SCRIPT}</script>${BODY}</body></html>`;
  const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true, url: 'https://www.gvp.digital/' });
  const window = dom.window as unknown as Window & typeof globalThis;
  const { document } = window;
  /** What the first script's own listeners receive once it is there: `kind:id`. */
  const received: string[] = [];
  /** The first script arrives: its listeners, then the call that hands it the kept actions. */
  const firstScript = () => {
    document.addEventListener('click', (e) => received.push(`click:${(e.target as Element).id}`));
    document.addEventListener('submit', (e) => {
      e.preventDefault();
      received.push(`submit:${(e.target as Element).id}`);
    });
    window.addEventListener('openDemoModal', () => received.push('openDemoModal'));
    window.openChatbot = (question) => received.push(`openChatbot:${question ?? ''}`);
    const take = window.gvpFirstActions;
    if (!take) throw new Error('nothing kept the first actions');
    take();
  };
  return { window, document, received, firstScript };
}

/** A click as a visitor's: it bubbles and can be cancelled. False when a listener cancelled it. */
function click(el: Element | null): boolean {
  const view = el?.ownerDocument.defaultView;
  if (!el || !view) throw new Error('no such element');
  return el.dispatchEvent(new view.MouseEvent('click', { bubbles: true, cancelable: true }));
}

describe('the first actions, before the first script', () => {
  it('keeps a control once however often it is pressed, shows it busy, and gives it to the first script', () => {
    const { window, document, received, firstScript } = pageWith();
    const launcher = document.getElementById('launcher');
    expect(click(launcher)).toBe(false);
    click(launcher);
    expect(launcher?.getAttribute('aria-busy')).toBe('true');
    expect(received).toEqual([]);
    firstScript();
    expect(received).toEqual(['click:launcher']);
    expect(launcher?.hasAttribute('aria-busy')).toBe(false);
    expect('gvpFirstActions' in window).toBe(false);
    // From here on, clicks are the first script's alone.
    expect(click(launcher)).toBe(true);
    expect(received).toEqual(['click:launcher', 'click:launcher']);
  });

  it('leaves links to the browser; a send button is kept, so the browser sends no form, and pressed again later', () => {
    const { document, received, firstScript } = pageWith();
    expect(click(document.getElementById('link'))).toBe(true);
    expect(click(document.getElementById('send'))).toBe(false);
    firstScript();
    expect(received).toEqual(['click:send', 'submit:form']);
  });

  it('keeps a form sent without a button (Enter in its only field) and sends it again, once', () => {
    const { window, document, received, firstScript } = pageWith();
    const form = document.getElementById('lone') as HTMLFormElement;
    expect(form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    firstScript();
    expect(received).toEqual(['submit:lone']);
  });

  it('keeps the openDemoModal event a tag manager fires before the first script, and fires it again', () => {
    const { window, received, firstScript } = pageWith();
    window.dispatchEvent(new window.Event('openDemoModal'));
    expect(received).toEqual([]);
    firstScript();
    expect(received).toEqual(['openDemoModal']);
    // From here on the first script's own listener takes it, and nothing else keeps it.
    window.dispatchEvent(new window.Event('openDemoModal'));
    expect(received).toEqual(['openDemoModal', 'openDemoModal']);
  });

  it('keeps a call to window.openChatbot made before the first script, with its question, and makes it then', () => {
    const { window, received, firstScript } = pageWith();
    window.openChatbot?.();
    window.openChatbot?.('Quero saber mais sobre o Omni Zap');
    expect(received).toEqual([]);
    firstScript();
    expect(received).toEqual(['openChatbot:', 'openChatbot:Quero saber mais sobre o Omni Zap']);
  });

  it("lists what it keeps on window.gvpKept (the first script's sign that someone waits for the shell)", () => {
    const { window, document } = pageWith();
    expect(window.gvpKept).toEqual([]);
    click(document.getElementById('launcher'));
    window.openChatbot?.('Oi');
    expect(window.gvpKept).toHaveLength(2);
  });

  it('keeps nothing inside a part whose code is already here (data-live): that code answers it, once', () => {
    const { document, received, firstScript } = pageWith();
    const inside = document.getElementById('inside');
    // Before the island's loader is there, its controls are kept like any other.
    expect(click(inside)).toBe(false);
    firstScript();
    expect(received).toEqual(['click:inside']);
    const again = pageWith();
    again.document.getElementById('island')?.setAttribute('data-live', '');
    expect(click(again.document.getElementById('inside'))).toBe(true);
    expect(again.window.gvpKept).toEqual([]);
  });
});
