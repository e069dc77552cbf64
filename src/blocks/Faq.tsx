import { css } from '@emotion/react';
import type { FaqBlock } from '../model/types.generated.ts';
import { BandButtons } from '../ui/BandButtons.tsx';
import { besideHeading } from '../ui/beside-heading.ts';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { arrowLink } from '../ui/surface.ts';
import { Section } from '../ui/Section.tsx';
import { color, space } from '../ui/theme.ts';

// Native disclosure: each answer opens and closes without a script, and find-in-page reaches the closed ones.
// As wide as its column: under the heading on phones and tablets, beside it from the large breakpoint (besideHeading),
// where a list under the heading left the band's right third empty.
const list = css({ margin: `${space[8]} 0 0`, borderTop: `1px solid ${color('border')}` });
const item = css({
  borderBottom: `1px solid ${color('border')}`,
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[4],
    minHeight: 48,
    padding: `${space[4]} 0`,
    cursor: 'pointer',
    listStyle: 'none',
    fontSize: '1.125rem',
    fontWeight: 700,
    color: color('text'),
  },
  '& summary::-webkit-details-marker': { display: 'none' },
  // A plus that turns into a minus when the answer is open.
  '& summary::after': {
    content: '"+" / ""',
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: 32,
    height: 32,
    borderRadius: '50%',
    border: `1px solid ${color('border')}`,
    color: color('primary'),
    fontSize: '1.25rem',
    fontWeight: 600,
    lineHeight: 1,
  },
  '&[open] summary::after': { content: '"−" / ""' },
  '& summary:hover': { color: color('primary') },
  '& p': { margin: `0 0 ${space[5]}`, maxWidth: '68ch', color: color('muted'), lineHeight: 1.7 },
  '& p + p': { marginTop: `-${space[3]}` },
});
const more = css(arrowLink);

/** Questions and their answers, each opened on its own. */
export function Faq({ block }: { block: FaqBlock }) {
  return (
    <Section heading={block.heading} intro={block.intro} column={besideHeading}>
      <div css={list}>
        {block.questions.map((entry) => (
          <details key={entry.question} css={item}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
            {entry.link && (
              <p>
                <SmartLink href={entry.link.href} css={more}>
                  {entry.link.label}
                  <Icon name="arrowRight" size={18} />
                </SmartLink>
              </p>
            )}
          </details>
        ))}
      </div>
      <BandButtons buttons={block.buttons} beside />
    </Section>
  );
}
