/**
 * Navigation of the header and footer (docs/behaviour.md §2, Shell). Product and sector entries
 * come from the content collections, so adding a page adds its menu entry.
 */
export interface NavLink {
  label: string;
  href: string;
  /** The current section (see currentSection) that highlights this entry. */
  section: string;
  description?: string;
}

export const resourcesMenu: NavLink[] = [
  { label: 'Calculadora de ROI', href: '/roi-calculator', section: 'roi-calculator' },
  { label: 'Blog', href: '/blog', section: 'blog' },
  { label: 'Geeduka', href: '/geeduka', section: 'geeduka' },
  { label: 'Podcasts', href: '/podcasts', section: 'podcasts' },
  { label: 'Comunidades', href: '/communities', section: 'communities' },
];

export const mainLinks = {
  home: { label: 'Home', href: '/', section: 'home' },
  about: { label: 'A GVP.digital', href: '/about', section: 'about' },
  partners: { label: 'Parceiros', href: '/parceiros', section: 'parceiros' },
  contact: { label: 'Contato', href: '/contact', section: 'contact' },
} satisfies Record<string, NavLink>;

export const allSectorsLink: NavLink = { label: 'Ver Todas', href: '/verticals', section: 'verticals' };

/**
 * Footer links: the spec's, in its order ('Soluções' has no route of its own: it leads to the
 * sectors), then the trust pages the spec does not have.
 */
export const footerLinks: NavLink[] = [
  mainLinks.home,
  mainLinks.about,
  { label: 'Soluções', href: '/verticals', section: 'verticals' },
  { label: 'Produtos', href: '/products', section: 'products' },
  { label: 'Política de Privacidade', href: '/privacy', section: 'privacy' },
  { label: 'Segurança e Privacidade', href: '/seguranca-e-privacidade', section: 'seguranca' },
  { label: 'Acessibilidade', href: '/acessibilidade', section: 'acessibilidade' },
];
