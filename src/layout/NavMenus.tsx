// The navigation's dropdowns with their panels of links, sharing the menus' delays. A chunk of its own: MainNav
// shows the same bar without it until the navigation is first pointed at or focused.
import { css } from '@emotion/react';
import { groupOffsets } from '../logic/nav.ts';
import { Dropdown, DropdownGroup } from '../ui/Dropdown.tsx';
import { color } from '../ui/theme.ts';
import { navItem, NavItems, type MenuProps } from './MainNav.tsx';
import { NavGroupLinks } from './NavGroupLinks.tsx';

const groups = css({ display: 'flex', gap: '2rem' });
const groupHeading = css({ margin: '0 0 0.5rem', padding: '0 0.625rem', fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: color('muted') });
const panelLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: 40,
  padding: '0.375rem 0.625rem',
  borderRadius: 6,
  color: color('text'),
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover, &:focus-visible': { background: color('surface'), color: color('primary') },
  '&[aria-current="page"]': { color: color('primary'), fontWeight: 700, background: color('surface') },
});
const moreLink = css(panelLink, { marginTop: '0.25rem', color: color('primary'), fontWeight: 600 });

export function NavMenus() {
  return (
    <DropdownGroup>
      <NavItems menu={(props) => <NavDropdown {...props} />} />
    </DropdownGroup>
  );
}

function NavDropdown({ item, menu, current }: MenuProps) {
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
