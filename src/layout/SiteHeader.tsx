import { css, type Theme } from '@emotion/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSite } from '../app/site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { color, mq } from '../ui/theme.ts';
import { Logo } from './Logo.tsx';
import { MainNav } from './MainNav.tsx';

// The side menu (and focus-trap with it) loads when it is first wanted, not with every page.
const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

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
    [mq(theme, 'xl')]: { padding: '0.5rem 1.5rem', gap: '1.25rem' },
  });
const actions = (theme: Theme) =>
  css({
    display: 'none',
    gap: '0.5rem',
    [mq(theme, 'lg')]: { display: 'flex' },
    '& a': { minHeight: 44, padding: '0.5rem 0.75rem', fontSize: '0.875rem', whiteSpace: 'nowrap' },
    [mq(theme, 'xl')]: { '& a': { padding: '0.5rem 1rem', fontSize: '0.9375rem' } },
  });
const menuButton = (theme: Theme) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    width: 48,
    height: 48,
    marginLeft: 'auto',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 10,
    background: theme.colors.background,
    color: theme.colors.text,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surface },
    [mq(theme, 'lg')]: { display: 'none' },
  });

/** The sticky header: logo, the main navigation and buttons on wide screens, a menu button on narrow ones. */
export function SiteHeader() {
  const { site } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <header css={header}>
      <div css={bar}>
        <Logo />
        <MainNav />
        <div css={actions}>
          {site.nav.actions.map((button) => (
            <ButtonLink key={button.label} button={button} />
          ))}
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          css={menuButton}
          aria-label={site.labels.openMenu}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={24} />
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} returnFocusTo={menuButtonRef} />
        </Suspense>
      )}
    </header>
  );
}
