// The search index: one entry per page, service and specialty, built from the Site at build time (the Vite
// plugin exports it with the site), never written by hand.
import type { SearchTag, Site } from './types.generated.ts';
import { specialtyPath, specialtyWords } from './specialty-page.ts';
import { fillTemplate } from './template.ts';

export type SearchCategory = 'service' | 'specialty' | 'page';

export interface SearchEntry {
  /** The path as a dash-joined slug: services-medical-billing; home for /. */
  id: string;
  title: string;
  description: string;
  href: string;
  category: SearchCategory;
  /** The topics of search.tags the page is about (its title's and its chosen ones), each once, in the order of search.tags. */
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
  const topicTags = site.search.tags.map((topic) => topic.tag);
  // An entry is about the topics its title names and those chosen for it (searchTags), not every word of its page: a
  // page that mentions denials once is not about denials. The company's name is no topic ("Crestline RCM" is not
  // about RCM).
  const about = (title: string, chosen: readonly string[] = []) => {
    const named = topicsOf(title.replaceAll(site.brand.name, ' '), site.search.tags);
    return topicTags.filter((tag) => named.includes(tag) || chosen.some((own) => own.toLowerCase() === tag.toLowerCase()));
  };
  const pages = site.pages.filter(isSearchResult).map((page): SearchEntry => {
    const title = page.searchTitle ?? page.title;
    return {
      id: searchId(page.path),
      title,
      description: page.description,
      href: page.path,
      category: page.searchCategory ?? 'page',
      // The page's own title names its topics, not the short name it has in the results (Home).
      tags: about(page.title, page.searchTags),
    };
  });
  const specialties = site.specialties.map((specialty): SearchEntry => {
    const href = specialtyPath(specialty.slug);
    return {
      id: searchId(href),
      title: specialty.name,
      description: fillTemplate(site.search.specialtyDescription, specialtyWords(specialty)),
      href,
      category: 'specialty',
      tags: about(specialty.name, specialty.searchTags),
    };
  });
  return [...pages, ...specialties];
}

const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** True when `word` appears in `haystack` with no letter or digit right before or after it. */
function hasWord(haystack: string, word: string): boolean {
  for (let at = haystack.indexOf(word); at >= 0; at = haystack.indexOf(word, at + 1)) {
    if (!isWordCharacter(haystack[at - 1]) && !isWordCharacter(haystack[at + word.length])) return true;
  }
  return false;
}
