// The menu button of narrow screens and the side menu it opens: the same entries as the header, in a panel that
// slides in from the right. Escape, the backdrop, the close button or choosing any link closes it. An island: its
// code comes when the button is first pointed at, focused or clicked.
import { css } from '@emotion/react';
import { useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../ui/site-context.tsx';
import { isCurrentSection } from '../logic/nav.ts';
import type { NavGroup, NavItem } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { closeButton, Dialog } from '../ui/Dialog.tsx';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { color, space } from '../ui/theme.ts';
import { iconButton } from './header-buttons.ts';
import { NavGroupLinks } from './NavGroupLinks.tsx';

const panel = (widthPercent: number, maxWidth: number) =>
  css({
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: `min(${widthPercent}%, ${maxWidth}px)`,
    display: 'flex',
    flexDirection: 'column',
    background: color('background'),
    boxShadow: '-12px 0 40px rgba(15, 23, 42, 0.25)',
    animation: 'menu-slide 220ms ease-out',
    '@keyframes menu-slide': { from: { transform: 'translateX(100%)' } },
  });
const top = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  padding: `${space[2]} ${space[2]} ${space[2]} ${space[4]}`,
  borderBottom: `1px solid ${color('border')}`,
});
const title = css({ margin: 0, fontSize: '1.0625rem', fontWeight: 700, color: color('text') });
const scroller = css({ flex: 1, overflowY: 'auto', padding: `${space[3]} ${space[3]} ${space[4]}`, overscrollBehavior: 'contain' });
const list = css({ listStyle: 'none', margin: 0, padding: 0 });
const entry = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 48,
  padding: `0 ${space[3]}`,
  border: 0,
  borderRadius: 8,
  background: 'none',
  color: color('text'),
  font: 'inherit',
  fontSize: '1.0625rem',
  fontWeight: 600,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: color('surface') },
  '&[aria-current="page"]': { color: color('primary'), background: color('surface') },
  '& svg': { transition: 'transform 150ms ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});
const subHeading = { margin: `${space[3]} 0 ${space[1]}`, padding: `0 ${space[3]}` };
const subLink = css(entry, { minHeight: 44, paddingLeft: space[5], fontSize: '1rem', fontWeight: 400 });
const buttons = css({ display: 'grid', gap: space[3], padding: space[4], borderTop: `1px solid ${color('border')}` });

/** The menu button, and the side menu while it is open. */
export function MobileMenu() {
  const { site } = useSite();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        css={iconButton}
        aria-label={site.labels.openMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
      </button>
      {open && <Menu onClose={() => setOpen(false)} returnFocusTo={button} />}
    </>
  );
}

function Menu({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const { site } = useSite();
  const { limits } = site.constants;
  const closeRef = useRef<HTMLButtonElement>(null);
  // Choosing any link closes the menu (the link still does its work).
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onClose();
  };
  return (
    <Dialog
      placement="side"
      label={site.labels.menu}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      initialFocus={closeRef}
      css={panel(limits.mobileMenuWidthPercent, limits.mobileMenuMaxWidthPx)}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: it hears the clicks of the links inside, keyboard ones too. */}
      <div css={{ display: 'contents' }} onClick={closeOnLink}>
        <div css={top}>
          {/* Its name, not a second logo beside the header's, which shows at the screen's left edge. */}
          <p css={title}>{site.labels.menu}</p>
          <button ref={closeRef} type="button" css={closeButton} aria-label={site.labels.closeMenu} onClick={onClose}>
            <Icon name="close" size={24} />
          </button>
        </div>
        <nav css={scroller} aria-label={site.labels.mainNavigation}>
          <ul css={list}>
            {site.nav.main.map((item) => (
              <li key={item.label}>
                {item.menu ? (
                  <MobileGroup item={item} menu={item.menu} />
                ) : (
                  <SmartLink href={item.href} css={entry} markCurrent>
                    {item.label}
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div css={buttons}>
          {site.nav.actions.map((action) => (
            <ButtonLink key={action.label} button={{ ...action, label: action.mobileLabel ?? action.label }} />
          ))}
        </div>
      </div>
    </Dialog>
  );
}

/** A dropdown of the header, as a section that opens in place; the current page's section starts open. */
function MobileGroup({ item, menu }: { item: NavItem; menu: NavGroup[] }) {
  const [location] = useLocation();
  const [expanded, setExpanded] = useState(() => isCurrentSection(item, location));
  const listId = useId();
  return (
    <>
      <button type="button" css={entry} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
        {item.label}
        <Icon name="chevronDown" size={18} />
      </button>
      <div id={listId} hidden={!expanded}>
        {menu.map((group, g) => (
          <NavGroupLinks key={group.heading ?? g} group={group} screen="mobile" headingCss={subHeading} linkCss={subLink} />
        ))}
      </div>
    </>
  );
}
