import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import { useId } from 'react';
import { isExternal } from '../model/links.ts';
import { groupLinks } from '../logic/nav.ts';
import type { NavGroup } from '../model/types.generated.ts';
import type { DropdownItemProps } from '../ui/Dropdown.tsx';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { color, space } from '../ui/theme.ts';

const list = (columns: number) =>
  css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(min-content, 1fr))`, columnGap: space[2] });
// A group's heading, the same in both menus; its margin and padding come from headingCss.
const heading: CSSObject = { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: color('muted') };

interface NavGroupLinksProps {
  group: NavGroup;
  /** The mobile menu may list fewer links (the group's mobileCount). */
  screen: 'desktop' | 'mobile';
  /** The heading's margin and padding. */
  headingCss: CSSObject;
  linkCss: SerializedStyles;
  /** The look of the group's more link (View All Specialties), if it differs. */
  moreCss?: SerializedStyles;
  columns?: number;
  /** Props for the i-th link, from a dropdown's keyboard handling. */
  itemProps?: (index: number) => DropdownItemProps;
}

/** A group of navigation links with its heading, as the desktop dropdowns and the mobile menu list it. */
export function NavGroupLinks({ group, screen, headingCss, linkCss, moreCss = linkCss, columns = 1, itemProps }: NavGroupLinksProps) {
  const headingId = useId();
  return (
    <div>
      {group.heading && (
        <p id={headingId} css={{ ...headingCss, ...heading }}>
          {group.heading}
        </p>
      )}
      <ul css={list(columns)} aria-labelledby={group.heading ? headingId : undefined}>
        {groupLinks(group, screen).map((link, i) => {
          const more = link === group.more;
          return (
            <li key={link.href} css={more && { gridColumn: '1 / -1' }}>
              <SmartLink {...itemProps?.(i)} href={link.href} css={more ? moreCss : linkCss} markCurrent>
                {link.label}
                {isExternal(link.href) && <Icon name="external" size={14} />}
                {more && <Icon name="arrowRight" size={16} />}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
