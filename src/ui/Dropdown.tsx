// A navigation dropdown: a button that shows a panel of links, on hover (after the group's delays, see
// DropdownGroup) or on click, Enter, Space or ArrowDown. Arrow keys move between the links, Escape closes and
// puts the focus back on the button. It follows the disclosure pattern (a button with aria-expanded and a panel
// of ordinary links), which suits site navigation better than role="menu". It is floating-ui's code, so it comes
// in a chunk of its own when the navigation is first pointed at or focused (see MainNav).
import { css } from '@emotion/react';
import {
  autoUpdate,
  FloatingDelayGroup,
  FloatingFocusManager,
  offset,
  safePolygon,
  shift,
  useClick,
  useDelayGroup,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useSite } from './site-context.tsx';
import { Icon } from './Icon.tsx';
import { color, space } from './theme.ts';

/** Props for the index-th link of a panel, in reading order. */
export type DropdownItemProps = Record<string, unknown> & { ref: (node: HTMLAnchorElement | null) => void };

interface DropdownProps {
  label: string;
  /** The button's look (emotion passes a css prop here). */
  className?: string;
  /** Highlighted, with aria-current="page", when the current page is one of its links. */
  current: boolean;
  /** The panel's content; `item(i)` gives the props of its i-th link. */
  children: (item: (index: number) => DropdownItemProps) => ReactNode;
}

// The button's look beyond this reset comes from the caller (className), so it matches its neighbours.
const trigger = css({
  gap: space[1],
  border: 0,
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
  '& svg': { transition: 'transform 150ms ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&[aria-expanded="true"]': { color: color('primary'), background: color('surface') },
});

const panel = css({
  zIndex: 40,
  padding: space[5],
  background: color('background'),
  border: `1px solid ${color('border')}`,
  borderRadius: 12,
  boxShadow: '0 18px 40px rgba(15, 23, 42, 0.16), 0 2px 6px rgba(15, 23, 42, 0.08)',
  animation: 'dropdown-in 140ms ease-out',
  '@keyframes dropdown-in': { from: { opacity: 0, transform: 'translateY(-4px)' } },
});

/** Shares the menus' delays: a first menu waits the open delay; a neighbour opens at once (the skip delay). */
export function DropdownGroup({ children }: { children: ReactNode }) {
  const { timings } = useSite().site.constants;
  return (
    <FloatingDelayGroup delay={{ open: timings.menuOpenDelayMs, close: timings.menuCloseDelayMs }} timeoutMs={timings.menuSkipDelayMs}>
      {children}
    </FloatingDelayGroup>
  );
}

export function Dropdown({ label, className, current, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const panelId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      setOpen(next);
      // Escape puts the focus back on the button when it was in the menu. Focus is left alone otherwise: a menu
      // that opened under the pointer never took it.
      if (!next && reason === 'escape-key' && refs.floating.current?.contains(document.activeElement))
        (refs.domReference.current as HTMLElement | null)?.focus();
    },
    placement: 'bottom-start',
    middleware: [offset(6), shift({ padding: 12 })],
    whileElementsMounted: autoUpdate,
  });
  const { delay } = useDelayGroup(context);
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useHover(context, { delay, mouseOnly: true, handleClose: safePolygon({ blockPointerEvents: false }) }),
    useClick(context),
    useDismiss(context),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true, focusItemOnHover: false }),
  ]);
  // aria-orientation belongs to list roles (menu, listbox); on this plain panel it would be invalid ARIA.
  const { 'aria-orientation': _orientation, ...floatingProps } = getFloatingProps();
  const item = (index: number): DropdownItemProps => ({
    ...getItemProps({ onClick: () => setOpen(false) }),
    ref: (node: HTMLAnchorElement | null) => {
      listRef.current[index] = node;
    },
  });

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        css={trigger}
        className={className}
        aria-expanded={open}
        aria-current={current ? 'page' : undefined}
        aria-controls={open ? panelId : undefined}
        {...getReferenceProps()}
      >
        {label}
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false}>
          <div ref={refs.setFloating} id={panelId} css={panel} style={floatingStyles} {...floatingProps}>
            {children(item)}
          </div>
        </FloatingFocusManager>
      )}
    </>
  );
}
