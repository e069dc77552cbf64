import { css, type Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { filtersFromQuery, sameFilters, searchQueryOf } from '../logic/search.ts';
import type { SearchPart } from '../model/site-shell.ts';
import type { SiteSearchBlock } from '../model/types.generated.ts';
import { SearchBox } from '../ui/SearchBox.tsx';
import { SearchFilterBar } from '../ui/SearchFilterBar.tsx';
import { SearchResults } from '../ui/SearchResults.tsx';
import { heroBand, heroColumns, heroHeading, heroText, twoColumns } from '../ui/hero-look.ts';
import { sectionColumn } from '../ui/section-column.ts';
import { cardShadow, eyebrow, whiteBox } from '../ui/surface.ts';
import { below, mq, space } from '../ui/theme.ts';
import { useSiteSearch } from '../ui/use-site-search.ts';

const band = (theme: Theme) =>
  css({ padding: `${space[8]} ${space[5]} ${space[12]}`, [mq(theme, 'md')]: { padding: `${space[10]} ${space[8]} ${space[20]}` } });
// The search box and its filters in a white card, beside the headline from 1024 px (under it on phones).
const searchCard = (theme: Theme) =>
  css({
    display: 'grid',
    gap: space[5],
    marginTop: space[8],
    padding: space[5],
    ...whiteBox,
    borderRadius: 16,
    boxShadow: cardShadow,
    [mq(theme, 'sm')]: { padding: space[6] },
    [twoColumns]: { marginTop: 0 },
  });
const layout = (theme: Theme) =>
  css({
    maxWidth: theme.breakpoints.xl - 64,
    margin: '0 auto',
    display: 'grid',
    gap: space[6],
    alignItems: 'start',
    [mq(theme, 'lg')]: { gridTemplateColumns: 'minmax(18rem, 24rem) minmax(0, 1fr)', gap: space[10] },
  });

/** The search of the /search page. Its text, category and topics live in the address (?q=…), to share and come back to. */
export function SiteSearch({ block, search: { search, searchIndex } }: { block: SiteSearchBlock; search: SearchPart }) {
  const searchBox = useRef<HTMLInputElement>(null);
  const state = useSiteSearch(searchIndex, searchBox);
  const { restore, applied } = state;
  const [path, navigate] = useLocation();
  // wouter's copy of the query changes when the address does; the query itself is read from the address as
  // written (wouter's copy is decoded, and "A%26B" would lose its "&").
  const addressQuery = useSearch();
  // The address leads: on arrival, back and forward, and the panel's link to this page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changes (addressQuery is the signal; the query is read as written).
  useEffect(() => {
    const wanted = filtersFromQuery(window.location.search);
    if (!sameFilters(wanted, applied)) restore(wanted);
  }, [addressQuery]);
  // Then the search leads: replaced, not pushed, since a pause in typing is not a page to go back to. Not on
  // arrival, when the search is still empty and the address is about to be read.
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the search changes, not when the page's path does.
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (!sameFilters(filtersFromQuery(window.location.search), applied)) navigate(`${path}${searchQueryOf(applied)}`, { replace: true });
  }, [applied]);
  const box = <SearchBox ref={searchBox} label={block.label} showLabel placeholder={search.placeholder} value={state.text} onChange={state.setText} />;
  // On a phone the topics in one row that scrolls sideways, as in the panel: in rows, they pushed the results a
  // screen down.
  const filters = <SearchFilterBar state={state} search={search} topics={search.tags.map((topic) => topic.tag)} oneRowOnPhones />;
  const results = <SearchResults state={state} search={search} headingLevel={2} />;
  if (!block.heading)
    return (
      <section css={band} aria-label={block.label}>
        <div css={layout}>
          <div css={{ display: 'grid', gap: space[5] }}>
            {box}
            {filters}
          </div>
          {results}
        </div>
      </section>
    );
  // The search opens the page: its box and filters stand where a hero's picture does, the results under them.
  return (
    <>
      {/* On phones the results follow the search closely: three whole ones show under the box and its filters. */}
      <section css={(theme) => [heroBand(theme, false), { [below(theme, 'md')]: { paddingBottom: space[8] } }]}>
        <div css={[sectionColumn, heroColumns]}>
          <div>
            {block.eyebrow && <p css={eyebrow(space[3])}>{block.eyebrow}</p>}
            <h1 css={heroHeading}>{block.heading}</h1>
            {block.intro && <p css={heroText}>{block.intro}</p>}
          </div>
          <section css={searchCard} aria-label={block.label}>
            {box}
            {filters}
          </section>
        </div>
      </section>
      <div css={band}>
        <div css={sectionColumn}>{results}</div>
      </div>
    </>
  );
}
