import { useEffect } from 'react';

/**
 * Keeps the page behind a dialog from scrolling while the calling component is shown. Where the scrollbar takes
 * room (desktop browsers), the same room is kept as padding, so the page does not move sideways when it goes.
 */
export function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      root.style.overflow = before.overflow;
      root.style.paddingRight = before.paddingRight;
    };
  }, []);
}
