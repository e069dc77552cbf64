// The bar of the main navigation: plain links, and dropdowns with their panels of links sharing the menus' delays.
// An island (see MainNav): its server HTML works as links and buttons until its code has come.
import { css } from '@emotion/react';
import { useLocation } from 'wouter';
import { groupOffsets, isCurrentSection } from '../logic/nav.ts';
import type { NavGroup, NavItem } from '../model/types.generated.ts';
import { Dropdown, DropdownGroup } from '../ui/Dropdown.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { color, space } from '../ui/theme.ts';
import { NavGroupLinks } from './NavGroupLinks.tsx';

/** A link or dropdown button of the bar. */
const navItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space[2]}`,
  borderRadius: 6,
  color: color('text'),
  fontSize: '0.9375rem',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&:hover': { color: color('primary'), background: color('surface') },
  // The current entry's underline: a straight bar of its own, which the item's rounded corners do not bend.
  position: 'relative',
  '&[aria-current="page"]': { color: color('primary'), fontWeight: 700 },
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    left: '0.5rem',
    right: '0.5rem',
    bottom: 0,
    height: 3,
    borderRadius: 2,
    background: color('primary'),
  },
});
const bar = css({ display: 'flex', alignItems: 'center', gap: '0.125rem', listStyle: 'none', margin: 0, padding: 0 });
const groups = css({ display: 'flex', gap: space[8] });
const groupHeading = { margin: `0 0 ${space[2]}`, padding: `0 ${space[3]}` };
const panelLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: 40,
  padding: `${space[2]} ${space[3]}`,
  borderRadius: 6,
  color: color('text'),
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover, &:focus-visible': { background: color('surface'), color: color('primary') },
  '&[aria-current="page"]': { color: color('primary'), fontWeight: 700, background: color('surface') },
});
const moreLink = css(panelLink, { marginTop: space[1], color: color('primary'), fontWeight: 600 });

/** The bar's entries; the page shown's is marked current. */
export function NavMenus() {
  const { site } = useSite();
  const [path] = useLocation();
  return (
    <DropdownGroup>
      <ul css={bar}>
        {site.nav.main.map((item) => (
          <li key={item.label}>
            {item.menu ? (
              <NavDropdown item={item} menu={item.menu} current={isCurrentSection(item, path)} />
            ) : (
              <SmartLink href={item.href} css={navItem} markCurrent>
                {item.label}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </DropdownGroup>
  );
}

function NavDropdown({ item, menu, current }: { item: NavItem; menu: NavGroup[]; current: boolean }) {
  const offsets = groupOffsets(menu, 'desktop');
  return (
    <Dropdown label={item.label} current={current} css={navItem}>
      {(itemProps) => (
        <div css={groups}>
          {menu.map((group, g) => (
            <NavGroupLinks
              key={group.heading ?? g}
              group={group}
              screen="desktop"
              headingCss={groupHeading}
              linkCss={panelLink}
              moreCss={moreLink}
              columns={group.links.length > 6 ? 2 : 1}
              itemProps={(i) => itemProps(offsets[g] + i)}
            />
          ))}
        </div>
      )}
    </Dropdown>
  );
}
