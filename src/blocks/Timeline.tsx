import { css, type Theme } from '@emotion/react';
import type { TimelineBlock } from '../model/types.generated.ts';
import { besideHeading } from '../ui/beside-heading.ts';
import { Section } from '../ui/Section.tsx';
import { cardText, cardTitle } from '../ui/surface.ts';
import { color, mq, space } from '../ui/theme.ts';

const list = (theme: Theme) =>
  css({
    listStyle: 'none',
    margin: `${space[8]} 0 0`,
    padding: 0,
    position: 'relative',
    display: 'grid',
    gap: space[8],
    maxWidth: 760,
    // The line the moments hang from.
    '&::before': { content: '""', position: 'absolute', left: 7, top: 8, bottom: 8, width: 2, background: color('border') },
    [mq(theme, 'md')]: { gap: space[10] },
  });
const event = css({
  position: 'relative',
  paddingLeft: space[10],
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    background: color('background'),
    border: `4px solid ${color('primary')}`,
  },
});
const when = css({ display: 'block', color: color('primary'), fontWeight: 800, fontSize: '0.9375rem', letterSpacing: '0.04em', textTransform: 'uppercase' });

/** Moments in the company's history, oldest first, on a line. */
export function Timeline({ block }: { block: TimelineBlock }) {
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro} column={besideHeading}>
      <ol css={list}>
        {block.events.map((item) => (
          <li key={item.when} css={event}>
            <h3 css={cardTitle('1.25rem')}>
              <span css={when}>{item.when}</span> {item.title}
            </h3>
            <p css={cardText('0.5rem')}>{item.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
