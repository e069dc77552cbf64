import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useOnDemand } from './use-on-demand.ts';

const focusable = 'a[href], button';

/** Runs `run` in a task of its own after the current one (a message, which, unlike a timer, no clock holds back). */
function afterThisTask(run: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** What the box around an enhanced part spreads onto itself. */
export interface EnhancementBoxProps {
  ref: (node: HTMLElement | null) => void;
  onPointerEnter: () => void;
  onPointerOver: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** Present once the richer code has taken over (tests wait for it before timing a hover). */
  'data-enhanced'?: '';
}

/**
 * A part of the page that works as plain HTML first (links that go, buttons that show) and takes its richer code
 * (floating-ui's menus and tooltips) only when the pointer or the focus first comes into its box, so that code is
 * not in every page's first download. The enhanced part replaces the plain one's elements, so nobody may lose
 * their place in the swap:
 * - the focus, if it was on one of them, moves to the same place among the new ones;
 * - the element under the pointer is told the pointer entered it;
 * - a button clicked before the code had arrived is clicked again once it has;
 * - no swap happens while a pointer is pressed (a tap's click would land on an element that has gone).
 */
export function useEnhancement<Props>(load: () => Promise<ComponentType<Props>>): [ComponentType<Props> | null, EnhancementBoxProps] {
  const box = useRef<HTMLElement | null>(null);
  const focusedAt = useRef(-1);
  const hoveredAt = useRef(-1);
  const clickedAt = useRef(-1);
  const pressed = useRef(false);
  const targets = () => [...(box.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
  const indexOf = (target: EventTarget) => (target instanceof Element ? targets().indexOf(target.closest<HTMLElement>(focusable)!) : -1);
  // Without the code a click cannot do what it asked; a fresh page load (the site was published again) can.
  const onFail = useCallback(() => {
    if (clickedAt.current >= 0) window.location.reload();
  }, []);
  const [Loaded, fetch] = useOnDemand(load, onFail);
  const [Enhanced, setEnhanced] = useState<ComponentType<Props> | null>(null);
  const [releases, setReleases] = useState(0);
  useEffect(() => {
    if (Loaded && !pressed.current) setEnhanced(() => Loaded);
  }, [Loaded, releases]);
  const [settled, setSettled] = useState(false);
  useLayoutEffect(() => {
    if (!Enhanced) return;
    const active = document.activeElement;
    if (focusedAt.current >= 0 && (!active || active === document.body)) targets()[focusedAt.current]?.focus({ preventScroll: true });
    // The enhanced elements listen for the pointer only once their own effects have run (after a render of
    // their own, as floating-ui keeps its element in state): the pointer and the click are passed on after that.
    afterThisTask(() => {
      const now = targets();
      if (hoveredAt.current >= 0) now[hoveredAt.current]?.dispatchEvent(new window.MouseEvent('mouseenter'));
      if (clickedAt.current >= 0) now[clickedAt.current]?.click();
      clickedAt.current = -1;
      setSettled(true);
    });
  }, [Enhanced]); // eslint-disable-line react-hooks/exhaustive-deps
  const boxProps: EnhancementBoxProps = {
    ref: useCallback((node: HTMLElement | null) => void (box.current = node), []),
    onPointerEnter: fetch,
    onPointerOver: (event) => {
      hoveredAt.current = event.pointerType === 'mouse' ? indexOf(event.target) : -1;
    },
    onPointerLeave: () => {
      hoveredAt.current = -1;
    },
    onPointerDown: () => {
      if (Enhanced || pressed.current) return;
      pressed.current = true;
      // Released once the press's click has been delivered and acted on (a link followed): a task after the
      // click's, because React's own update on the release, or on the click, would come before they are done.
      const release = () => {
        document.removeEventListener('click', release, { capture: true });
        document.removeEventListener('pointercancel', release);
        afterThisTask(() => {
          pressed.current = false;
          setReleases((count) => count + 1);
        });
      };
      document.addEventListener('click', release, { capture: true });
      document.addEventListener('pointercancel', release);
    },
    onFocus: (event) => {
      focusedAt.current = indexOf(event.target);
      fetch();
    },
    onBlur: (event) => {
      if (event.relatedTarget && !box.current?.contains(event.relatedTarget)) focusedAt.current = -1;
    },
    onClick: (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (Enhanced || !button) return;
      clickedAt.current = targets().indexOf(button);
      fetch();
    },
    'data-enhanced': settled ? '' : undefined,
  };
  return [Enhanced, boxProps];
}
