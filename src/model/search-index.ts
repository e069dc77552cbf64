// The search index: one entry per page, service and specialty, built from the Site at build time (the Vite
// plugin exports it with the site), never written by hand.
import type { SearchTag, Site } from './types.generated.ts';
import { specialtyPageContent, specialtyPath, specialtyWords } from './specialty-page.ts';
import { fillTemplate } from './template.ts';

export type SearchCategory = 'service' | 'specialty' | 'page';

export interface SearchEntry {
  /** The path as a dash-joined slug: services-medical-billing; home for /. */
  id: string;
  title: string;
  description: string;
  href: string;
  category: SearchCategory;
  /** The topics of search.tags the page is about, each once, in the order of search.tags. */
  tags: string[];
}

/** The id of the entry for `path`. */
export function searchId(path: string): string {
  return path === '/' ? 'home' : path.split('/').filter(Boolean).join('-');
}

/** The topics `text` is about: a topic counts when it, or one of its words, appears as a whole word (any case). */
export function topicsOf(text: string, topics: readonly SearchTag[]): string[] {
  const haystack = text.toLowerCase();
  return topics.filter((topic) => [topic.tag, ...(topic.words ?? [])].some((word) => hasWord(haystack, word.toLowerCase()))).map((topic) => topic.tag);
}

/** A page the search lists: not one hidden from search engines, and not the search page itself. */
export function isSearchResult(page: Pick<Site['pages'][number], 'hideFromSearchEngines' | 'blocks'>): boolean {
  return !page.hideFromSearchEngines && !page.blocks.some((block) => block.type === 'siteSearch');
}

export function buildSearchIndex(site: Site): SearchEntry[] {
  // The company's name is on every page and is no topic ("Crestline RCM" is not about RCM).
  const about = (texts: string[]) => topicsOf(texts.join('\n').replaceAll(site.brand.name, ' '), site.search.tags);
  // Specialty tiles show the names of the specialties their slugs point to.
  const tileNames = (blocks: Site['pages'][number]['blocks']) =>
    blocks.flatMap((block) => (block.type === 'specialtyTiles' ? site.specialties.filter((s) => block.specialties.includes(s.slug)).map((s) => s.name) : []));
  const pages = site.pages.filter(isSearchResult).map(
    (page): SearchEntry => ({
      id: searchId(page.path),
      title: page.searchTitle ?? page.title,
      description: page.description,
      href: page.path,
      category: page.searchCategory ?? 'page',
      tags: about([page.title, page.description, ...textsOf(page.blocks), ...tileNames(page.blocks)]),
    }),
  );
  const specialties = site.specialties.map((specialty): SearchEntry => {
    const content = specialtyPageContent(specialty, site.specialtyPage, site.clientResults);
    const href = specialtyPath(specialty.slug);
    return {
      id: searchId(href),
      title: specialty.name,
      description: fillTemplate(site.search.specialtyDescription, specialtyWords(specialty)),
      href,
      category: 'specialty',
      tags: about([content.title, content.description, ...textsOf(content.blocks)]),
    };
  });
  return [...pages, ...specialties];
}

/** Fields of a block that are not words a visitor reads (or not as written: a date, a trend, specialty slugs, a status's kind). */
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

const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** True when `word` appears in `haystack` with no letter or digit right before or after it. */
function hasWord(haystack: string, word: string): boolean {
  for (let at = haystack.indexOf(word); at >= 0; at = haystack.indexOf(word, at + 1)) {
    if (!isWordCharacter(haystack[at - 1]) && !isWordCharacter(haystack[at + word.length])) return true;
  }
  return false;
}
