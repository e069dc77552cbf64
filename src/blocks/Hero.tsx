import { css, type Theme } from '@emotion/react';
import type { HeroBlock, Visuals } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { sectionColumn } from '../ui/Section.tsx';
import { eyebrow } from '../ui/surface.ts';
import { color, gutter, headerHeight, mq, space } from '../ui/theme.ts';
import { HeroProof } from './HeroProof.tsx';
import { HeroVisual, twoColumns } from './HeroVisual.tsx';

const hero = (theme: Theme, compact: boolean) =>
  css({
    padding: `${space[12]} ${gutter.phone} ${space[16]}`,
    background: `linear-gradient(160deg, ${theme.colors.surface} 0%, ${theme.colors.background} 70%)`,
    borderBottom: `1px solid ${theme.colors.border}`,
    // The picture's glow may reach past the column; never past the page's edge.
    overflowX: 'clip',
    [mq(theme, 'md')]: { padding: compact ? `${space[16]} ${gutter.wide}` : `${space[20]} ${gutter.wide}` },
  });
// The text's share of the row beside its picture, and how many of the headline's ems fill its column.
const textShare = { text: 1.1, picture: 1 };
const emsPerColumn = 11;
const columns = (theme: Theme) =>
  css({
    [twoColumns]: {
      display: 'grid',
      gridTemplateColumns: `minmax(0, ${textShare.text}fr) minmax(0, ${textShare.picture}fr)`,
      alignItems: 'center',
      gap: space[12],
      // The headline grows with its column, as on phones: it breaks where it breaks at the widest page (no word left
      // alone at 1024 px where it had company at 1280), and never outgrows the size it has on one column.
      '& h1': {
        fontSize: `min(3.5rem, (min(100vw, ${theme.breakpoints.xl}px) - 2 * ${gutter.wide} - ${space[12]}) * ${textShare.text / (textShare.text + textShare.picture)} / ${emsPerColumn})`,
      },
    },
  });
// A landing hero (picture and proof) fills the first screen under the header (up to 48 rem): the fold is its edge,
// the band after it starts just below, never cut by it (an empty strip of the next band's padding read as a gap).
const firstScreen = css({
  [twoColumns]: {
    display: 'grid',
    alignContent: 'center',
    minHeight: `min(calc(100svh - ${headerHeight + 1}px), 48rem)`,
    '& > div': { width: '100%' },
  },
});
// On one column too the headline's size follows the column's width (the page's less its gutters), so it breaks
// alike on every phone: at 2rem a 320 px phone's column held fewer words a line and left one alone.
const heading = css({
  margin: 0,
  maxWidth: '22ch',
  fontSize: `clamp(1.625rem, (100vw - 2 * ${gutter.phone}) / ${emsPerColumn}, 3.5rem)`,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
});
// A step smaller on phones, under a headline that is smaller there too.
const text = (theme: Theme) =>
  css({
    margin: `${space[5]} 0 0`,
    maxWidth: '40rem',
    fontSize: '1.0625rem',
    lineHeight: 1.6,
    color: color('muted'),
    [mq(theme, 'sm')]: { fontSize: '1.1875rem' },
  });

/** The opening section of a page, with its only h1; on wide screens its picture beside the text. */
export function Hero({ block, visuals }: { block: HeroBlock; visuals: Partial<Visuals> }) {
  const pictured = Boolean(block.visual || block.checklist);
  return (
    <section css={(theme) => [hero(theme, !pictured), pictured && block.proof && firstScreen]}>
      <div css={[sectionColumn, pictured && columns]}>
        <div>
          {block.eyebrow && <p css={eyebrow(space[3])}>{block.eyebrow}</p>}
          <h1 css={heading}>{block.heading}</h1>
          {block.text && <p css={text}>{block.text}</p>}
          {block.buttons && block.buttons.length > 0 && (
            <div css={buttonRow}>
              {block.buttons.map((button) => (
                <ButtonLink key={button.label} button={button} />
              ))}
            </div>
          )}
          {block.proof && <HeroProof />}
        </div>
        {pictured && <HeroVisual block={block} visuals={visuals} />}
      </div>
    </section>
  );
}
