// The search panel the header's Search buttons open: a modal dialog with a search box, filters and results.
// Loaded when first wanted. Escape, the backdrop, the close button or choosing a result closes it; focus stays
// inside while it is open and goes back to the button that opened it.
import { css } from '@emotion/react';
import { FocusTrap } from 'focus-trap-react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useSite } from '../app/site-context.tsx';
import { Icon } from '../ui/Icon.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { SearchFilters } from '../ui/SearchFilters.tsx';
import { SearchResults } from '../ui/SearchResults.tsx';
import { color } from '../ui/theme.ts';
import { useScrollLock } from '../ui/use-scroll-lock.ts';
import { useSearch } from '../ui/use-search.ts';

const layer = css({ position: 'fixed', inset: 0, zIndex: 50, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: '6vh 0 0' });
const backdrop = css({ position: 'absolute', inset: 0, background: 'rgba(15, 23, 42, 0.55)', animation: 'search-fade 160ms ease-out', '@keyframes search-fade': { from: { opacity: 0 } } });
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
    outline: 'none',
    animation: 'search-in 180ms ease-out',
    '@keyframes search-in': { from: { opacity: 0, transform: 'translateY(-8px) scale(0.98)' } },
  });
const head = css({ display: 'grid', gap: '0.875rem', padding: '1.25rem 1.25rem 1rem', borderBottom: `1px solid ${color('border')}` });
const titleRow = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '1rem', '& h2': { margin: 0, fontSize: '1.25rem' }, '& p': { margin: '0.25rem 0 0', color: color('muted'), fontSize: '0.9375rem' } });
const closeButton = css({ display: 'grid', placeItems: 'center', flex: 'none', width: 44, height: 44, margin: '-0.5rem -0.5rem 0 0', border: 0, borderRadius: 10, background: 'none', color: color('text'), cursor: 'pointer', '&:hover': { background: color('surface') } });
const body = css({ overflowY: 'auto', overscrollBehavior: 'contain', padding: '1rem 1.25rem 1.25rem' });

export function SearchPanel({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const { site } = useSite();
  const { limits, timings } = site.constants;
  const state = useSearch();
  const titleId = useId();
  const subtitleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useScrollLock();
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), timings.searchFocusDelayMs);
    return () => clearTimeout(timer);
  }, [timings.searchFocusDelayMs]);
  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        onDeactivate: onClose,
        initialFocus: () => dialogRef.current ?? false,
        setReturnFocus: () => returnFocusTo.current ?? false,
        allowOutsideClick: true,
      }}
    >
      <div css={layer}>
        <div css={backdrop} onClick={onClose} aria-hidden="true" />
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={subtitleId}
          tabIndex={-1}
          css={panel(limits.searchPanelWidthVw, limits.searchPanelMaxWidthPx, limits.searchPanelMaxHeightVh)}
        >
          <div css={head}>
            <div css={titleRow}>
              <div>
                <h2 id={titleId}>{site.search.title}</h2>
                <p id={subtitleId}>{site.search.subtitle}</p>
              </div>
              <button type="button" css={closeButton} aria-label={site.labels.closeSearch} onClick={onClose}>
                <Icon name="close" size={22} />
              </button>
            </div>
            <SearchBox ref={inputRef} label={site.labels.search} placeholder={site.search.placeholder} value={state.text} onChange={state.setText} />
            <SearchFilters state={state} topics={site.search.panelTags} />
          </div>
          <div css={body}>
            <SearchResults state={state} limit={limits.searchResults} onChoose={onClose} />
          </div>
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}
