import { css, type Theme } from '@emotion/react';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Island } from '../ui/Island.tsx';
import { useSite } from '../ui/site-context.tsx';
import { color, gutter, headerHeight, mq, space } from '../ui/theme.ts';
import { Logo } from '../ui/Logo.tsx';
import { layoutIslands } from './islands.ts';
import { MainNav } from './MainNav.tsx';
import { siteSourceAttribute } from '../ui/site-source.ts';

const { searchPanel, mobileMenu } = layoutIslands;

const header = css({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(255, 255, 255, 0.96)',
  WebkitBackdropFilter: 'saturate(180%) blur(8px)',
  backdropFilter: 'saturate(180%) blur(8px)',
  borderBottom: `1px solid ${color('border')}`,
});
// The bar's gutters are the bands' (Section): the logo's left edge and the last button's right edge line up with
// the page's content at every width.
const bar = (theme: Theme) =>
  css({
    maxWidth: theme.breakpoints.xl,
    minHeight: headerHeight,
    margin: '0 auto',
    padding: `${space[2]} ${gutter.phone}`,
    display: 'flex',
    alignItems: 'center',
    // On the narrowest phones (320 px, or a page zoomed to 400%) the logo, search and menu buttons fit side by side.
    gap: space[2],
    [mq(theme, 'sm')]: { gap: space[4] },
    [mq(theme, 'md')]: { padding: `${space[2]} ${gutter.wide}` },
    [mq(theme, 'lg')]: { gap: space[3], '& > nav': { marginLeft: 'auto' } },
  });
const actions = (theme: Theme) =>
  css({
    display: 'none',
    gap: space[2],
    [mq(theme, 'lg')]: { display: 'flex' },
    '& a': { minHeight: 44, padding: `${space[2]} ${space[3]}`, fontSize: '0.875rem', whiteSpace: 'nowrap' },
  });
// From tablets to the large breakpoint, where the bar has room beside its search and menu buttons, the main action
// stays in view instead of only in the menu.
const compactAction = (theme: Theme) =>
  css({
    display: 'none',
    [mq(theme, 'sm')]: { display: 'flex' },
    [mq(theme, 'lg')]: { display: 'none' },
    '& a': { minHeight: 44, padding: `${space[2]} ${space[3]}`, fontSize: '0.875rem', whiteSpace: 'nowrap' },
  });
/** The sticky header: logo, the main navigation and buttons on wide screens, a menu button on narrow ones. */
export function SiteHeader() {
  const { site, sources } = useSite();
  const mainAction = site.nav.actions.find((button) => button.variant !== 'secondary');
  return (
    <header css={header} {...siteSourceAttribute(sources?.header)}>
      <div css={bar}>
        <Logo />
        <MainNav />
        <div css={actions}>
          <Island of={searchPanel} props={{ wide: true }} />
          {site.nav.actions.map((button) => (
            <ButtonLink key={button.label} button={button} markCurrent />
          ))}
        </div>
        <Island of={searchPanel} props={{ wide: false }} />
        {mainAction && (
          <div css={compactAction}>
            <ButtonLink button={mainAction} markCurrent />
          </div>
        )}
        <Island of={mobileMenu} props={{}} />
      </div>
    </header>
  );
}
