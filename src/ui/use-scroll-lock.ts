import { useEffect } from 'react';

// Locks can overlap (the popup opening over the search panel) and end in any order: the page's own styles are
// kept by the first and given back by the last.
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/**
 * Keeps the page behind a dialog from scrolling while the calling component is shown. Where the scrollbar takes
 * room (desktop browsers), the same room is kept as padding, so the page does not move sideways when it goes.
 */
export function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (locks++ === 0) {
      saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
      const scrollbarWidth = window.innerWidth - root.clientWidth;
      root.style.overflow = 'hidden';
      if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
    }
    return () => {
      if (--locks > 0) return;
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
    };
  }, []);
}
