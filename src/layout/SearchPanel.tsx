// A header's Search button and the search panel it opens (an island: its code comes when the button is first
// pointed at, focused or clicked). Escape, the backdrop, the close button or choosing a result closes the panel;
// the cursor goes into the box a moment after it opens.
import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { searchQueryOf } from '../logic/search.ts';
import type { SearchPart } from '../model/site-shell.ts';
import { closeButton, Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/Icon.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { SearchFilterBar } from '../ui/SearchFilterBar.tsx';
import { SearchResults } from '../ui/SearchResults.tsx';
import { color, mq, space } from '../ui/theme.ts';
import { useSiteSearch } from '../ui/use-site-search.ts';
import { goToSearchPage, iconButton, searchButton } from './header-buttons.ts';

const panel = (widthVw: number, maxWidthPx: number, maxHeightVh: number) =>
  css({
    position: 'relative',
    width: `min(${widthVw}vw, ${maxWidthPx}px)`,
    maxHeight: `${maxHeightVh}vh`,
    display: 'flex',
    flexDirection: 'column',
    background: color('background'),
    borderRadius: 16,
    boxShadow: '0 24px 60px rgba(15, 23, 42, 0.35)',
    animation: 'search-in 180ms ease-out',
    '@keyframes search-in': { from: { opacity: 0, transform: 'translateY(-8px) scale(0.98)' } },
  });
// On a phone the panel's head is kept short (smaller words, less room around them, the filters in one row), so
// that three results show under it before any scrolling.
const head = (theme: Theme) =>
  css({
    display: 'grid',
    gap: space[3],
    padding: `${space[4]} ${space[4]} ${space[3]}`,
    borderBottom: `1px solid ${color('border')}`,
    [mq(theme, 'sm')]: { padding: `${space[5]} ${space[5]} ${space[4]}` },
  });
const titleRow = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: space[2],
    '& h2': { margin: 0, fontSize: '1.125rem', lineHeight: 1.3 },
    '& p': { margin: `${space[1]} 0 0`, color: color('muted'), fontSize: '0.875rem', lineHeight: 1.4 },
    [mq(theme, 'sm')]: { gap: space[4], '& h2': { fontSize: '1.25rem' }, '& p': { fontSize: '0.9375rem' } },
  });
const body = (theme: Theme) =>
  css({
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: `${space[3]} ${space[4]} ${space[4]}`,
    [mq(theme, 'sm')]: { padding: `${space[4]} ${space[5]} ${space[5]}` },
  });
const pageLink = css({ display: 'inline-block', marginTop: space[4], padding: `${space[2]} 0`, color: color('primary'), fontWeight: 600 });

/**
 * The Search button (`wide`: the one of wide screens, with its word) and its panel. The search's words and index
 * come when the button does; if they cannot, the search page does the same work.
 */
export function SearchPanel({ wide }: { wide: boolean }) {
  const { site, loadSearch } = useSite();
  const [search, setSearch] = useState<SearchPart>();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    loadSearch().then(setSearch, () => goToSearchPage(site.searchPage));
  }, [loadSearch, site.searchPage]);
  return (
    <>
      <button
        ref={button}
        type="button"
        css={wide ? searchButton : [iconButton, { marginLeft: 'auto' }]}
        aria-label={site.labels.search}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" size={wide ? 18 : 22} />
        {wide && <span>{site.labels.search}</span>}
      </button>
      {open && search && <Panel search={search} onClose={() => setOpen(false)} returnFocusTo={button} />}
    </>
  );
}

interface PanelProps {
  search: SearchPart;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function Panel({ search: { search, searchIndex }, onClose, returnFocusTo }: PanelProps) {
  const { site } = useSite();
  const { limits, timings } = site.constants;
  const searchBox = useRef<HTMLInputElement>(null);
  const state = useSiteSearch(searchIndex, searchBox);
  const titleId = useId();
  const subtitleId = useId();
  useEffect(() => {
    const timer = setTimeout(() => searchBox.current?.focus(), timings.searchFocusDelayMs);
    return () => clearTimeout(timer);
  }, [timings.searchFocusDelayMs]);
  return (
    <Dialog
      placement="center"
      labelledBy={titleId}
      describedBy={subtitleId}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      css={panel(limits.searchPanelWidthVw, limits.searchPanelMaxWidthPx, limits.searchPanelMaxHeightVh)}
    >
      <div css={head}>
        <div css={titleRow}>
          <div>
            <h2 id={titleId}>{search.title}</h2>
            <p id={subtitleId}>{search.subtitle}</p>
          </div>
          <button type="button" css={[closeButton, { margin: `-${space[2]} -${space[2]} 0 0` }]} aria-label={site.labels.closeSearch} onClick={onClose}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <SearchBox ref={searchBox} label={site.labels.search} placeholder={search.placeholder} value={state.text} onChange={state.setText} />
        <SearchFilterBar state={state} search={search} topics={search.panelTags} oneRowOnPhones />
      </div>
      <div css={body}>
        <SearchResults state={state} search={search} headingLevel={3} onChoose={onClose} />
        {site.searchPage && (
          <a href={`${site.searchPage}${searchQueryOf(state.applied)}`} css={pageLink} onClick={onClose}>
            {search.openPage}
          </a>
        )}
      </div>
    </Dialog>
  );
}
