import { css, type Theme } from '@emotion/react';
import type { CallToActionBlock } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { Section } from '../ui/Section.tsx';
import { mq, space } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

// On wide screens two buttons stand beside the words, level with them: under them, the band's right half was empty.
// Three stay under the words, where they fit on one line (beside them the third was left alone on a second line).
// Two too long for one line stack at the width of the longer (the longest, a specialty's analysis and Contact Our
// Specialists, still fit side by side: 36rem stacked them on two specialty pages, unlike every other band).
const besideWords = (theme: Theme) =>
  css({
    [mq(theme, 'lg')]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: space[16],
      alignItems: 'center',
      '& > h2, & > h2 + p': { gridColumn: 1 },
      '& > :last-child': { gridColumn: 2, gridRow: '1 / span 2', marginTop: 0, justifyContent: 'flex-end', maxWidth: '40rem' },
      // Two long labels that cannot share a line stack at one width, not ragged.
      '& > :last-child > a': { flex: '1 1 auto' },
    },
  });

/** A closing band on the brand colour that asks the visitor to act. */
export function CallToAction({ block }: { block: CallToActionBlock }) {
  return (
    <Section
      tone="brand"
      heading={block.heading}
      intro={block.text && <WholeWords text={block.text} />}
      column={block.buttons.length <= 2 ? besideWords : undefined}
    >
      <div css={buttonRow}>
        {block.buttons.map((button) => (
          <ButtonLink key={button.label} button={button} tone="dark" />
        ))}
      </div>
    </Section>
  );
}
