// A figure ($109,300, −18 days, 98.5%) is read whole: it never wraps inside itself (issue 22). On one line it
// keeps its size while it fits the box it is in, and shrinks when it would not, by its count of characters: CSS
// alone cannot measure a text, and a script would leave the prerendered page wrong until it ran.
import type { CSSObject } from '@emotion/react';
import type { CSSProperties } from 'react';

/**
 * The width of a figure's character, in em, that no character of a bold system font goes past on average over a
 * figure: digits are 0.55 (Segoe UI, Roboto) to 0.7 em (DejaVu Sans), commas and spaces about 0.3.
 */
const characterWidthEm = 0.65;

/**
 * A figure on one line, `size` big, or smaller when its characters (figureLength) would be wider than the nearest
 * size container (an ancestor with `containerType: 'inline-size'`) less `room` (an icon and its gap beside it).
 */
export const oneLineFigure = (size: string, room = '0px'): CSSObject => ({
  whiteSpace: 'nowrap',
  // Digits of one width: figures side by side or one under another line up, and a changing one does not jitter.
  fontVariantNumeric: 'tabular-nums',
  // Through a custom property: the one declaration with container units, which the HTML checker cannot parse
  // (tools/check-html.ts names it).
  '--figure-size': `min(${size}, (100cqi - (${room})) / ${characterWidthEm} / var(--figure-length, 1))`,
  fontSize: 'var(--figure-size)',
});

/** The style attribute that gives oneLineFigure the figure's count of characters (the longest of a set to share one size). */
export const figureLength = (...figures: readonly string[]): CSSProperties =>
  ({ '--figure-length': Math.max(1, ...figures.map((figure) => figure.length)) }) as CSSProperties;
