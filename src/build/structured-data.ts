import { site } from '../config/site.ts';
import { absoluteUrl } from './routing.ts';

/** schema.org Organization of the company, on every page. */
export function organizationJsonLd(origin: string = site.origin): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    taxID: site.cnpj,
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

/** schema.org BreadcrumbList from the home page down to the current one. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[], origin: string = site.origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

interface OfferingInput {
  name: string;
  description: string;
  path: string;
  features: string[];
  category: string;
}

/** schema.org Product of a module page (the company is the brand and the maker). */
export function productJsonLd(input: OfferingInput, origin: string = site.origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${input.name} - ${site.name}`,
    description: input.description,
    url: absoluteUrl(input.path, origin),
    image: absoluteUrl(site.logo, origin),
    category: input.category,
    brand: { '@type': 'Brand', name: site.name },
    manufacturer: { '@type': 'Organization', name: site.name, url: absoluteUrl('/', origin) },
    additionalProperty: input.features.map((value) => ({ '@type': 'PropertyValue', name: 'Recurso', value })),
  };
}

/** schema.org Service of a sector page. */
export function serviceJsonLd(input: OfferingInput, origin: string = site.origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${site.name} para ${input.name}`,
    description: input.description,
    url: absoluteUrl(input.path, origin),
    serviceType: input.category,
    areaServed: { '@type': 'Country', name: 'Brasil' },
    provider: { '@type': 'Organization', name: site.name, url: absoluteUrl('/', origin) },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `Recursos para ${input.name}`,
      itemListElement: input.features.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
    },
  };
}
