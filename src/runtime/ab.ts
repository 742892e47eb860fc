/**
 * The pricingPageAB flag (docs/behaviour.md §3 and §7.15): 'true' or 'false', chosen 50/50 on
 * the first visit, kept in localStorage and reused later. Only the draw, which every page's
 * first script runs; the text a lead carries is contracts/ab.ts, read by runtime/api/calls.ts.
 */

export const AB_STORAGE_KEY = 'pricingPageAB';

export type AbFlag = 'true' | 'false';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads the flag, choosing and storing it on the first visit. Works without storage. */
export function pricingPageFlag(storage: FlagStorage | null, random: () => number = Math.random): AbFlag {
  try {
    const stored = storage?.getItem(AB_STORAGE_KEY);
    if (stored === 'true' || stored === 'false') return stored;
    const chosen: AbFlag = random() < 0.5 ? 'true' : 'false';
    storage?.setItem(AB_STORAGE_KEY, chosen);
    return chosen;
  } catch {
    // Storage can throw (privacy modes, quota); the visitor still gets a flag for this page.
    return random() < 0.5 ? 'true' : 'false';
  }
}
