// Unsaved changes are not lost by a click: while the panel holds some, a link followed (on the page or in the panel)
// and leaving the page (reload, close, another address) ask first. wouter has no navigation blocker, so the panel
// listens on the document, in the capture phase, before wouter's own handler (React's, on the root) sees the click.
import { useEffect } from 'react';

/** The question asked before unsaved changes are thrown away. */
export const discardQuestion = 'You have unsaved changes in the Edit page panel. Discard them?';

export function useLeaveGuard(holding: boolean): void {
  useEffect(() => {
    if (!holding) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || window.confirm(discardQuestion)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', follow, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', follow, true);
    };
  }, [holding]);
}
