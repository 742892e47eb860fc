/**
 * Button classes of the cookie banner and dialog. 'Aceitar todos' and 'Rejeitar todos'
 * share one look, as the ANPD asks that neither choice be pushed on the visitor.
 */
const base =
  'inline-flex min-w-36 cursor-pointer items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors';
export const CHOICE_BUTTON = `${base} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY_BUTTON = `${base} bg-white text-brand-800 ring-1 ring-inset ring-brand-300 hover:bg-brand-50`;
