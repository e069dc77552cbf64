// The frame of the home page's intro: the stage on it for the CSS of the intro (RocketIntro), the page behind it
// held still while the script plays the intro, and Skip intro. The intro inside
// is an island that never hydrates: its markup is the server's (the intro only plays on the page a visitor arrives
// on), so the browser never renders it.
import { useLayoutEffect, type MouseEvent } from 'react';
import type { PageIntro } from '../model/types.generated.ts';
import { Island, lazyIsland } from '../ui/Island.tsx';
import type { RevealStage } from '../ui/reveal.tsx';
import { lockScroll } from '../ui/use-scroll-lock.ts';

const rocketIntro = lazyIsland('none', () => import('./RocketIntro.tsx').then((module) => module.RocketIntro));

interface IntroStageProps {
  /** The intro, where the page renders it itself (the server). */
  intro: PageIntro | undefined;
  stage: RevealStage;
  introMs: number;
  onSkip: () => void;
}

export function IntroStage({ intro, stage, introMs, onSkip }: IntroStageProps) {
  // The dialogs' scroll lock: the room of a desktop scroll bar is kept as the page's padding, so nothing moves
  // sideways when the intro goes. Kept as a scrollbar-gutter instead, it stayed a white strip at the screen's
  // edge, since a fixed box (the intro) cannot be drawn over the gutter. In the same frame as the stage.
  useLayoutEffect(() => (stage === 'playing' ? lockScroll(document.documentElement, window.innerWidth) : undefined), [stage]);
  return (
    <div
      data-intro={stage}
      aria-hidden={stage === 'shown' || undefined}
      // The intro's one button is Skip intro.
      onClick={(event: MouseEvent) => event.target instanceof Element && event.target.closest('button') && onSkip()}
    >
      <Island of={rocketIntro} props={intro && { intro, introMs }} />
    </div>
  );
}
