/**
 * What only a failure needs (client/load.ts fetches it then, when the visitor is waiting and
 * the browser is online):
 * - client/load.ts has already tried a fresh URL of the file (a browser may keep a failed
 *   import for its URL). When that failed too while the site answers, the file is gone: a deploy replaced the hashed
 *   files under an open page, and only a fresh page can load them. The page is reloaded,
 *   keeping what the visitor typed in every form and what they were doing; on the new page
 *   each form gets its fields back, the form they sent is sent again (held, then replayed
 *   once, by client/islands.ts), the overlay they opened opens again. At most once a minute:
 *   a page that cannot load its code after a fresh start keeps its message instead.
 */
import { KEPT_WORK_KEY } from '../runtime/api/keys.ts';
import { $chatOpen, $demoOpen, $trialOpen, openChat, openDemo, openTrial } from '../stores/overlays.ts';

const RELOADED_KEY = 'gvp:reloaded';

interface Kept {
  path: string;
  forms: [string, string][][];
  /** `submit:N` sends form N again; `open:chat|demo|trial` opens that overlay again. */
  resume: string;
}

/** The page's own address answers: the connection is up, the file is gone. */
const siteAnswers = () =>
  fetch(location.href, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * What the visitor is doing, to resume after a reload: the form whose send is held (its
 * button busy, client/islands.ts), else the overlay open.
 */
function intent(): string {
  const sending = document.querySelector('[aria-busy="true"]')?.closest('form');
  if (sending) return `submit:${[...document.forms].indexOf(sending)}`;
  const open = [
    ['chat', $chatOpen],
    ['demo', $demoOpen],
    ['trial', $trialOpen],
  ] as const;
  return `open:${open.find(([, store]) => store.get())?.[0] ?? ''}`;
}

/**
 * What failed at its own URL and at a fresh one (client/load.ts) while the site answers is
 * gone: a reload that keeps the visitor's work.
 */
export async function recover<T>(error: unknown): Promise<T> {
  await reloadKeeping(intent());
  throw error;
}

async function reloadKeeping(resume: string): Promise<void> {
  if (!(await siteAnswers())) return;
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_KEY)) < 60_000) return;
    const kept: Kept = {
      path: location.pathname,
      forms: [...document.forms].map((form) =>
        [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
      resume,
    };
    sessionStorage.setItem(KEPT_WORK_KEY, JSON.stringify(kept));
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    // Without storage a reload would lose what was typed: the page's message stays instead.
    return;
  }
  location.reload();
}

function readKept(): Kept | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_WORK_KEY) ?? 'null') as Kept | null;
    sessionStorage.removeItem(KEPT_WORK_KEY);
    return kept;
  } catch {
    return null;
  }
}

export function restoreKept(doc: Document = document): void {
  const kept = readKept();
  if (!kept || kept.path !== location.pathname) return;
  kept.forms.forEach((fields, i) => {
    const form = doc.forms[i];
    for (const [name, value] of fields) {
      const field = form?.elements.namedItem(name);
      if (field instanceof RadioNodeList) field.value = value;
      else if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = true;
      else if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      )
        field.value = value;
    }
  });
  const [kind, what] = kept.resume.split(':');
  if (kind === 'submit') doc.forms[Number(what)]?.requestSubmit();
  else if (what === 'chat') openChat();
  else if (what === 'demo') openDemo();
  // The variant the shell picks (client/shell.ts): phones get the one that asks for WhatsApp.
  else if (what === 'trial') openTrial(matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop');
}
