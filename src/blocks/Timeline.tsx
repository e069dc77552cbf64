import { css, type Theme } from '@emotion/react';
import type { TimelineBlock } from '../model/types.generated.ts';
import { Section } from '../ui/Section.tsx';
import { cardText, cardTitle } from '../ui/surface.ts';
import { color, mq, space } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

// Down a line on phones; across the band from the large breakpoint, one column a moment, the line through their
// dots (beside the heading, the moments left the heading's column empty for most of their height). More moments than
// fit across stay down their line.
const across = 5;
const list = (theme: Theme, count: number) =>
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
    [mq(theme, 'lg')]: count <= across && {
      maxWidth: 'none',
      gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
      gap: space[8],
      '&::before': { left: 8, right: 0, top: 7, bottom: 'auto', width: 'auto', height: 2 },
    },
  });
const event = (theme: Theme, count: number) =>
  css({
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
    [mq(theme, 'lg')]: count <= across && { paddingLeft: 0, paddingTop: space[8], '&::before': { top: 0 } },
  });
const when = css({ display: 'block', color: color('primary'), fontWeight: 800, fontSize: '0.9375rem', letterSpacing: '0.04em', textTransform: 'uppercase' });

/** Moments in the company's history, oldest first, on a line: down on phones, across on wide screens. */
export function Timeline({ block }: { block: TimelineBlock }) {
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <ol css={(theme) => list(theme, block.events.length)}>
        {block.events.map((item) => (
          <li key={item.when} css={(theme) => event(theme, block.events.length)}>
            <h3 css={cardTitle('1.25rem')}>
              <span css={when}>{item.when}</span> {item.title}
            </h3>
            <p css={cardText('0.5rem')}>
              <WholeWords text={item.text} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
