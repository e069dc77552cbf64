// Looks that several blocks share, as style objects a block spreads into its own (`css({ ...whiteCard, padding: 8 })`):
// spread, the properties keep their order and the class name stays the one the block had on its own.
import type { CSSObject } from '@emotion/react';
import { color, space } from './theme.ts';

/** A list with no bullets or indent, laid out as a grid. */
export const gridList = (margin: string | number, gap: string): CSSObject => ({ listStyle: 'none', margin, padding: 0, display: 'grid', gap });

/** A white box with a hairline border: cards, panels, bullet rows, the trust badges. */
export const whiteBox: CSSObject = { background: color('background'), border: `1px solid ${color('border')}` };

/** The small shadow that lifts a card off the band behind it. */
export const cardShadow = '0 1px 2px rgba(15, 23, 42, 0.06)';

/** A white card: the white box, rounded, with the small shadow. */
export const whiteCard: CSSObject = { ...whiteBox, borderRadius: 12, boxShadow: cardShadow };

/** The title of a card, a step or a panel. */
export const cardTitle = (fontSize: string): CSSObject => ({ margin: 0, fontSize, lineHeight: 1.3 });

/** The muted sentences under a title, `marginTop` below it. */
export const cardText = (marginTop: string): CSSObject => ({ margin: `${marginTop} 0 0`, color: color('muted'), lineHeight: 1.6 });

/** The small capitals over a heading; `look` changes its colour or size in place. */
export const eyebrow = (marginBottom: string, look?: CSSObject): CSSObject => ({
  margin: `0 0 ${marginBottom}`,
  color: color('primary'),
  fontWeight: 700,
  fontSize: '0.875rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  ...look,
});

/** A short page of its own, centred in the screen: the redirect's spinner, the not-found page. */
export const centredMessage: CSSObject = {
  minHeight: '60vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: space[4],
  padding: `${space[16]} ${space[5]}`,
  textAlign: 'center',
};

/** The one quiet line under a block's figures, `marginTop` below them: the caveat every client's result shares. */
export const footnote = (marginTop: string): CSSObject => ({
  margin: `${marginTop} 0 0`,
  color: color('muted'),
  fontSize: '0.8125rem',
  fontStyle: 'italic',
});

/** A link of words and an arrow, a 44 px target: a FAQ's "more on it", and (its arrow turned back) a page's way back. */
export const arrowLink: CSSObject = { display: 'inline-flex', alignItems: 'center', gap: space[2], minHeight: 44, color: color('primary'), fontWeight: 600 };
export const backLink: CSSObject = { ...arrowLink, '& svg': { transform: 'scaleX(-1)' } };
