// Filtering the search index, exactly as spec section 5 says.
import type { SearchCategory, SearchEntry } from '../model/search-index.ts';

export interface SearchFilters {
  text: string;
  category: SearchCategory | 'all';
  tags: readonly string[];
}

export const noFilters: SearchFilters = { text: '', category: 'all', tags: [] };

/** True when the text or any filter narrows the results (Clear All is shown then). */
export function isFiltering(filters: SearchFilters): boolean {
  return filters.text.trim() !== '' || filters.category !== 'all' || filters.tags.length > 0;
}

/**
 * The entries that match: the text (trimmed, any case) appears in the title, description and tags taken
 * together; the category matches unless it is all; each chosen tag is contained in one of the entry's tags.
 * No text, all and no tags: every entry.
 */
export function filterSearch(index: readonly SearchEntry[], filters: SearchFilters): SearchEntry[] {
  const text = filters.text.trim().toLowerCase();
  const tags = filters.tags.map((tag) => tag.toLowerCase());
  return index.filter(
    (entry) =>
      (filters.category === 'all' || entry.category === filters.category) &&
      // No text matches every entry: every string includes the empty one.
      `${entry.title} ${entry.description} ${entry.tags.join(' ')}`.toLowerCase().includes(text) &&
      tags.every((tag) => entry.tags.some((own) => own.toLowerCase().includes(tag))),
  );
}

/** Within one rank, a page about one service, then one about one specialty, then a page about the company at large. */
const categoryOrder: Readonly<Record<SearchEntry['category'], number>> = { service: 0, specialty: 1, page: 2 };

const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * True when `text` holds `wanted` at the start of one of its words ("ar" in "AR & Denial", not in "Cardiology"), or,
 * when `whole`, as a word of its own or its plural ("denial" in "denials", "ar" in "A/R or AR", not in "are").
 */
function hasWordAt(text: string, wanted: string, whole = false): boolean {
  for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
    if (isWordCharacter(text[at - 1])) continue;
    const end = at + wanted.length;
    if (!whole || [end, end + 1, end + 2].some((after) => !isWordCharacter(text[after]) && /^(|s|es)$/.test(text.slice(end, after)))) return true;
  }
  return false;
}

/**
 * The matching entries in the order a visitor expects them, the pages about the text first: those whose title has
 * it at the start of a word, then those with a topic that does, then those whose description has it as a word, then
 * the rest (the text inside a word). Within each, a service's page, then a specialty's, then any other page (the home page
 * is about everything a little, so it does not come before the page about the text); in the index's order within
 * those. The same entries as `filterSearch` (the spec decides which match; it leaves their order open). No text:
 * the index's order.
 */
export function rankSearch(entries: readonly SearchEntry[], text: string): SearchEntry[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...entries];
  const rank = (entry: SearchEntry) => {
    if (hasWordAt(entry.title.toLowerCase(), wanted)) return 0;
    if (entry.tags.some((tag) => hasWordAt(tag.toLowerCase(), wanted))) return 1;
    return hasWordAt(entry.description.toLowerCase(), wanted, true) ? 2 : 3;
  };
  // Array.prototype.sort is stable: entries of one rank and category keep the index's order.
  return entries
    .map((entry) => ({ entry, order: rank(entry) * 3 + categoryOrder[entry.category] }))
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry);
}

/** Adds the tag, or takes it away when it is already chosen (any case). */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  const chosen = tags.some((t) => t.toLowerCase() === tag.toLowerCase());
  return chosen ? tags.filter((t) => t.toLowerCase() !== tag.toLowerCase()) : [...tags, tag];
}

/** The filters as an address's query: ?q=cardio&category=specialty&tag=AR (nothing for no filters). */
export function searchQueryOf(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.text.trim()) params.set('q', filters.text.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  for (const tag of filters.tags) params.append('tag', tag);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters an address's query asks for; an unknown category counts as all, repeated tags once. */
export function filtersFromQuery(query: string): SearchFilters {
  const params = new URLSearchParams(query);
  const category = params.get('category');
  const tags = params.getAll('tag').filter((tag) => tag.trim() !== '');
  return {
    text: params.get('q') ?? '',
    category: category === 'service' || category === 'specialty' || category === 'page' ? category : 'all',
    tags: tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i),
  };
}

/** The results a search shows: the first `limit`, and how many there are in all (for the count and the note). */
export function topResults<T>(results: readonly T[], limit: number): { shown: T[]; total: number } {
  return { shown: results.slice(0, limit), total: results.length };
}

/** True when two searches ask for the same results (the text compared trimmed, tags in any case and order). */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  const tags = (filters: SearchFilters) =>
    filters.tags
      .map((tag) => tag.toLowerCase())
      .sort()
      .join('\n');
  return a.text.trim() === b.text.trim() && a.category === b.category && tags(a) === tags(b);
}
