// The home page's intro: a rocket lifts off over the whole screen, then the page appears. Drawn in SVG and moved
// by CSS alone, so it also plays, and ends after introMs, before the script runs or without it. Once the script
// runs, it owns the end (one clock, its own, in IntroStage): it shows Skip intro, makes the page behind inert,
// and fades the intro away when it ends it. With reduced motion nothing moves. The stage is an attribute of the
// frame around it, so the browser, which keeps this markup as the server wrote it (an island that never hydrates),
// never needs this code.
import { css, keyframes } from '@emotion/react';
import type { PageIntro } from '../model/types.generated.ts';
import { introLeaveMs } from '../ui/reveal.tsx';
import { color, space } from '../ui/theme.ts';

const leave = keyframes({ to: { opacity: 0, visibility: 'hidden' } });
const shake = keyframes({ '0%, 100%': { transform: 'translateX(0)' }, '25%': { transform: 'translateX(-1.5px)' }, '75%': { transform: 'translateX(1.5px)' } });
const liftOff = keyframes({ '0%, 30%': { transform: 'translateY(0)' }, '100%': { transform: 'translateY(-130vh)' } });
const flicker = keyframes({ from: { transform: 'scaleY(0.85)' }, to: { transform: 'scaleY(1.15)' } });
const puff = keyframes({ '0%, 28%': { opacity: 0, transform: 'scale(0.2)' }, '45%': { opacity: 0.9 }, '100%': { opacity: 0, transform: 'scale(1.8)' } });
const twinkle = keyframes({ from: { opacity: 0.25 }, to: { opacity: 1 } });
const fill = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });

const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[5],
  padding: `${space[8]} ${space[5]}`,
  overflow: 'hidden',
  textAlign: 'center',
  color: '#fff',
  background: `radial-gradient(ellipse at 50% 110%, ${color('primary')} 0%, ${color('primaryDark')} 40%, ${color('text')} 100%)`,
});
const stages = (introMs: number) =>
  css({
    // Before the script runs, CSS alone ends the intro: it fades away as introMs ends.
    '[data-intro="waiting"] &': { animation: `${leave} ${introLeaveMs}ms ease-in ${Math.max(introMs - introLeaveMs, 0)}ms forwards` },
    // Once the script has ended it: out of the way at once, fading.
    '[data-intro="shown"] &': { pointerEvents: 'none', animation: `${leave} ${introLeaveMs}ms ease-in forwards` },
    // Skip intro works only with the script, so it shows only while the script plays the intro.
    '[data-intro]:not([data-intro="playing"]) & > button': { display: 'none' },
  });
// Every part that moves is a box of its own (an HTML element, or a whole <svg>), moved by transform and opacity
// only: the browser's compositor plays them without the page's main thread (an animated shape inside an <svg> is
// restyled and repainted on the main thread at every frame). The flames and the stars go on until the intro ends
// and leaves the page, with them.
const moving = (introMs: number) =>
  css({
    '& .rocket': { animation: `${liftOff} ${introMs * 0.9}ms cubic-bezier(0.55, 0, 0.85, 0.35) both` },
    '& .hull': { animation: `${shake} 90ms linear ${Math.round((introMs * 0.3) / 90)}` },
    // The flames' top edge, where they leave the nozzle (y 182 of the picture's 250).
    '& .flame': { transformOrigin: '50% 72.8%', animation: `${flicker} 110ms ease-in-out infinite alternate` },
    // The middle of the smoke (y 234 of 250).
    '& .smoke': { transformOrigin: '50% 93.6%', animation: `${puff} ${introMs * 0.7}ms ease-out both` },
    '& .star': { animation: `${twinkle} 1.4s ease-in-out infinite alternate` },
    // The stars of each third twinkle at their own moment: every third from the first at 0.9 s, from the third at 0.5 s.
    '& .star:nth-of-type(1)': { animationDelay: '0.9s' },
    '& .star:nth-of-type(3)': { animationDelay: '0.5s' },
    '& .progress > span': { animation: `${fill} ${introMs}ms linear both` },
    '@media (prefers-reduced-motion: reduce)': {
      '& .rocket, & .hull, & .flame, & .smoke, & .star, & .progress > span': { animation: 'none !important' },
      '& .smoke': { opacity: 0 },
    },
  });
