// The intro's script, on the page arrived on: the intro's frame and the page behind it are the server's HTML (see
// IntroStage), which CSS alone plays and ends. The script runs the intro for the time left: it shows Skip intro
// (the frame's stage "playing"), holds the page still behind it (inert, the scroll locked), ends it on time or at
// Skip intro, and lets it fade away. It sets the page's stage (reveal.tsx) too, which the audit popup waits for.
import { introLeaveMs, pageStage, type RevealStage } from '../ui/reveal.tsx';
import { lockScroll } from '../ui/use-scroll-lock.ts';

/** Plays the intro of the page, if it has one, for what is left of `introMs` since the page began to load. */
export function playIntro(introMs: number): void {
  const frame = document.querySelector<HTMLElement>('[data-intro]');
  const page = document.querySelector<HTMLElement>('[data-stage]');
  if (!frame || !page) return;
  const show = (stage: RevealStage) => {
    frame.dataset.intro = stage;
    page.dataset.stage = stage;
    page.inert = stage === 'playing';
    pageStage.set(stage);
  };
  // The CSS intro has been playing since the page was painted; the script runs it for the time left.
  const left = introMs - performance.now();
  if (left <= 0) {
    show('shown');
    frame.remove();
    return;
  }
  show('playing');
  const unlock = lockScroll(document.documentElement, window.innerWidth);
  const end = () => {
    window.clearTimeout(timer);
    frame.removeEventListener('click', skip);
    unlock();
    frame.setAttribute('aria-hidden', 'true');
    show('shown');
    // Once it has faded away, the intro leaves the page.
    window.setTimeout(() => frame.remove(), introLeaveMs);
  };
  // The intro's one button is Skip intro.
  const skip = (event: MouseEvent) => event.target instanceof Element && event.target.closest('button') && end();
  const timer = window.setTimeout(end, left);
  frame.addEventListener('click', skip);
}
