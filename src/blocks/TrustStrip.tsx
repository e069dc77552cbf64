import { css, type CSSObject, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { TrustStripBlock } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { balancedGrid } from '../ui/card-grid.ts';
import { whiteBox } from '../ui/surface.ts';
import { color, mq, space, tint } from '../ui/theme.ts';
import { Tooltip, TooltipGroup } from '../ui/Tooltip.tsx';

const band = (theme: Theme) =>
  css({
    padding: `${space[10]} ${space[5]}`,
    background: color('surface'),
    borderBottom: `1px solid ${color('border')}`,
    [mq(theme, 'md')]: { padding: `${space[12]} ${space[8]}` },
  });
const headline = {
  hero: css({ margin: `0 0 ${space[6]}`, textAlign: 'center', fontSize: '1.25rem', color: color('text') }),
  footer: css({ margin: `0 0 ${space[4]}`, fontSize: '1rem', color: '#fff' }),
  'footer-inline': css({ margin: 0, fontSize: '0.9375rem', fontWeight: 700, color: '#fff' }),
};
// In the footer, from the large breakpoint, the headline and the badges share one row, the badges sharing the rest
// of it: badges under the headline left the band's right half empty, and badges at its end left its middle empty.
const wrapper = {
  hero: () => undefined,
  footer: (theme: Theme) =>
    css({
      [mq(theme, 'lg')]: {
        display: 'flex',
        alignItems: 'center',
        gap: space[8],
        '& > h2': { margin: 0, flex: 'none' },
        '& > ul': { flex: 1 },
        '& > ul > li': { flex: '1 1 0' },
      },
    }),
  'footer-inline': () => css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space[3]} ${space[5]}` }),
};
// The badges are never one alone on a row, nor stacked one per row: on a phone, three tiles to a row (icon over
// words, so that three fit at 320 px), and a row of badges from the small breakpoint.
const row = {
  hero: (theme: Theme, count: number) =>
    css({ gap: space[2], ...balancedGrid(theme, count, { phone: 3 }), [mq(theme, 'sm')]: { display: 'flex', justifyContent: 'center', gap: space[4] } }),
  footer: (theme: Theme, count: number) =>
    css({ gap: space[2], ...balancedGrid(theme, count, { phone: 3 }), [mq(theme, 'sm')]: { display: 'flex', gap: space[3] } }),
  'footer-inline': () => css({ gap: space[2] }),
};
// On a phone a badge is a tile, its icon over its words, so that three fit in a row at 320 px.
const phoneTile: CSSObject = { height: '100%', flexDirection: 'column', gap: space[2], padding: `${space[3]} ${space[2]}`, textAlign: 'center' };
const badgeLook = {
  hero: (theme: Theme) =>
    css({
      ...phoneTile,
      ...whiteBox,
      borderRadius: 12,
      color: color('text'),
      '&:hover': { borderColor: color('primary'), boxShadow: `0 6px 18px ${tint('primary', 14)}` },
      '& svg': { color: color('primary') },
      [mq(theme, 'sm')]: { minWidth: '13rem', flexDirection: 'row', gap: space[3], padding: `${space[4]} ${space[5]}`, textAlign: 'left' },
    }),
  footer: (theme: Theme) =>
    css({
      ...phoneTile,
      border: '1px solid rgba(255, 255, 255, 0.22)',
      borderRadius: 10,
      background: 'rgba(255, 255, 255, 0.06)',
      '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
      [mq(theme, 'sm')]: { minWidth: '9.5rem', flexDirection: 'row', gap: space[3], padding: `${space[3]} ${space[4]}`, textAlign: 'left' },
    }),
  'footer-inline': () => css({ padding: `${space[2]} ${space[3]}`, border: '1px solid rgba(255, 255, 255, 0.22)', borderRadius: 999 }),
};
const badgeBase = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: 44,
  textDecoration: 'none',
  '& strong': { display: 'block', fontSize: '1rem', lineHeight: 1.2 },
  '& small': { display: 'block', fontSize: '0.8125rem', lineHeight: 1.3, opacity: 0.85 },
});

/**
 * The compliance badges, each a link to its page, with their tooltips. The footer shows it too, in its footer
 * variant. Its code (floating-ui's tooltips) comes when the strip is first pointed at or focused (registry.ts).
 */
export function TrustStrip({ block }: { block: TrustStripBlock }) {
  const { trust } = useSite().site;
  const headingId = useId();
  const { variant } = block;
  const Heading = variant === 'footer-inline' ? 'p' : 'h2';
  const strip = (
    <div css={(theme) => wrapper[variant](theme)}>
      <Heading id={headingId} css={headline[variant]}>
        {trust.headline}
      </Heading>
      <TooltipGroup>
        <ul
          css={(theme) => [{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 }, row[variant](theme, trust.badges.length)]}
          aria-labelledby={headingId}
        >
          {trust.badges.map((badge) => (
            <li key={badge.id}>
              <Tooltip content={badge.tooltip}>
                {(props) => (
                  <SmartLink {...props} href={badge.href} css={(theme) => [badgeBase, badgeLook[variant](theme)]}>
                    <Icon name={badge.icon} size={variant === 'footer-inline' ? 18 : 26} />
                    <span>
                      <strong>{badge.label}</strong>
                      {variant !== 'footer-inline' && <small>{badge.microcopy}</small>}
                    </span>
                  </SmartLink>
                )}
              </Tooltip>
            </li>
          ))}
        </ul>
      </TooltipGroup>
    </div>
  );
  return variant === 'hero' ? (
    <section css={band} aria-labelledby={headingId}>
      {strip}
    </section>
  ) : (
    strip
  );
}
