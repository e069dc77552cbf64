// The results of a search: the count, up to `limit` result cards with the query marked, and the empty state.
import { css, type Theme } from '@emotion/react';
import { useSite } from './site-context.tsx';
import { highlight } from '../logic/highlight.ts';
import type { SearchEntry } from '../model/search-index.ts';
import type { Search } from '../model/types.generated.ts';
import { topResults } from '../logic/search.ts';
import { fillTemplate } from '../model/template.ts';
import { Icon } from './Icon.tsx';
import { color, mq, space, tint } from './theme.ts';
import type { SearchState } from './use-site-search.ts';

const count = css({ margin: 0, fontSize: '0.9375rem', fontWeight: 600, color: color('muted') });
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[3] });
// On a phone the cards are kept low (less room, the icon in the badge instead of a column of its own, the badge
// on the title's last line, the topics and Learn More on one row), so the panel shows three under its filters.
const card = (theme: Theme) =>
  css({
    position: 'relative',
    display: 'flex',
    gap: space[3],
    padding: space[3],
    border: `1px solid ${color('border')}`,
    borderRadius: 12,
    background: color('background'),
    '&:hover, &:focus-within': { borderColor: color('primary'), boxShadow: `0 4px 14px ${tint('primary', 12)}` },
    '& mark': { background: '#fde68a', color: 'inherit', borderRadius: 2 },
    [mq(theme, 'sm')]: { gap: space[4], padding: space[4] },
  });
const iconBox = (theme: Theme) =>
  css({
    display: 'none',
    placeItems: 'center',
    flex: 'none',
    width: 40,
    height: 40,
    borderRadius: 10,
    background: color('surface'),
    color: color('primary'),
    [mq(theme, 'sm')]: { display: 'grid' },
  });
const badgeIcon = (theme: Theme) => css({ marginRight: space[1], verticalAlign: '-0.125em', [mq(theme, 'sm')]: { display: 'none' } });
// The title and its badge flow as words do: the badge ends the title's last line when there is room.
const title = (theme: Theme) => css({ display: 'inline', margin: 0, fontSize: '1rem', lineHeight: 1.3, [mq(theme, 'sm')]: { fontSize: '1.0625rem' } });
const badge = css({
  display: 'inline-block',
  marginLeft: space[2],
  padding: `0 ${space[2]}`,
  borderRadius: 999,
  background: color('surface'),
  color: color('muted'),
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
  letterSpacing: '0.02em',
  verticalAlign: 'text-bottom',
});
const description = (theme: Theme) =>
  css({
    margin: `${space[1]} 0 0`,
    color: color('muted'),
    fontSize: '0.875rem',
    lineHeight: 1.45,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    [mq(theme, 'sm')]: { fontSize: '0.9375rem', lineHeight: 1.5 },
  });
// The topics on the left, wrapping in their own column, and Learn More at the right of every card: in one wrapping
// row, a card whose topics were wide put its Learn More on a line of its own (review 6).
const cardEnd = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${space[2]} ${space[3]}`,
  marginTop: space[2],
  '& > a': { gridColumn: 2 },
});
const tagRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': { padding: `0 ${space[2]}`, borderRadius: 6, border: `1px solid ${color('border')}`, fontSize: '0.75rem', lineHeight: 1.6, color: color('muted') },
});
// The link covers the whole card, so a click anywhere on it goes there.
const learnMore = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  color: color('primary'),
  fontWeight: 600,
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 12 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${color('primary')}`, outlineOffset: 2 },
});
const empty = css({
  padding: `${space[8]} ${space[4]}`,
  textAlign: 'center',
  '& h2, & h3': { margin: 0, fontSize: '1.25rem' },
  '& p': { margin: `${space[2]} 0 ${space[5]}`, color: color('muted') },
});
const emptyButton = css({
  minHeight: 44,
  padding: `0 ${space[5]}`,
  border: `2px solid ${color('primary')}`,
  borderRadius: 8,
  background: color('background'),
  color: color('primary'),
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: color('surface') },
});

interface SearchResultsProps {
  state: SearchState;
  /** The search's words. */
  search: Search;
  /** The level of the results' titles: one below the heading the results sit under. */
  headingLevel: 2 | 3;
  /** Called when a result is chosen (the panel closes then). */
  onChoose?: () => void;
}

export function SearchResults({ state, search, headingLevel, onChoose }: SearchResultsProps) {
  const { limits } = useSite().site.constants;
  const { shown, total } = topResults(state.results, limits.searchResults);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div css={{ display: 'grid', gap: space[3] }}>
      <p role="status" css={count}>
        {total === 1 ? search.oneResultFound : fillTemplate(search.resultsFound, { count: String(total) })}
      </p>
      {total === 0 ? (
        <div css={empty}>
          <Heading>{search.emptyHeading}</Heading>
          <p>{search.emptyText}</p>
          <button type="button" css={emptyButton} onClick={state.clearAll}>
            {search.emptyButton}
          </button>
        </div>
      ) : (
        <ul css={list}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <ResultCard entry={entry} query={state.applied.text} heading={Heading} search={search} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
      {total > shown.length && (
        <p css={[count, { fontWeight: 400 }]}>{fillTemplate(search.moreResults, { shown: String(shown.length), count: String(total) })}</p>
      )}
    </div>
  );
}

type ResultCardProps = Pick<SearchResultsProps, 'search' | 'onChoose'> & { entry: SearchEntry; query: string; heading: 'h2' | 'h3' };

function ResultCard({ entry, query, heading: Heading, search, onChoose }: ResultCardProps) {
  const { tagsPerResult } = useSite().site.constants.limits;
  const category = search.categories.find((option) => option.value === entry.category);
  const extraTags = entry.tags.length - tagsPerResult;
  return (
    <article css={card}>
      {category?.icon && (
        <span css={iconBox}>
          <Icon name={category.icon} />
        </span>
      )}
      <div css={{ minWidth: 0, flex: 1 }}>
        <div>
          <Heading css={title}>
            <Marked text={entry.title} query={query} />
          </Heading>
          {category?.badge && (
            <span css={badge}>
              {category.icon && <Icon name={category.icon} size={12} css={badgeIcon} />}
              {category.badge}
            </span>
          )}
        </div>
        <p css={description}>
          <Marked text={entry.description} query={query} />
        </p>
        <div css={cardEnd}>
          {entry.tags.length > 0 && (
            <ul css={tagRow}>
              {entry.tags.slice(0, tagsPerResult).map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
              {extraTags > 0 && <li>+{extraTags}</li>}
            </ul>
          )}
          <a href={entry.href} css={learnMore} onClick={onChoose}>
            {search.learnMore}
            <span className="visually-hidden"> {fillTemplate(search.learnMoreAbout, { title: entry.title })}</span>
            <Icon name="arrowRight" size={16} />
          </a>
        </div>
      </div>
    </article>
  );
}

/** The text with each place the query appears in a <mark>. */
function Marked({ text, query }: { text: string; query: string }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the marks are drawn afresh for each query and hold no state.
  return <>{highlight(text, query).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text))}</>;
}
