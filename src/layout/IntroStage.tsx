// The frame of the home page's intro: the stage on it for the CSS of the intro (RocketIntro) and of the page
// behind it (GlobalStyles holds the page still while the script plays the intro), and Skip intro. The intro inside
// is an island that never hydrates: its markup is the server's (the intro only plays on the page a visitor arrives
// on), and only the dev server renders it in the browser.
import type { MouseEvent } from 'react';
import type { PageIntro } from '../model/types.generated.ts';
import { Island, lazyIsland } from '../ui/Island.tsx';
import type { RevealStage } from '../ui/reveal.tsx';

const rocketIntro = lazyIsland('none', () => import('./RocketIntro.tsx').then((module) => module.RocketIntro));

interface IntroStageProps {
  /** The intro, where the page renders it itself (the server, the dev server). */
  intro: PageIntro | undefined;
  stage: RevealStage;
  introMs: number;
  onSkip: () => void;
}

export function IntroStage({ intro, stage, introMs, onSkip }: IntroStageProps) {
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
