import type { CallToActionBlock } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { Section } from '../ui/Section.tsx';

/** A closing band on the brand colour that asks the visitor to act. */
export function CallToAction({ block }: { block: CallToActionBlock }) {
  return (
    <Section tone="brand" heading={block.heading} intro={block.text}>
      <div css={buttonRow}>
        {block.buttons.map((button) => (
          <ButtonLink key={button.label} button={button} tone="dark" />
        ))}
      </div>
    </Section>
  );
}
