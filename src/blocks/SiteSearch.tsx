import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../app/site-context.tsx';
import { filtersFromQuery, searchQueryOf } from '../logic/search.ts';
import type { SiteSearchBlock } from '../site/types.generated.ts';
import { SearchBox } from '../ui/SearchBox.tsx';
import { SearchFilters } from '../ui/SearchFilters.tsx';
import { SearchResults } from '../ui/SearchResults.tsx';
import { mq } from '../ui/theme.ts';
import { useSearch } from '../ui/use-search.ts';

const band = (theme: Theme) => css({ padding: '2rem 1.25rem 4rem', [mq(theme, 'md')]: { padding: '2.5rem 2rem 5rem' } });
const layout = (theme: Theme) =>
  css({
    maxWidth: theme.breakpoints.xl - 64,
    margin: '0 auto',
    display: 'grid',
    gap: '1.5rem',
    alignItems: 'start',
    [mq(theme, 'lg')]: { gridTemplateColumns: 'minmax(18rem, 24rem) minmax(0, 1fr)', gap: '2.5rem' },
  });

/** The /search page's search. Its text, category and topics live in the address (?q=…), to share and come back to. */
export function SiteSearch({ block }: { block: SiteSearchBlock }) {
  const { site } = useSite();
  const state = useSearch();
  const [path, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  const { restore, applied } = state;
  // The prerendered page has no query: the address's is read once the page runs in the browser.
  useEffect(() => {
    restore(filtersFromQuery(window.location.search));
    setReady(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  useEffect(() => {
    const query = searchQueryOf(applied);
    // Replace, not push: each pause in typing is not a page to go back to.
    if (ready && query !== window.location.search) navigate(`${path}${query}`, { replace: true });
  }, [ready, applied, path, navigate]);
  return (
    <section css={band} aria-label={block.label}>
      <div css={layout}>
        <div css={{ display: 'grid', gap: '1.25rem' }}>
          <SearchBox label={block.label} showLabel placeholder={site.search.placeholder} value={state.text} onChange={state.setText} />
          <SearchFilters state={state} topics={site.search.tags.map((topic) => topic.tag)} />
        </div>
        <SearchResults state={state} limit={site.constants.limits.searchResults} />
      </div>
    </section>
  );
}
