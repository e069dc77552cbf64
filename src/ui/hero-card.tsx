// The card a hero's picture is drawn on, beside its text from 1024 px and under it on narrower screens: a white card
// on a soft glow of the brand colour, its title and sample tag along its top. Shared by the hero's pictures.
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Icon as IconName } from '../model/types.generated.ts';
import { Icon } from './Icon.tsx';
import { twoColumns } from './hero-look.ts';
import { sampleTag } from './status-look.ts';
import { cardShadow, whiteBox } from './surface.ts';
import { below, color, space, tint } from './theme.ts';

/** Where the card stands: under the text below 1024 px, beside it from there; a glow behind it. */
export const frame = css({
  position: 'relative',
  marginTop: space[8],
  [twoColumns]: { marginTop: 0 },
  // A soft glow of the brand colour behind the card.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: '-8% -6% -10% 4%',
    borderRadius: 32,
    background: `radial-gradient(closest-side, ${tint('primary', 16)}, transparent)`,
  },
});
/** A part of the card shown only beside the text: the card a phone shows under the text is a compact one. */
export const besideTextOnly = css({ display: 'none', [twoColumns]: { display: 'block' } });

export const card = css({
  position: 'relative',
  ...whiteBox,
  borderRadius: 16,
  // Compact on a phone, where it follows the text rather than standing beside it.
  padding: space[4],
  [twoColumns]: { padding: space[6] },
  boxShadow: `${cardShadow}, 0 24px 48px -16px rgba(15, 23, 42, 0.22)`,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
});
// The title's lines balanced, so that on a phone, beside its tag, no word is left alone on its second line.
const top = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  marginBottom: space[5],
  fontWeight: 700,
  color: color('text'),
  '& > span:first-of-type': { textWrap: 'balance' },
});
const tag = css(sampleTag);
export const muted = css({ color: color('muted') });

/** The card's title and its sample tag; the caption of its figure when `caption` (a picture screen readers read). */
export function Top({ title, label, caption = false }: { title: string; label: string; caption?: boolean }) {
  const Element = caption ? 'figcaption' : 'div';
  return (
    <Element css={top}>
      <span>{title}</span> <span css={tag}>{label}</span>
    </Element>
  );
}

const sheet = color('background');
/** Two sheets peeking out under the card: a file of documents, a report's other pages. */
export const stacked = (theme: Theme) =>
  css({
    // The sheets lie inside the column: the card gives up their 16 px on the right and at the foot.
    marginRight: 16,
    marginBottom: 16,
    boxShadow: `8px 8px 0 -1px ${sheet}, 8px 8px 0 0 ${color('border')}, 16px 16px 0 -1px ${sheet}, 16px 16px 0 0 ${color('border')}, 0 24px 48px -16px rgba(15, 23, 42, 0.22)`,
    // On a phone the card is as wide as the column, the sheets narrower under it: peeking out on the right, they
    // set the card off-centre between the screen's margins.
    [below(theme, 'md')]: {
      marginRight: 0,
      marginBottom: 12,
      boxShadow: `0 11px 0 -6px ${sheet}, 0 11px 0 -5px ${color('border')}, 0 22px 0 -12px ${sheet}, 0 22px 0 -11px ${color('border')}, 0 24px 48px -16px rgba(15, 23, 42, 0.22)`,
    },
  });

// The line under a card's drawing, over a hairline: its picture in the colour of what it says (a check done, a
// finding), its words beside it.
const noteLine = (iconColor: 'success' | 'primary') =>
  css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[2],
    margin: `${space[5]} 0 0`,
    paddingTop: space[4],
    borderTop: `1px solid ${color('border')}`,
    '& svg': { flex: 'none', marginTop: 1, color: color(iconColor) },
  });

/** A card's closing line: a claim's check before submission, a report's findings. */
export function CardNote({
  icon,
  iconColor,
  className,
  children,
}: {
  icon: IconName;
  iconColor: 'success' | 'primary';
  className?: string;
  children: ReactNode;
}) {
  return (
    <p css={noteLine(iconColor)} className={className}>
      <Icon name={icon} size={18} />
      {children}
    </p>
  );
}
