// The frame of the home page's intro, as the server writes it: the stage on it for the CSS of the intro
// (RocketIntro), which plays it and ends it before any script runs. The intro only plays on the page a visitor
// arrives on, so only the server renders it; the intro inside is an island that never hydrates. The script's part
// (its clock, Skip intro, the page held still behind it) is intro-player.ts, which the browser's entry runs.
import type { PageIntro } from '../model/types.generated.ts';
import { Island, lazyIsland } from '../ui/Island.tsx';

const rocketIntro = lazyIsland('none', () => import('./RocketIntro.tsx').then((module) => module.RocketIntro));

export function IntroStage({ intro, introMs }: { intro: PageIntro; introMs: number }) {
  return (
    <div data-intro="waiting">
      <Island of={rocketIntro} props={{ intro, introMs }} />
    </div>
  );
}
