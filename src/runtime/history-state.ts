/**
 * Island state kept in the browser history entry (history.state), so going back to a page
 * brings an island back as the visitor left it (the blog list after 'load more', with its
 * scroll position) even when the browser did not keep the page itself. Per entry, so
 * another visit of the same address starts fresh.
 */
interface HistoryState {
  islands?: Record<string, unknown>;
}

function current(): HistoryState {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? (state as HistoryState) : {};
}

export function readIslandState<T>(name: string): T | undefined {
  return current().islands?.[name] as T | undefined;
}

export function writeIslandState(name: string, value: unknown): void {
  const state = current();
  try {
    history.replaceState({ ...state, islands: { ...state.islands, [name]: value } }, '');
  } catch {
    // Too large or too frequent for this browser: going back shows the first page, as before.
  }
}
