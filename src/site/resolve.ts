// Turns a checked Site into the model the browser gets: {brand} filled in everywhere, link:name hrefs replaced
// by the addresses under brand.links. {name} stays: each specialty page fills it with its own name.
import type { Site } from './types.generated.ts';
import { fillTemplate } from '../logic/template.ts';

export function resolveSite(site: Site): Site {
  const links: Readonly<Record<string, string>> = { ...site.brand.links };
  const resolve = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      const link = key === 'href' ? /^link:(.+)$/.exec(value) : null;
      return link ? links[link[1]] : fillTemplate(value, { brand: site.brand.name });
    }
    if (Array.isArray(value)) return value.map((item) => resolve(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, k)]));
    return value;
  };
  return resolve(site) as Site;
}
