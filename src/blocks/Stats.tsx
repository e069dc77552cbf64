import { css, keyframes, type Theme } from '@emotion/react';
import type { CSSProperties } from 'react';
import { useSite } from '../ui/site-context.tsx';
import type { StatsBlock } from '../model/types.generated.ts';
import { BeforeAfter } from '../ui/BeforeAfter.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { oneLineFigure, figureLength } from '../ui/one-line-figure.ts';
import { footnote, gridList, whiteCard } from '../ui/surface.ts';
import { balancedGrid } from '../ui/card-grid.ts';
import { besideHeading } from '../ui/beside-heading.ts';
import { color, space } from '../ui/theme.ts';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

const grid = (theme: Theme, count: number, belowHeading: boolean) =>
  css({ ...gridList(belowHeading ? `${space[8]} 0 0` : 0, space[5]), ...balancedGrid(theme, count, { phone: 2, lg: 6 }) });
const card = css({
  justifyItems: 'center',
  gap: space[1],
  padding: `${space[6]} ${space[4]}`,
  textAlign: 'center',
  ...whiteCard,
});
// look: row: one white band, its figures divided by hairlines (the band's colour showing through a 1 px gap).
const band = css({
  gap: 1,
  overflow: 'hidden',
  ...whiteCard,
  borderRadius: 16,
  background: color('border'),
});
const bandItem = css({
  alignItems: 'start',
  gap: space[1],
  // Narrower on phones, where two share a 350 px row.
  padding: `clamp(${space[4]}, 4vw, ${space[6]})`,
  background: color('background'),
});
// The size container of the figure, which shrinks rather than wrap (25 Days on a 320 px phone): a box of its own
// as wide as the card's, since a size container cannot share its card's rows (subgrid) with the cards beside it.
const valueBox = css({ justifySelf: 'stretch', containerType: 'inline-size' });
const value = css({ ...oneLineFigure('clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)'), fontWeight: 800, lineHeight: 1.1, color: color('primary') });
// Each card's picture, figure, label and note on rows shared across its row of cards (subgrid): a label on two lines
// beside one on one line no longer leaves the notes under them at two heights.
const sharedRows = (rows: number) => css({ display: 'grid', gridRow: `span ${rows}`, gridTemplateRows: 'subgrid', alignContent: 'start' });
const label = css({ color: color('muted'), fontWeight: 600, textWrap: 'balance' });
// What the figure measured before and after, in small type under its label: the figure a buyer can check.
const change = css({ color: color('text'), fontSize: '0.875rem', fontWeight: 600, textWrap: 'balance' });
const note = css({ marginTop: space[1], color: color('muted'), fontSize: '0.8125rem', lineHeight: 1.4, textWrap: 'balance' });

/**
 * The cards' fade: statsFadeDelayMs after the page is in view, statsStaggerMs apart (each card's place is its
 * --stat-index, so the cards share one style rule). Before the script runs the page may still be behind the intro
 * (waiting), so the CSS waits for the intro too; while the script plays the intro the cards wait unseen, and their
 * fade starts when the page appears. The stage is an attribute of the page (App), so these cards need no code in
 * the browser.
 */
function fade(delayMs: number, staggerMs: number, introMs: number) {
  const after = (ms: number) => `calc(${ms}ms + var(--stat-index) * ${staggerMs}ms)`;
  return css({
    animation: `${fadeIn} 500ms ease-out both`,
    animationDelay: after(delayMs),
    '[data-stage="waiting"] &': { animationDelay: after(delayMs + introMs) },
    '[data-stage="playing"] &': { animation: 'none', opacity: 0 },
  });
}

/** A row of big figures with their labels, on cards or in one band; they fade in one after another. */
export function Stats({ block }: { block: StatsBlock }) {
  const { site } = useSite();
  const { statsFadeDelayMs, statsStaggerMs, introMs } = site.constants.timings;
  const row = block.look === 'row';
  // resolveSite has given a band that names a client the client's figures (and its heading, intro and footnote).
  const stats = block.stats ?? [];
  const belowHeading = Boolean(block.heading || block.intro);
  const rows = (stats.some((stat) => stat.icon) && !row ? 1 : 0) + 2 + (stats.some((stat) => stat.before) ? 1 : 0) + (stats.some((stat) => stat.note) ? 1 : 0);
  const figures = (spaced: boolean) => (
    <ul css={(theme) => [grid(theme, stats.length, spaced), row && band]}>
      {stats.map((stat, index) => (
        <li
          key={stat.label}
          css={[row ? bandItem : card, sharedRows(rows), fade(statsFadeDelayMs, statsStaggerMs, introMs)]}
          style={{ '--stat-index': index } as CSSProperties}
        >
          {stat.icon && !row && <Icon name={stat.icon} size={28} css={{ color: color('accent'), marginBottom: space[1] }} />}
          {/* resolveSite has given a stat that names a company figure the figure's value and note. */}
          <span css={valueBox}>
            <span css={value} style={figureLength(stat.value ?? '')}>
              {stat.value}
            </span>
          </span>
          <span css={label}>{stat.label}</span>
          {stat.before && stat.after && <BeforeAfter before={stat.before} after={stat.after} css={change} />}
          {stat.note && <small css={note}>{stat.note}</small>}
        </li>
      ))}
    </ul>
  );
  return (
    // One or two figures in a band stand beside the heading on wide screens: across the page they left it half empty.
    <Section tone="muted" heading={block.heading} intro={block.intro} column={row && stats.length <= 2 ? besideHeading : undefined}>
      {block.footnote ? (
        // The figures and their footnote together: beside the heading, the footnote stays right under the figures.
        <div css={{ marginTop: belowHeading ? space[8] : 0 }}>
          {figures(false)}
          <p css={css(footnote(space[3]))}>{block.footnote}</p>
        </div>
      ) : (
        figures(belowHeading)
      )}
    </Section>
  );
}
