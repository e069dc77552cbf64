import { css, type Theme } from '@emotion/react';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useSite } from '../app/site-context.tsx';
import { routes } from 'virtual:route-content';
import { searchPagePath } from '../model/search-index.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { ShellIcon } from '../ui/ShellIcon.tsx';
import { useOnDemand } from '../ui/use-on-demand.ts';
import { color, mq } from '../ui/theme.ts';
import { Logo } from './Logo.tsx';
import { MainNav } from './MainNav.tsx';

// The side menu and the search panel (and focus-trap with them) load when first wanted, not with every page;
// pointing at or focusing their buttons starts the download.
const loadMobileMenu = () => import('./MobileMenu.tsx').then((module) => module.MobileMenu);
const loadSearchPanel = () => import('./SearchPanel.tsx').then((module) => module.SearchPanel);
const reloadPage = () => window.location.reload();

const header = css({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(255, 255, 255, 0.96)',
  backdropFilter: 'saturate(180%) blur(8px)',
  borderBottom: `1px solid ${color('border')}`,
});
const bar = (theme: Theme) =>
  css({
    maxWidth: theme.breakpoints.xl,
    minHeight: 64,
    margin: '0 auto',
    padding: '0.5rem 1rem 0.5rem 1.25rem',
    display: 'flex',
    alignItems: 'center',
    gap: '1rem',
    [mq(theme, 'lg')]: { padding: '0.5rem 1rem', gap: '0.75rem', '& > nav': { marginLeft: 'auto' } },
    [mq(theme, 'xl')]: { padding: '0.5rem 1.5rem', gap: '1rem' },
  });
const actions = (theme: Theme) =>
  css({
    display: 'none',
    gap: '0.5rem',
    [mq(theme, 'lg')]: { display: 'flex' },
    '& a': { minHeight: 44, padding: '0.5rem 0.75rem', fontSize: '0.875rem', whiteSpace: 'nowrap' },
  });
const iconButton = (theme: Theme) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    width: 48,
    height: 48,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 10,
    background: theme.colors.background,
    color: theme.colors.text,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surface },
    [mq(theme, 'lg')]: { display: 'none' },
  });
const searchButton = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.375rem',
    minHeight: 44,
    padding: '0 0.75rem',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 8,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { borderColor: theme.colors.primary, color: theme.colors.primary },
    // Only the magnifier where the bar is tight; the word too from xl.
    '& span': { display: 'none' },
    [mq(theme, 'xl')]: { '& span': { display: 'inline' } },
  });

/** The sticky header: logo, the main navigation and buttons on wide screens, a menu button on narrow ones. */
export function SiteHeader() {
  const { site } = useSite();
  const searchPage = searchPagePath(routes);
  // Without the panel's code, the search page does the same work.
  const searchInstead = useCallback(() => (searchPage ? window.location.assign(searchPage) : reloadPage()), [searchPage]);
  const [MobileMenu, fetchMobileMenu] = useOnDemand(loadMobileMenu, reloadPage);
  const [SearchPanel, fetchSearchPanel] = useOnDemand(loadSearchPanel, searchInstead);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  // The panel gives the focus back to the Search button that opened it (one shows on wide screens, one on phones).
  const searchOpener = useRef<HTMLButtonElement | null>(null);
  const openSearch = (event: MouseEvent<HTMLButtonElement>) => {
    searchOpener.current = event.currentTarget;
    fetchSearchPanel();
    setSearchOpen(true);
  };
  const searchProps = { type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': searchOpen, onPointerEnter: fetchSearchPanel, onFocus: fetchSearchPanel, onClick: openSearch } as const;
  return (
    <header css={header}>
      <div css={bar}>
        <Logo />
        <MainNav />
        <div css={actions}>
          <button {...searchProps} css={searchButton} aria-label={site.labels.search}>
            <ShellIcon name="search" size={18} />
            <span>{site.labels.search}</span>
          </button>
          {site.nav.actions.map((button) => (
            <ButtonLink key={button.label} button={button} />
          ))}
        </div>
        <button {...searchProps} css={[iconButton, { marginLeft: 'auto' }]} aria-label={site.labels.search}>
          <ShellIcon name="search" size={22} />
        </button>
        <button
          ref={menuButtonRef}
          type="button"
          css={iconButton}
          aria-label={site.labels.openMenu}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onPointerEnter={fetchMobileMenu}
          onFocus={fetchMobileMenu}
          onClick={() => {
            fetchMobileMenu();
            setMenuOpen(true);
          }}
        >
          <ShellIcon name="menu" size={24} />
        </button>
      </div>
      {menuOpen && MobileMenu && <MobileMenu onClose={() => setMenuOpen(false)} returnFocusTo={menuButtonRef} />}
      {searchOpen && SearchPanel && <SearchPanel onClose={() => setSearchOpen(false)} returnFocusTo={searchOpener} />}
    </header>
  );
}
