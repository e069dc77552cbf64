import { css } from '@emotion/react';
import { Icon } from '../ui/Icon.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { twoColumns } from '../ui/hero-look.ts';
import { color, space } from '../ui/theme.ts';

const list = css({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${space[3]} ${space[4]}`,
  margin: `${space[6]} 0 0`,
  padding: `${space[4]} 0 0`,
  // Closer to the buttons on a phone, where the hero's picture follows.
  [twoColumns]: { margin: `${space[8]} 0 0`, padding: `${space[5]} 0 0` },
  borderTop: `1px solid ${color('border')}`,
  fontSize: '0.875rem',
  lineHeight: 1.3,
});
// In a row, wrapping as words do.
const row = { display: 'flex', flexWrap: 'wrap', gap: `${space[3]} ${space[5]}` } as const;
// The four two by two, until they fit on one line (the text column beside the picture is widest from 1280 px).
const withFigure = css({ '@media (min-width: 1280px)': row });
// The three badges alone in a row at any width (two by two, the third stood alone in a grid row).
const badgesOnly = css(row);
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: 44,
  color: color('text'),
  textDecoration: 'none',
  '& svg': { flex: 'none', color: color('accent') },
  '& small': { display: 'block', color: color('muted'), fontSize: '0.8125rem', textWrap: 'balance' },
  'a&:hover strong': { textDecoration: 'underline' },
});

/**
 * The proof under a hero's buttons: the compliance badges, each a link to its evidence on the security page, and
 * (with `figure`) the figure of trust.proof. Plain links, so it needs no code in the browser (the badges' tooltips
 * are the strip's).
 */
export function HeroProof({ figure = true }: { figure?: boolean }) {
  const { trust } = useSite().site;
  return (
    <ul css={[list, figure ? withFigure : badgesOnly]} aria-label={trust.headline}>
      {trust.badges.map((badge) => (
        <li key={badge.id}>
          <SmartLink href={badge.href} css={item}>
            <Icon name={badge.icon} size={22} />
            <span>
              <strong>{badge.label}</strong>
              <small>{badge.microcopy}</small>
            </span>
          </SmartLink>
        </li>
      ))}
      {figure && (
        <li css={item}>
          <Icon name="people" size={22} />
          <span>
            <strong>{trust.proof.value}</strong>
            <small>{trust.proof.label}</small>
          </span>
        </li>
      )}
    </ul>
  );
}
