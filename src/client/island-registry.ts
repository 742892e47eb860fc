/**
 * Every page island's code, by the name its HTML carries (components/Island.astro). Loaded by
 * client/islands.ts when the first island of a page is reached for, not with the first script.
 */
export const ISLANDS = {
  'contact-form': () => import('../islands/forms/ContactForm.tsx'),
  'cv-form': () => import('../islands/forms/CvForm.tsx'),
  'partner-form': () => import('../islands/forms/PartnerForm.tsx'),
  'proposal-form': () => import('../islands/forms/ProposalForm.tsx'),
  'accessibility-form': () => import('../islands/forms/AccessibilityForm.tsx'),
  'privacy-request-form': () => import('../islands/forms/PrivacyRequestForm.tsx'),
  roi: () => import('../islands/RoiCalculator.tsx'),
  'blog-list': () => import('../islands/blog/BlogList.tsx'),
  article: () => import('../islands/blog/ArticleView.tsx'),
  booking: () => import('../islands/booking/BookingManage.tsx'),
} satisfies Record<string, () => Promise<unknown>>;

export type IslandName = keyof typeof ISLANDS;
