// The header's navigation on large screens: plain links and dropdowns, from nav.main in site.yaml. Its code
// (floating-ui's dropdowns, NavMenus) comes when the pointer or the focus first enters it; until then its links go
// and its dropdowns are their buttons alone.
import { css, type Theme } from '@emotion/react';
import { Island } from '../ui/Island.tsx';
import { useSite } from '../ui/site-context.tsx';
import { mq } from '../ui/theme.ts';
import { siteSourceAttribute } from '../ui/site-source.ts';

import { layoutIslands } from './islands.ts';

const nav = (theme: Theme) => css({ display: 'none', [mq(theme, 'lg')]: { display: 'block' } });

/** The main navigation of wide screens. */
export function MainNav() {
  const { site, sources } = useSite();
  return (
    <nav css={nav} aria-label={site.labels.mainNavigation} {...siteSourceAttribute(sources?.nav)}>
      <Island of={layoutIslands.navMenus} props={{}} />
    </nav>
  );
}
