// The header's navigation on large screens: plain links and dropdowns, from nav.main in site.yaml.
import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../app/site-context.tsx';
import { isExternal } from '../logic/links.ts';
import { groupLinks, isCurrentSection } from '../logic/nav.ts';
import type { NavGroup, NavItem } from '../site/types.generated.ts';
import { Dropdown, DropdownGroup, type DropdownItemProps } from '../ui/Dropdown.tsx';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { color, mq } from '../ui/theme.ts';

const nav = (theme: Theme) =>
  css({
    display: 'none',
    [mq(theme, 'lg')]: { display: 'block' },
    '& > ul': { display: 'flex', alignItems: 'center', gap: '0.125rem', listStyle: 'none', margin: 0, padding: 0 },
  });
/** A link or dropdown button of the bar. */
const navItem = (theme: Theme) =>
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
const groups = css({ display: 'flex', gap: '2rem' });
const groupHeading = css({ margin: '0 0 0.5rem', padding: '0 0.625rem', fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: color('muted') });
const list = (columns: number) =>
  css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(11rem, auto))`, columnGap: '0.5rem' });
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

/** The main navigation of wide screens. */
export function MainNav() {
  const { site } = useSite();
  const [location] = useLocation();
  return (
    <nav css={nav} aria-label={site.labels.mainNavigation}>
      <DropdownGroup>
        <ul>
          {site.nav.main.map((item) => (
            <li key={item.label}>
              {item.menu ? (
                <NavDropdown item={item} menu={item.menu} current={isCurrentSection(item, location)} />
              ) : (
                <SmartLink href={item.href} css={navItem} markCurrent>
                  {item.label}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </DropdownGroup>
    </nav>
  );
}

function NavDropdown({ item, menu, current }: { item: NavItem; menu: NavGroup[]; current: boolean }) {
  // The links are numbered across groups, in reading order, for the arrow keys.
  const firsts = menu.map((_, g) => menu.slice(0, g).reduce((count, group) => count + groupLinks(group, 'desktop').length, 0));
  return (
    <Dropdown label={item.label} current={current} css={navItem}>
      {(itemProps) => (
        <div css={groups}>
          {menu.map((group, g) => (
            <PanelGroup key={group.heading ?? g} group={group} itemProps={(i) => itemProps(firsts[g] + i)} />
          ))}
        </div>
      )}
    </Dropdown>
  );
}

/** One group of a dropdown's panel: its heading, its links (in two columns when long) and its more link. */
function PanelGroup({ group, itemProps }: { group: NavGroup; itemProps: (i: number) => DropdownItemProps }) {
  const headingId = useId();
  return (
    <div>
      {group.heading && (
        <p id={headingId} css={groupHeading}>
          {group.heading}
        </p>
      )}
      <ul css={list(group.links.length > 6 ? 2 : 1)} aria-labelledby={group.heading ? headingId : undefined}>
        {group.links.map((link, i) => (
          <li key={link.label}>
            <SmartLink {...itemProps(i)} href={link.href} css={panelLink} markCurrent>
              {link.label}
              {isExternal(link.href) && <Icon name="external" size={14} />}
            </SmartLink>
          </li>
        ))}
      </ul>
      {group.more && (
        <SmartLink {...itemProps(group.links.length)} href={group.more.href} css={moreLink} markCurrent>
          {group.more.label}
          <Icon name="arrowRight" size={16} />
        </SmartLink>
      )}
    </div>
  );
}
