import { useEffect, useSyncExternalStore } from 'react';

// How many dialogs are open, so a dialog that opens by itself (the audit popup) can wait for the visitor's own.
let count = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts the calling dialog as open while it is shown. */
export function useCountAsOpenDialog(): void {
  useEffect(() => {
    count++;
    notify();
    return () => {
      count--;
      notify();
    };
  }, []);
}

/** How many dialogs are open now (none while prerendering). */
export function useOpenDialogCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
