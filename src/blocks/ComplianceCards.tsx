import { css, type SerializedStyles } from '@emotion/react';
import type { ComplianceCard, ComplianceCardsBlock } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { cardGrid } from '../ui/card-grid.ts';
import { ComplianceStatusTag } from '../ui/ComplianceStatusTag.tsx';
import { Section } from '../ui/Section.tsx';
import { cardText, cardTitle, whiteCard } from '../ui/surface.ts';
import { color, space } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[3],
  padding: space[5],
  ...whiteCard,
});
// The accent bar over the title repeats the tag's difference: a third party's proof in the brand colour, a law met
// in the accent. A short straight bar, as on the other cards (a top border would thin out in the rounded corners).
const accent = (background: string) => css({ '&::before': { content: '""', width: space[8], height: 4, borderRadius: 2, background } });
const edges: Record<ComplianceCard['status']['kind'], SerializedStyles> = {
  audited: accent(color('primary')),
  certified: accent(color('primary')),
  compliant: accent(color('accent')),
};
const button = css({ marginTop: 'auto', paddingTop: space[2] });

/** Frameworks side by side, each with its status: audited, certified, or (HIPAA) compliant with a signed BAA. */
export function ComplianceCards({ block }: { block: ComplianceCardsBlock }) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul css={(theme) => cardGrid(theme, block.cards.length)}>
        {block.cards.map((c) => (
          <li key={c.title} css={[card, edges[c.status.kind]]}>
            <h3 css={cardTitle('1.25rem')}>{c.title}</h3>
            <ComplianceStatusTag status={c.status} />
            <p css={cardText('0')}>
              <WholeWords text={c.text} />
            </p>
            {c.button && (
              <div css={button}>
                {/* Several cards have a button: the card's title tells their links apart out of context. */}
                <ButtonLink button={{ variant: 'secondary', ...c.button }} about={c.title} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
