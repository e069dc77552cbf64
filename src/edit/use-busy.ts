// A part of the edit panel waiting for its change to arrive: disabled meanwhile, so nothing is done to values about
// to change, and the focus given back after (disabling a focused button or field takes the focus away).
import { useCallback, useEffect, useRef, useState } from 'react';

export function useBusy(): { busy: boolean; start: () => void; end: () => void } {
  const [busy, setBusy] = useState(false);
  const focused = useRef<HTMLElement | null>(null);
  const start = useCallback(() => {
    focused.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
  }, []);
  const end = useCallback(() => setBusy(false), []);
  useEffect(() => {
    if (busy || !focused.current) return;
    if (focused.current.isConnected && document.activeElement === document.body) focused.current.focus();
    focused.current = null;
  }, [busy]);
  return { busy, start, end };
}
