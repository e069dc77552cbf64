// The state of a search: what the box shows, the text after the debounce, the category and the tags, and the
// results. The panel and the /search page share it.
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useSite } from './site-context.tsx';
import { filterSearch, isFiltering, noFilters, rankSearch, toggleTag, type SearchFilters } from '../logic/search.ts';
import type { SearchEntry } from '../model/search-index.ts';

export interface SearchState {
  /** What the search box shows (the results follow it after the debounce). */
  text: string;
  setText: (text: string) => void;
  category: SearchFilters['category'];
  setCategory: (category: SearchFilters['category']) => void;
  tags: readonly string[];
  /** A topic button: adds the topic, or takes it away. */
  toggle: (tag: string) => void;
  /** A chosen topic's remove button: the button goes, so the focus goes to the search box. */
  remove: (tag: string) => void;
  /** The filters the results follow: the text as it was when the typing paused. */
  applied: SearchFilters;
  /** Sets text, category and tags at once, without waiting (for an address's query). */
  restore: (filters: SearchFilters) => void;
  /** Clears everything and puts the focus in the search box (the button that did it goes away). */
  clearAll: () => void;
  /** True when Clear All has something to clear. */
  filtering: boolean;
  results: ReturnType<typeof filterSearch>;
}

/** The search over `searchIndex`; `searchBox` gets the focus back when a button that had it goes away. */
export function useSiteSearch(searchIndex: readonly SearchEntry[], searchBox: RefObject<HTMLInputElement | null>): SearchState {
  const { searchDebounceMs } = useSite().site.constants.timings;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SearchFilters['category']>('all');
  const [tags, setTags] = useState<readonly string[]>([]);
  // The debounce by hand, not useDelayedValue: restore must apply an address's text at once, without the delay.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, searchDebounceMs]);
  const applied = useMemo(() => ({ text: query, category, tags }), [query, category, tags]);
  const results = useMemo(() => rankSearch(filterSearch(searchIndex, applied), applied.text), [searchIndex, applied]);
  const restore = (filters: SearchFilters) => {
    setText(filters.text);
    setQuery(filters.text);
    setCategory(filters.category);
    setTags(filters.tags);
  };
  return {
    text,
    setText,
    category,
    setCategory,
    tags,
    toggle: (tag) => setTags((current) => toggleTag(current, tag)),
    remove: (tag) => {
      setTags((current) => toggleTag(current, tag));
      searchBox.current?.focus();
    },
    applied,
    restore,
    clearAll: () => {
      restore(noFilters);
      searchBox.current?.focus();
    },
    filtering: isFiltering({ text, category, tags }),
    results,
  };
}
