// Where a value a field shows comes from when it is not the field's own: {phone} is brand.phone, {cleanClaimRate}
// is a company figure under brand.figures. The field says so, so the editor changes it there, once.

/** Where the placeholders a text fills in live: each of the brand's own, else one of the company's figures. */
const brandFields: Readonly<Record<string, string>> = {
  brand: 'brand.name',
  phone: 'brand.phone',
  email: 'brand.email',
  complianceEmail: 'brand.complianceEmail',
  address: 'brand.address',
};

/**
 * The placeholders a few texts fill with something else than the brand's values (the page's title, the year, a
 * client's words, the specialty's own name): those the schemas' `placeholders` name, check.ts's clientPlaceholders, and {name}.
 */
const notFromBrand = new Set([
  'title',
  'year',
  'count',
  'shown',
  'tag',
  'name',
  'practices',
  'rating',
  'before',
  'after',
  'practice',
  'size',
  'state',
  'months',
  'window',
  'role',
]);

/** The places in site.yaml where the values a field shows come from, when they come from elsewhere. */
export function sourcesOf(key: string | number | undefined, value: unknown): string[] {
  // A stat's `figure:` names a company figure: its value and note are that figure's.
  if (key === 'figure' && typeof value === 'string' && value !== '') return [`brand.figures.${value}`];
  if (typeof value !== 'string') return [];
  const names = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  return [...new Set(names.filter((name) => !notFromBrand.has(name)).map((name) => brandFields[name] ?? `brand.figures.${name}`))];
}
