// schema.org data about the company for search engines, from the brand of site.yaml (never written by hand).
import type { Site } from './types.generated.ts';

/** The company as a schema.org Organization: name, address, logo, phone, e-mail and its pages elsewhere. */
export function organizationData(site: Pick<Site, 'brand'>): object {
  const { brand } = site;
  // International form: a U.S. number gets +1 in front ("(303) 555-0142" is +13035550142).
  const dialled = brand.phone.replace(/[^0-9+]/g, '');
  const telephone = dialled.startsWith('+') ? dialled : `+1${dialled.replace(/^1(?=\d{10}$)/, '')}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: `${brand.siteUrl}/`,
    logo: `${brand.siteUrl}${brand.logo.src}`,
    description: brand.blurb,
    telephone,
    email: brand.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.address.street,
      addressLocality: brand.address.city,
      addressRegion: brand.address.region,
      postalCode: brand.address.postalCode,
      addressCountry: 'US',
    },
    sameAs: [brand.links.professionalNetwork, brand.links.socialNetwork],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone,
      email: brand.email,
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
}
