/**
 * What every lead's `pricingPageAB` says (docs/behaviour.md §7.15): whether this browser
 * was shown the pricing page in the A/B test. A module of its own, apart from the flag's
 * draw (runtime/ab.ts): the first script of every page draws the flag, and carries neither
 * these texts nor the call contracts; the calls read them when a lead is sent.
 */
export const PRICING_PAGE_AB = { on: 'pagina de precos ativada', off: 'pagina de precos desativada' } as const;

/** The text every lead payload carries for a flag. */
export function pricingPageAB(flag: string | null | undefined): string {
  return flag === 'true' ? PRICING_PAGE_AB.on : PRICING_PAGE_AB.off;
}
