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
const columns = css({
  [twoColumns]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
    alignItems: 'center',
    gap: space[12],
  },
});
// A landing hero (picture and proof) fills the first screen under the header (up to 48 rem) but for the band after
// it's top padding: that band's colour shows at the fold, its content starts just below, never cut by it.
const firstScreen = css({
  [twoColumns]: {
    display: 'grid',
    alignContent: 'center',
    minHeight: `min(calc(100svh - ${headerHeight + 1}px - ${space[20]}), 48rem)`,
    '& > div': { width: '100%' },
  },
});
const heading = css({ margin: 0, maxWidth: '22ch', fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.5rem)', lineHeight: 1.1, letterSpacing: '-0.02em' });
const text = css({ margin: `${space[5]} 0 0`, maxWidth: '40rem', fontSize: '1.1875rem', lineHeight: 1.6, color: color('muted') });

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
