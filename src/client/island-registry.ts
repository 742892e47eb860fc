/**
 * Every island of the site, the one list every loader reads: what each one is and where its
 * code is.
 *
 * - `page`: React rendered into the page at build (components/Island.astro), hydrated by
 *   client/islands.ts when the visitor reaches for it. A page island that sends a lead names
 *   its contract's `call`: that, and nothing else, makes it a lead form (its send is kept
 *   offline, its status line promises to send, the tests and the bench find it).
 * - `overlay`: the body of a global overlay frame (Gê, the demo, the trial), mounted by
 *   client/overlays.ts when its store opens it.
 * - `nested`: code an island fetches itself when the visitor asks for it (the booking step).
 *
 * Adding an island is one entry here; adding a lead form is its contract and its entry.
 * The code of each loads through its `load` only (client/load.ts retries it for real). This
 * module is fetched with the first island a page hydrates, or with the shell: its file names
 * would otherwise weigh on every page's first script.
 */
import type { ComponentType } from 'react';
import type { LeadCall } from '../contracts/calls.ts';

/** Each page island takes its own props: the ones the page rendered it with (data-props). */
type PageModule = { default: ComponentType<never> };
type OverlayModule = { mount: (body: HTMLElement) => void };

export type IslandEntry =
  | { kind: 'page'; call?: LeadCall; load: () => Promise<PageModule> }
  | { kind: 'overlay'; load: () => Promise<OverlayModule> }
  | { kind: 'nested'; load: () => Promise<unknown> };

export const ISLANDS = {
  'contact-form': { kind: 'page', call: 'contact', load: () => import('../islands/forms/ContactForm.tsx') },
  'cv-form': { kind: 'page', call: 'cv', load: () => import('../islands/forms/CvForm.tsx') },
  'partner-form': { kind: 'page', call: 'partner', load: () => import('../islands/forms/PartnerForm.tsx') },
  'proposal-form': { kind: 'page', call: 'proposal', load: () => import('../islands/forms/ProposalForm.tsx') },
  'accessibility-form': {
    kind: 'page',
    call: 'accessibilityReport',
    load: () => import('../islands/forms/AccessibilityForm.tsx'),
  },
  'privacy-request-form': {
    kind: 'page',
    call: 'privacyRequest',
    load: () => import('../islands/forms/PrivacyRequestForm.tsx'),
  },
  roi: { kind: 'page', load: () => import('../islands/RoiCalculator.tsx') },
  'blog-list': { kind: 'page', load: () => import('../islands/blog/BlogList.tsx') },
  article: { kind: 'page', load: () => import('../islands/blog/ArticleView.tsx') },
  booking: { kind: 'page', load: () => import('../islands/booking/BookingManage.tsx') },
  chat: { kind: 'overlay', load: () => import('../islands/overlays/chat.tsx') },
  demo: { kind: 'overlay', load: () => import('../islands/overlays/demo.tsx') },
  trial: { kind: 'overlay', load: () => import('../islands/overlays/trial.tsx') },
  'booking-flow': { kind: 'nested', load: () => import('../islands/booking/BookingFlow.tsx') },
} as const satisfies Record<string, IslandEntry>;

type Islands = typeof ISLANDS;
export type IslandName = keyof Islands;
/** The islands a page renders with components/Island.astro. */
export type PageIslandName = { [K in IslandName]: Islands[K]['kind'] extends 'page' ? K : never }[IslandName];
/** The lead forms: page islands whose entry names the call they send. */
export type LeadFormName = { [K in IslandName]: Islands[K] extends { call: LeadCall } ? K : never }[IslandName];

/** The call a page island sends, when it is a lead form. */
export function callOf(name: IslandName): LeadCall | undefined {
  const entry: IslandEntry = ISLANDS[name];
  return entry.kind === 'page' ? entry.call : undefined;
}

/** Every lead form and its call. */
export const LEAD_FORM_CALLS = Object.entries(ISLANDS).flatMap(([name, entry]: [string, IslandEntry]) =>
  entry.kind === 'page' && entry.call ? [{ name: name as LeadFormName, call: entry.call }] : [],
);
