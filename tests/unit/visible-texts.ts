// The texts a visitor reads in a block's props, for the block tests' "every text is rendered": every string but
// those of the fields below, which are not shown as written.
/**
 * Fields of a block that are not words a visitor reads (or not as written: a date, a trend, specialty slugs, a
 * status's kind).
 */
const notText = new Set([
  'type',
  'href',
  'anchor',
  'variant',
  'icon',
  'script',
  'form',
  'src',
  'subject',
  'updated',
  'trend',
  'specialties',
  'kind',
  'layout',
  'status',
  'dayLabel',
  'weekLabel',
  'spanLabel',
]);

/** Every text a visitor reads in some blocks (not their types, addresses, anchors or icon names). */
export function textsOf(value: unknown, key?: string): string[] {
  if (typeof value === 'string') return key && notText.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}
