// The look of a page's opening band, shared by the hero block and the search page's own opening (its search box
// stands where a hero's picture does): the band, its two columns from 1024 px, the headline and the sentence under it.
import { css, type Theme } from '@emotion/react';
import { color, gutter, headerHeight, mq, space } from './theme.ts';

/** Wide enough for the text and the picture side by side. */
export const twoColumns = '@media (min-width: 1024px)';

/** The band: a soft gradient, a hairline under it; `compact` (text alone) with less room above and below. */
export const heroBand = (theme: Theme, compact: boolean) =>
  css({
    // Its hairline counts in the 96 px to the next band's content on a phone.
    padding: `${space[10]} ${gutter.phone} calc(${space[12]} - 1px)`,
    background: `linear-gradient(160deg, ${color('surface')} 0%, ${color('background')} 70%)`,
    borderBottom: `1px solid ${color('border')}`,
    // The picture's glow may reach past the column; never past the page's edge.
    overflowX: 'clip',
    [mq(theme, 'md')]: { padding: compact ? `${space[16]} ${gutter.wide}` : `${space[20]} ${gutter.wide}` },
  });

const rem = (length: string) => Number.parseFloat(length);
// The text's share of the row beside its picture.
const textShare = { text: 1.1, picture: 1 };

/**
 * The headline's size for a column `column` wide (a CSS length): 11 ems fill the column, so it breaks alike on every
 * width, never smaller than 1.625rem nor larger than 3.5rem.
 */
const headlineSize = (column: string) => `clamp(1.625rem, ${column} / 11, 3.5rem)`;

/** The text and the picture side by side from 1024 px. */
export const heroColumns = (theme: Theme) =>
  css({
    [twoColumns]: {
      display: 'grid',
      gridTemplateColumns: `minmax(0, ${textShare.text}fr) minmax(0, ${textShare.picture}fr)`,
      alignItems: 'center',
      gap: space[12],
      // The headline grows with its column, as on phones: it breaks where it breaks at the widest page (no word left
      // alone at 1024 px where it had company at 1280), and never outgrows the size it has on one column.
      // (The column: the page up to its widest, less both gutters and the gap, times the text's share; the sums are
      // worked out here, so each page's style carries one short rule.)
      '& h1': {
        fontSize: headlineSize(
          `(min(100vw, ${theme.breakpoints.xl}px) - ${2 * rem(gutter.wide) + rem(space[12])}rem) * ${(textShare.text / (textShare.text + textShare.picture)).toFixed(4)}`,
        ),
      },
    },
  });

/**
 * The home hero (firstScreen) fills the first screen under the header (up to 48 rem): the fold is its edge, the
 * band after it starts just below, never cut by it (an empty strip of the next band's padding read as a gap). Other
 * heroes are as tall as their content: filled to the fold, /contact's and a specialty's pushed their forms and
 * sections a screen down under empty bands.
 */
export const heroFirstScreen = css({
  [twoColumns]: {
    display: 'grid',
    alignContent: 'center',
    minHeight: `min(calc(100svh - ${headerHeight + 1}px), 48rem)`,
    '& > div': { width: '100%' },
  },
});

/**
 * The headline. On one column too its size follows the column's width (the page's less its gutters), so it breaks
 * alike on every phone: at 2rem a 320 px phone's column held fewer words a line and left one alone.
 */
export const heroHeading = css({
  margin: 0,
  maxWidth: '22ch',
  fontSize: headlineSize(`(100vw - 2 * ${gutter.phone})`),
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
});

/**
 * The sentence under the headline. As large on phones too: there it is the first screen's largest text, which the
 * audit popup's text must not outgrow (largest-paint.spec.ts).
 */
export const heroText = css({ margin: `${space[5]} 0 0`, maxWidth: '40rem', fontSize: '1.1875rem', lineHeight: 1.6, color: color('muted') });
