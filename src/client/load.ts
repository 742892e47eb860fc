/**
 * Code the visitor reached for (a page island, an overlay's body, the video player, the
 * cookie preferences), loaded so that a retry is a real one. In the budgeted first script:
 * what only a failure needs is client/recover.ts, fetched when it is needed.
 *
 * When an import fails while the visitor is waiting for it (not merely pointing at a button,
 * which only loads ahead) and the browser is online, client/recover.ts tries a fresh URL of
 * the file (a browser may keep a failed import and answer every later one from memory) and,
 * when the file is gone after a deploy, reloads the page keeping what the visitor typed and
 * did. Otherwise the connection is down: the caller says so, and tries again when it is back.
 */

/**
 * Calls `listener` when the visitor reaches for something inside `target` (a pointer over it,
 * focus, a touch): the moment code it will need starts loading, ahead of the click.
 */
export function onReach(target: Document | Element, listener: (event: Event) => void): void {
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    target.addEventListener(type, listener, { passive: true });
}

/** The module's URL in the error of its failed import, where the browser names it (Chromium, Firefox). */
export const urlIn = (error: unknown) => /https?:\/\/\S+?\.js\b/.exec(String(error))?.[0];

/**
 * Where every island's code is (client/island-registry.ts), fetched like that code and never
 * imported: Debian 12's Chromium keeps a failed import for its URL, so a file that had failed
 * offline and was then imported statically failed its importer's retry for good. Fetched with
 * the first island a page hydrates, or with the shell: its file names would otherwise weigh on
 * every page's first script.
 */
export const loadIslands = (acted?: () => boolean) => load(() => import('./island-registry.ts'), acted);

/**
 * Loads `importer`'s module; `acted` tells whether the visitor is waiting for it now. A failed
 * import is tried once more at a fresh URL of the same file, a real request: some browsers
 * keep a failed import() for its URL and answer every later one from memory (Chromium before
 * 15x, still common on Android), so a retry, offline or back online, never reached the
 * network and the code never came.
 */
export async function load<T>(importer: () => Promise<T>, acted: () => boolean = () => true): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    const url = urlIn(error);
    try {
      if (url) return (await import(/* @vite-ignore */ `${url}?retry=${Date.now()}`)) as T;
    } catch {
      // Still failing: the connection, or a file gone after a deploy.
    }
    if (!acted() || !navigator.onLine) throw error;
    return (await import('./recover.ts')).recover(error) as Promise<T>;
  }
}
