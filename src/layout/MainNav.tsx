// The header's navigation on large screens: plain links and dropdowns, from nav.main in site.yaml. The dropdowns'
// code (floating-ui) comes when the pointer or the focus first enters the navigation: until then each dropdown is
// its button alone (NavMenus has the panels).
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../app/site-context.tsx';
import { isCurrentSection } from '../logic/nav.ts';
import type { NavGroup, NavItem } from '../model/types.generated.ts';
import { DropdownButton } from '../ui/DropdownButton.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { mq } from '../ui/theme.ts';
import { useEnhancement } from '../ui/use-enhancement.ts';

const loadNavMenus = () => import('./NavMenus.tsx').then((module) => module.NavMenus);

const nav = (theme: Theme) =>
  css({
    display: 'none',
    [mq(theme, 'lg')]: { display: 'block' },
    '& > ul': { display: 'flex', alignItems: 'center', gap: '0.125rem', listStyle: 'none', margin: 0, padding: 0 },
  });
/** A link or dropdown button of the bar. */
export const navItem = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '0 0.5rem',
    borderRadius: 6,
    color: theme.colors.text,
    fontSize: '0.9375rem',
    fontWeight: 500,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    '&:hover': { color: theme.colors.primary, background: theme.colors.surface },
    '&[aria-current="page"]': { color: theme.colors.primary, fontWeight: 700, boxShadow: `inset 0 -3px 0 ${theme.colors.primary}` },
  });

/** The main navigation of wide screens. */
export function MainNav() {
  const { site } = useSite();
  const [NavMenus, box] = useEnhancement(loadNavMenus);
  return (
    <nav css={nav} aria-label={site.labels.mainNavigation} {...box}>
      {NavMenus ? <NavMenus /> : <NavItems menu={({ item, current }) => <DropdownButton label={item.label} current={current} css={navItem} />} />}
    </nav>
  );
}

export interface MenuProps {
  item: NavItem;
  menu: NavGroup[];
  current: boolean;
}

/** The bar's list: plain links, and `menu` for the items that open a dropdown. */
export function NavItems({ menu }: { menu: (props: MenuProps) => ReactNode }) {
  const { site } = useSite();
  const [location] = useLocation();
  return (
    <ul>
      {site.nav.main.map((item) => (
        <li key={item.label}>
          {item.menu ? (
            menu({ item, menu: item.menu, current: isCurrentSection(item, location) })
          ) : (
            <SmartLink href={item.href} css={navItem} markCurrent>
              {item.label}
            </SmartLink>
          )}
        </li>
      ))}
    </ul>
  );
}
