import { useEffect } from 'react';

/** Keeps the page behind a dialog from scrolling while the calling component is shown. */
export function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);
}
