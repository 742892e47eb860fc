import { site } from '../config/site.ts';
import { absoluteUrl } from './routing.ts';

/** schema.org Organization of the company, on every page. */
export function organizationJsonLd(origin: string = site.origin): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl(site.logo, origin),
    email: site.email,
    telephone: site.phone.tel,
    foundingDate: String(site.foundedYear),
    parentOrganization: { '@type': 'Organization', name: site.group },
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.phone.tel,
      email: site.email,
      contactType: 'sales',
      areaServed: 'BR',
      availableLanguage: 'Portuguese',
    },
    sameAs: [site.social.linkedin, site.social.instagram],
  };
}