// The rocket is a stack of layers, each the whole picture's size and drawn in its coordinates (viewBox 0 0 120 250).
const rocketArt = css({
  position: 'relative',
  width: 'clamp(88px, 22vw, 132px)',
  aspectRatio: '120 / 250',
  color: color('primary'),
  '& svg, & .rocket, & .hull': { position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' },
});
// The stars are the shadows of three 1 px dots, one for each moment they twinkle at: shadows, not boxes, so that
// nothing white lies under the intro's white words for a contrast checker to read as their background.
const starField = css({
  position: 'absolute',
  inset: 0,
  // Under the words, not over them (a positioned box is drawn over the boxes that are not).
  zIndex: -1,
  '& .star': { position: 'absolute', top: 0, left: 0, width: 1, height: 1, borderRadius: '50%' },
});

const heading = css({ margin: 0, fontSize: 'clamp(2.5rem, 1.6rem + 4.5vw, 4.5rem)', fontWeight: 800, lineHeight: 1.05, letterSpacing: '-0.02em' });
const tagline = css({ margin: 0, maxWidth: '28ch', fontSize: 'clamp(1.125rem, 1rem + 0.8vw, 1.5rem)', lineHeight: 1.4, opacity: 0.9 });
const progress = css({
  width: 'min(240px, 60vw)',
  height: 4,
  borderRadius: 2,
  background: 'rgba(255,255,255,0.2)',
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', background: '#f59e0b', transformOrigin: 'left' },
});
const skip = css({
  position: 'absolute',
  right: '1.25rem',
  bottom: '1.25rem',
  minHeight: 44,
  padding: `${space[2]} ${space[5]}`,
  border: '2px solid rgba(255,255,255,0.7)',
  borderRadius: 8,
  background: 'rgba(15,23,42,0.35)',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: 'rgba(255,255,255,0.15)' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
});

const stars = [
  [8, 12, 1.5],
  [22, 30, 1],
  [35, 8, 1.2],
  [64, 18, 1.5],
  [78, 6, 1],
  [90, 26, 1.3],
  [14, 58, 1],
  [86, 52, 1.2],
  [48, 36, 0.9],
  [70, 70, 1],
  [6, 84, 1.2],
  [94, 78, 1],
] as const;
const starShadows = [0, 1, 2].map((group) =>
  stars
    .filter((_, index) => index % 3 === group)
    .map(([x, y, r]) => `${x}vw ${y}vh 0 ${r - 0.5}px #fff`)
    .join(', '),
);

/** The full-screen intro, inside IntroStage's frame. Its Skip intro button is IntroStage's to handle. */
export function RocketIntro({ intro, introMs }: { intro: PageIntro; introMs: number }) {
  return (
    <div css={[overlay, moving(introMs), stages(introMs)]}>
      <div css={starField} aria-hidden="true">
        {starShadows.map((shadows) => (
          <span key={shadows} className="star" style={{ boxShadow: shadows }} />
        ))}
      </div>
      <div css={rocketArt} aria-hidden="true">
        <svg className="smoke" viewBox="0 0 120 250" aria-hidden="true" focusable="false" fill="#e2e8f0">
          <circle cx="34" cy="228" r="18" />
          <circle cx="86" cy="228" r="18" />
          <circle cx="60" cy="236" r="22" />
        </svg>
        <div className="rocket">
          <div className="hull">
            <svg className="flame" viewBox="0 0 120 250" aria-hidden="true" focusable="false">
              <path d="M44 182 Q60 250 76 182 Z" fill="#f59e0b" />
              <path d="M52 182 Q60 226 68 182 Z" fill="#fde68a" />
            </svg>
            <svg viewBox="0 0 120 250" aria-hidden="true" focusable="false">
              <path d="M40 168h40l-5 14H45z" style={{ fill: color('muted') }} />
              <path d="M30 124 8 162v18l22-10z M90 124l22 38v18l-22-10z" fill="currentColor" />
              <path d="M60 6c24 22 32 62 30 114v50H30v-50C28 68 36 28 60 6z" fill="#fff" />
              <path d="M60 6c12 11 20 25 25 42H35c5-17 13-31 25-42z" fill="currentColor" />
              <circle cx="60" cy="90" r="14" style={{ fill: color('primaryDark'), stroke: color('border') }} strokeWidth="5" />
              <rect x="54" y="128" width="12" height="42" rx="6" fill="currentColor" />
            </svg>
          </div>
        </div>
      </div>
      <p css={heading}>{intro.heading}</p>
      <p css={tagline}>{intro.text}</p>
      <div className="progress" css={progress} aria-hidden="true">
        <span />
      </div>
      <button type="button" css={skip}>
        {intro.skipLabel}
      </button>
    </div>
  );
}
