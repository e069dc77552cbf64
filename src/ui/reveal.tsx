// When the page comes into view. A page with an intro (the home page's rocket) is behind the intro at first; the
// stats' fade-in and the audit popup's timer start once the page is in view.
import { useSyncExternalStore } from 'react';

/**
 * - waiting: the prerendered page before its script runs. CSS alone plays the intro and ends it after introMs,
 *   so the page also appears without JavaScript.
 * - playing: the script plays the intro; the page behind it is inert.
 * - shown: the page is in view (from the start, on a page without an intro).
 */
export type RevealStage = 'waiting' | 'playing' | 'shown';

/** How long the intro takes to fade away once it has ended. */
export const introLeaveMs = 400;

/**
 * The stage of the page as a store: on the page arrived on, the intro's script sets it (intro-player.ts), and the parts of
 * the page that wait for it (the audit popup) are islands of their own, each in its own root, which read it here.
 */
export interface StageStore {
  get: () => RevealStage;
  set: (stage: RevealStage) => void;
  subscribe: (listener: () => void) => () => void;
}

function stageStore(): StageStore {
  // Until the player sets it, the stage the server wrote on the page (the browser's); a page the browser renders
  // itself, after a followed link, is in view from the start.
  let stage: RevealStage | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => (stage ??= (globalThis.document?.querySelector('[data-stage]')?.getAttribute('data-stage') as RevealStage | null) ?? 'shown'),
    set: (next) => {
      if (next === stage) return;
      stage = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The stage of the page shown. */
export const pageStage = stageStore();
const serverStage = (): RevealStage => 'shown';

/** The stage of the page this component is on. */
export function useRevealStage(): RevealStage {
  return useSyncExternalStore(pageStage.subscribe, pageStage.get, serverStage);
}
