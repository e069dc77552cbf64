// The filters of a search: the category, the topic buttons, the chosen topics with their remove buttons, and
// Clear All (only when there is something to clear).
import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { SearchFilters } from '../logic/search.ts';
import type { Search } from '../model/types.generated.ts';
import { fillTemplate } from '../model/template.ts';
import { selectStyle } from './form-layout.ts';
import { Icon } from './Icon.tsx';
import { color, mq, space } from './theme.ts';
import type { SearchState } from './use-site-search.ts';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });
const select = css({
  minHeight: 40,
  padding: `0 ${space[8]} 0 ${space[3]}`,
  border: `1px solid ${color('border')}`,
  borderRadius: 8,
  background: color('background'),
  color: color('text'),
  font: 'inherit',
  // 16 px at least, or phones zoom in when it gets focus.
  fontSize: '1rem',
});
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  minHeight: 36,
  padding: `0 ${space[4]}`,
  border: `1px solid ${color('border')}`,
  borderRadius: 999,
  background: color('background'),
  color: color('text'),
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover': { borderColor: color('primary'), color: color('primary') },
  '&[aria-pressed="true"]': { background: color('primary'), borderColor: color('primary'), color: color('onPrimary') },
});
const activeChip = css(chip, { background: color('surface'), paddingRight: space[2], cursor: 'default', '&:hover': {} });
const removeButton = css({
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: color('border') },
});
const clearAll = css({
  marginLeft: 'auto',
  minHeight: 36,
  padding: `0 ${space[3]}`,
  border: 0,
  borderRadius: 8,
  background: 'none',
  color: color('primary'),
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'underline',
  '&:hover': { background: color('surface') },
});
const list = css({ listStyle: 'none', margin: 0, padding: 0 });
// On a phone, the filters in one row that scrolls sideways (the category, Clear All, the topics), instead of
// four rows that took half the screen from the results. Its edge fades where more topics wait. The room around
// the row is the focus ring's (overflow clips what spills); the negative margin keeps the row in line.
const oneRow = (theme: Theme) =>
  css({
    display: 'flex',
    gap: space[2],
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    margin: `-${space[1]}`,
    padding: `${space[1]} ${space[12]} ${space[1]} ${space[1]}`,
    WebkitMaskImage: `linear-gradient(to right, #000 calc(100% - ${space[16]}), transparent)`,
    maskImage: `linear-gradient(to right, #000 calc(100% - ${space[16]}), transparent)`,
    '& > div': { flexWrap: 'nowrap', flex: 'none' },
    '& button, & select': { flex: 'none', whiteSpace: 'nowrap' },
    '& :focus-visible': { outlineOffset: 0 },
    [mq(theme, 'sm')]: {
      display: 'grid',
      gap: space[3],
      overflowX: 'visible',
      margin: 0,
      padding: 0,
      WebkitMaskImage: 'none',
      maskImage: 'none',
      '& > div': { flexWrap: 'wrap' },
      '& :focus-visible': { outlineOffset: 2 },
    },
  });

interface SearchFilterBarProps {
  state: SearchState;
  search: Search;
  /** The topic buttons to offer, spelled as this place shows them. */
  topics: readonly string[];
  /** On a phone, the category and the topics in one row that scrolls sideways, so the results show under them. */
  oneRowOnPhones?: boolean;
}

export function SearchFilterBar({ state, search, topics, oneRowOnPhones = false }: SearchFilterBarProps) {
  const selectId = useId();
  const chosen = (tag: string) => state.tags.some((t) => t.toLowerCase() === tag.toLowerCase());
  const clear = state.filtering && (
    <button type="button" css={clearAll} onClick={state.clearAll}>
      {search.clearAll}
    </button>
  );
  const active = state.tags.length > 0 && (
    <ul css={[list, row]} aria-label={search.activeFiltersLabel}>
      {state.tags.map((tag) => (
        <li key={tag} css={activeChip}>
          {tag}
          <button type="button" css={removeButton} aria-label={fillTemplate(search.removeTag, { tag })} onClick={() => state.remove(tag)}>
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div css={{ display: 'grid', gap: space[3] }}>
      <div css={oneRowOnPhones ? oneRow : { display: 'grid', gap: space[3] }}>
        <div css={row}>
          <label htmlFor={selectId} className="visually-hidden">
            {search.categoryLabel}
          </label>
          <select
            id={selectId}
            css={[select, selectStyle]}
            value={state.category}
            onChange={(event) => state.setCategory(event.target.value as SearchFilters['category'])}
          >
            {search.categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {!oneRowOnPhones && clear}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a fieldset would bring a border, padding and min-width of its own. */}
        <div role="group" aria-label={search.tagsLabel} css={row}>
          {topics.map((tag) => (
            <button key={tag} type="button" css={chip} aria-pressed={chosen(tag)} onClick={() => state.toggle(tag)}>
              {tag}
            </button>
          ))}
        </div>
      </div>
      {/* In the sideways row, Clear All appearing before the topics would push the one just pressed out of view:
          there it joins the chosen topics, under the row. */}
      {oneRowOnPhones
        ? (active || clear) && (
            <div css={row}>
              {active}
              {clear}
            </div>
          )
        : active}
    </div>
  );
}
