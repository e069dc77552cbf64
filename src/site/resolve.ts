// Turns a checked Site into the model the browser gets: {brand}, {phone}, {email} and {address} filled in
// everywhere, link:name hrefs replaced by the addresses under brand.links, tel: links dialable, a claim adjustment
// reason code kept on one line. {name} stays: each specialty page fills it with its own name.
import type { Site } from '../model/types.generated.ts';
import { telHref } from '../model/links.ts';
import { fillTemplate } from '../model/template.ts';

/** The placeholders every text of site.yaml may use, with the brand's values. */
export function brandPlaceholders(brand: Site['brand']): Record<string, string> {
  const { street, city, region, postalCode } = brand.address;
  // A no-break space keeps "(303) 555-0142" on one line inside a sentence.
  return {
    brand: brand.name,
    phone: brand.phone.replace(/ /g, '\u00a0'),
    email: brand.email,
    ...(brand.complianceEmail && { complianceEmail: brand.complianceEmail }),
    address: `${street}, ${city}, ${region} ${postalCode}`,
    // The company's figures: written once in brand.figures, shown wherever a text names them.
    ...brand.figures,
  };
}

/**
 * No-break spaces inside "(CARC 197)" or "(CARC 20 or 21)": a reason code never breaks away from its name, in the
 * list of denials or in a specialty hero's picture.
 */
export function keepReasonCodeTogether(text: string): string {
  return text.replace(/\(CARC [^)]*\)/g, (codes) => codes.replaceAll(' ', '\u00a0'));
}

export function resolveSite(site: Site): Site {
  const links: Readonly<Record<string, string>> = { ...site.brand.links };
  const values = brandPlaceholders(site.brand);
  const resolve = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      const link = /^link:([a-zA-Z]+)$/.exec(value);
      if (link) return links[link[1]];
      const text = keepReasonCodeTogether(fillTemplate(value, values));
      return key === 'href' && text.startsWith('tel:') ? telHref(text.slice(4)) : text;
    }
    if (Array.isArray(value)) return value.map((item) => resolve(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, k)]));
    return value;
  };
  return resolve(site) as Site;
}
