// When the page comes into view. A page with an intro (the home page's rocket) is behind the intro at first; the
// stats' fade-in and the audit popup's timer start once the page is in view.
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

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
 * The stage as a store that the parts of the page read, not as a context value that changes: a changed context
 * value reaches into every part of the page whose code is still on its way (a Suspense boundary not yet
 * hydrated), and React then drops the server's HTML there until the code comes.
 */
export interface StageStore {
  get: () => RevealStage;
  set: (stage: RevealStage) => void;
  subscribe: (listener: () => void) => () => void;
}

function stageStore(initial: RevealStage): StageStore {
  let stage = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => stage,
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

const RevealContext = createContext<StageStore>(stageStore('shown'));

/**
 * Gives the parts of the page the stage (see useRevealStage): the page's, from `stage`, or an island's root the
 * page's `store` (useRevealStore).
 */
export function RevealProvider({ stage = 'shown', store, children }: { stage?: RevealStage; store?: StageStore; children: ReactNode }) {
  const [own] = useState(() => store ?? stageStore(stage));
  useEffect(() => {
    if (!store) own.set(stage);
  }, [own, store, stage]);
  return <RevealContext.Provider value={own}>{children}</RevealContext.Provider>;
}

/** The stage of the page as a store, to hand to an island's root. */
export function useRevealStore(): StageStore {
  return useContext(RevealContext);
}

/** The stage of the page this component is on. */
export function useRevealStage(): RevealStage {
  const store = useContext(RevealContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export interface Intro {
  stage: RevealStage;
  /** True for `leaveMs` after the script ended the intro, while the intro fades away over the page. */
  leaving: boolean;
  /** Ends the intro now (Skip intro). */
  end: () => void;
}

/**
 * The intro's stage. The intro plays when a visitor arrives on a page that has one, not when they come back to it
 * from another page of the site: the state lives as long as the document.
 */
export function useIntro(arrivedOnIntro: boolean, introMs: number, leaveMs: number): Intro {
  const [stage, setStage] = useState<RevealStage>(arrivedOnIntro ? 'waiting' : 'shown');
  const [leaving, setLeaving] = useState(false);
  const end = useCallback(() => {
    setStage((current) => {
      if (current === 'playing') setLeaving(true);
      return 'shown';
    });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival: the timer must survive the change of stage it causes.
  useEffect(() => {
    if (stage !== 'waiting') return;
    // The CSS intro has been playing since the page was painted; the script runs it for the time left.
    const left = introMs - performance.now();
    if (left <= 0) {
      setStage('shown');
      return;
    }
    setStage('playing');
    const timer = window.setTimeout(end, left);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLeaving(false), leaveMs);
    return () => window.clearTimeout(timer);
  }, [leaving, leaveMs]);
  return { stage, leaving, end };
}
