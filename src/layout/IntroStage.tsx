// The frame of the home page's intro: the stage on it for the CSS of the intro (RocketIntro) and of the page
// behind it (GlobalStyles holds the page still while the script plays the intro), and Skip intro. The markup inside
// is the server's, kept (the intro only plays on the page a visitor arrives on), except in the dev server, which
// renders it afresh.
import type { MouseEvent } from 'react';
import type { RevealStage } from '../app/reveal.tsx';
import type { PageIntro } from '../model/types.generated.ts';
import { KeptMarkup } from '../ui/KeptMarkup.tsx';
import { loadApart } from '../ui/load-apart.tsx';

/** The intro itself: its code is needed only to write it (the prerender, the dev server). */
export const RocketIntro = loadApart(() => import('./RocketIntro.tsx').then((module) => module.RocketIntro));

interface IntroStageProps {
  intro: PageIntro;
  stage: RevealStage;
  introMs: number;
  onSkip: () => void;
  /** True when the browser takes over the prerendered intro. */
  keepMarkup: boolean;
}

export function IntroStage({ intro, stage, introMs, onSkip, keepMarkup }: IntroStageProps) {
  const frame = {
    'data-intro': stage,
    'aria-hidden': stage === 'shown' || undefined,
    // The intro's one button is Skip intro.
    onClick: (event: MouseEvent) => event.target instanceof Element && event.target.closest('button') && onSkip(),
  };
  return keepMarkup ? (
    <KeptMarkup {...frame} />
  ) : (
    <div {...frame}>
      <RocketIntro intro={intro} introMs={introMs} />
    </div>
  );
}
