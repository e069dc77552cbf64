import { useEffect } from 'react';

/** The parts of the page's root element a scroll lock touches. */
export interface LockableRoot {
  style: { overflow: string; paddingRight: string };
  clientWidth: number;
}

// Locks can overlap (a dialog over the intro) and end in any order: the page's own styles are kept by the first
// and given back by the last.
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/**
 * Stops `root` scrolling until the returned function is called. Where the scrollbar takes room (desktop
 * browsers: `viewportWidth` is wider than the root), the same room is kept as padding, so nothing moves sideways.
 */
export function lockScroll(root: LockableRoot, viewportWidth: number): () => void {
  if (locks++ === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    const scrollbarWidth = viewportWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks > 0) return;
    root.style.overflow = saved.overflow;
    root.style.paddingRight = saved.paddingRight;
  };
}

/** Keeps the page behind a dialog from scrolling while the calling component is shown. */
export function useScrollLock(): void {
  useEffect(() => lockScroll(document.documentElement, window.innerWidth), []);
}
