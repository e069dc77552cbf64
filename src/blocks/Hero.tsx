import type { HeroBlock, Visuals } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { heroBand, heroColumns, heroFirstScreen, heroHeading, heroText } from '../ui/hero-look.ts';
import { sectionColumn } from '../ui/section-column.ts';
import { eyebrow } from '../ui/surface.ts';
import { space } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';
import { HeroClaim } from './HeroClaim.tsx';
import { HeroProof } from './HeroProof.tsx';
import { HeroReply } from './HeroReply.tsx';
import { HeroVisual } from './HeroVisual.tsx';

/** The opening section of a page, with its only h1; on wide screens its picture beside the text. */
export function Hero({ block, visuals }: { block: HeroBlock; visuals: Partial<Visuals> }) {
  const pictured = Boolean(block.visual || block.checklist || block.claim || block.reply);
  return (
    <section css={(theme) => [heroBand(theme, !pictured), block.firstScreen && heroFirstScreen]}>
      <div css={[sectionColumn, pictured && heroColumns]}>
        <div>
          {block.eyebrow && <p css={eyebrow(space[3])}>{block.eyebrow}</p>}
          <h1 css={heroHeading}>
            <WholeWords text={block.heading} />
          </h1>
          {block.text && (
            <p css={heroText}>
              <WholeWords text={block.text} />
            </p>
          )}
          {block.buttons && block.buttons.length > 0 && (
            <div css={buttonRow}>
              {block.buttons.map((button) => (
                <ButtonLink key={button.label} button={button} />
              ))}
            </div>
          )}
          {block.proof && <HeroProof figure={block.proof === true} />}
        </div>
        {block.claim ? (
          <HeroClaim claim={block.claim} />
        ) : block.reply ? (
          <HeroReply reply={block.reply} />
        ) : (
          pictured && <HeroVisual block={block} visuals={visuals} />
        )}
      </div>
    </section>
  );
}
