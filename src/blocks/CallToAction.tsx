import { useId } from 'react';
import type { CallToActionBlock } from '../site/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { Section, sectionHeading, sectionIntro } from '../ui/Section.tsx';

/** A closing band on the brand colour that asks the visitor to act. */
export function CallToAction({ block }: { block: CallToActionBlock }) {
  const headingId = useId();
  return (
    <Section tone="brand" labelledBy={headingId}>
      <h2 id={headingId} css={sectionHeading}>
        {block.heading}
      </h2>
      {block.text && <p css={sectionIntro}>{block.text}</p>}
      <div css={buttonRow}>
        {block.buttons.map((button) => (
          <ButtonLink key={button.label} button={button} tone="dark" />
        ))}
      </div>
    </Section>
  );
}
