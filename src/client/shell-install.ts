/**
 * The shell, installed at the visitor's first action (client/first-action.ts): the global
 * openers, the overlays' frames, the menus and their keys, the intent buttons and Gê's
 * launcher. Last, with every listener in place, what the inline keeper kept meanwhile is done
 * (client/inline/page-start.ts, `window.gvpFirstActions`).
 */
import { installGlobalOpeners } from '../stores/overlays.ts';
import { installChatLauncher } from './chat-launcher.ts';
import { installOverlays } from './overlays.ts';
import { installIntentButtons, installMenus, shellKey } from './shell.ts';

export function installShell(doc: Document, pendingKeys: KeyboardEvent[] = []): void {
  installGlobalOpeners();
  installOverlays();
  installMenus(doc);
  installIntentButtons(doc);
  installChatLauncher(doc);
  for (const key of pendingKeys) shellKey(doc, key);
  window.gvpFirstActions?.();
}
