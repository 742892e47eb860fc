/**
 * Company constants: the one place for names, contacts and external addresses.
 * The spec hides the phone and e-mail as {phone} and {email}; these are realistic
 * example values to be replaced by the real ones before launch.
 */
import { PRIVACY_POLICY } from './privacy.ts';

export interface Site {
  name: string;
  legalName: string;
  group: string;
  /** Production origin, no trailing slash. The build may override it with SITE_ORIGIN. */
  origin: string;
  foundedYear: number;
  copyrightYear: number;
  phone: { display: string; tel: string };
  email: string;
  /** The data-protection officer's (encarregado) e-mail, for LGPD requests. */
  privacyEmail: string;
  /** The encarregado (LGPD art. 41), named on the privacy page. */
  dataProtectionOfficer: string;
  /** Version of the privacy and cookie policy (src/config/privacy.ts). */
  privacyPolicy: { version: string; updated: string };
  /** E-mail shown as the example in the chat's e-mail step ('Ex: {email}'). */
  exampleEmail: string;
  whatsapp: { number: string; defaultText: string };
  address: {
    street: string;
    district: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  social: { youtubePlaylist: string; linkedin: string; instagram: string };
  /** The video service of videos the company publishes there (content/videos.yaml `youtubeId`). */
  videoService: { player: string; thumbnails: string };
  logo: string;
  /**
   * An external scheduling page (the spec's, docs/behaviour.md §7.17) for 'Agendar Consultoria'.
   * Unset, the site's own booking opens: the demo dialog, then the free slots.
   */
  schedulingUrl: string | null;
  /**
   * Hosts of the images in articles the blog webhook returns (the provider's CDN), allowed
   * by the Content-Security-Policy. BLOG_IMAGE_HOSTS at build time replaces them.
   */
  blogImageHosts: string[];
}

export const site: Site = {
  name: 'GVP.Digital',
  legalName: 'GVP Digital Tecnologia Ltda.',
  group: 'Grupo GVP',
  origin: 'https://www.gvp.digital',
  foundedYear: 2002,
  copyrightYear: 2024,
  phone: { display: '(11) 4003-7150', tel: '+551140037150' },
  email: 'contato@gvp.digital',
  privacyEmail: 'privacidade@gvp.digital',
  dataProtectionOfficer: 'Mariana Couto Ribeiro',
  privacyPolicy: PRIVACY_POLICY,
  exampleEmail: 'voce@suaempresa.com.br',
  whatsapp: {
    number: '5511940037150',
    defaultText: 'Olá! Gostaria de saber mais sobre a GVP.Digital.',
  },
  address: {
    street: 'Av. Paulista, 1636, conj. 1504',
    district: 'Bela Vista',
    city: 'São Paulo',
    region: 'SP',
    postalCode: '01310-200',
    country: 'BR',
  },
  social: {
    youtubePlaylist: 'https://www.youtube.com/playlist?list=PLgvpdigitalnoticias',
    linkedin: 'https://www.linkedin.com/company/gvp-digital',
    instagram: 'https://www.instagram.com/gvp.digital',
  },
  videoService: { player: 'https://www.youtube-nocookie.com', thumbnails: 'https://i.ytimg.com' },
  logo: '/logo-gvp-digital.svg',
  schedulingUrl: null,
  blogImageHosts: ['https://images.gvp.digital'],
};

/** A WhatsApp click-to-chat link with a prefilled text (docs/behaviour.md §7.17: the default asks about the company). */
export function whatsappLink(text: string = site.whatsapp.defaultText): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(text)}`;
}
