// The header's navigation on large screens: plain links and dropdowns, from nav.main in site.yaml. Its code
// (floating-ui's dropdowns, NavMenus) comes when the pointer or the focus first enters it; until then its links go
// and its dropdowns are their buttons alone.
import { css, type Theme } from '@emotion/react';
import { useLocation } from 'wouter';
import { Island, lazyIsland } from '../ui/Island.tsx';
import { useSite } from '../ui/site-context.tsx';
import { mq } from '../ui/theme.ts';
import { siteSourceAttribute } from '../ui/site-source.ts';

const navMenus = lazyIsland('interaction', () => import('./NavMenus.tsx').then((module) => module.NavMenus));

const nav = (theme: Theme) => css({ display: 'none', [mq(theme, 'lg')]: { display: 'block' } });

/** The main navigation of wide screens. */
export function MainNav() {
  const { site, sources } = useSite();
  // The page shown decides which entry is marked current: a followed link renders the menus afresh.
  const [path] = useLocation();
  return (
    <nav css={nav} aria-label={site.labels.mainNavigation} {...siteSourceAttribute(sources?.nav)}>
      <Island of={navMenus} props={{ path }} />
    </nav>
  );
}
