/**
 * What every lead's `pricingPageAB` says (docs/behaviour.md §7.15): whether this browser
 * was shown the pricing page in the A/B test. A module of its own: the first script of every
 * page draws the flag, and must not carry the call contracts with it.
 */
export const PRICING_PAGE_AB = { on: 'pagina de precos ativada', off: 'pagina de precos desativada' } as const;
