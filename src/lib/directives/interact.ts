/**
 * `client:interact`: hydrates an island below the fold when the visitor reaches for it
 * (pointer over, focus or touch inside it), never on load. With a value, it hydrates at
 * once when the address carries that query parameter (a shared ROI link, say).
 */
import type { ClientDirective } from 'astro';

const interact: ClientDirective = (load, options, el) => {
  let started = false;
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of events) el.removeEventListener(type, hydrate);
    const run = await load();
    await run();
  };
  const param = typeof options.value === 'string' ? options.value : '';
  if (param && new URLSearchParams(location.search).has(param)) {
    void hydrate();
    return;
  }
  for (const type of events) el.addEventListener(type, hydrate, { once: true, passive: true });
};

export default interact;
