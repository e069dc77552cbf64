import { css, type Theme } from '@emotion/react';
import type { StepsBlock } from '../model/types.generated.ts';
import { Section } from '../ui/Section.tsx';
import { cardText, cardTitle } from '../ui/surface.ts';
import { color, mq, space } from '../ui/theme.ts';

// An ordered list: the numbers are the list's own, so screen readers count the steps too.
const list = (theme: Theme, count: number) =>
  css({
    listStyle: 'none',
    counterReset: 'step',
    margin: `${space[8]} 0 0`,
    padding: 0,
    display: 'grid',
    gap: space[6],
    [mq(theme, 'lg')]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, gap: space[5] },
  });
const step = (theme: Theme) =>
  css({
    counterIncrement: 'step',
    position: 'relative',
    paddingLeft: space[16],
    '&::before': {
      content: 'counter(step)',
      position: 'absolute',
      left: 0,
      top: 0,
      display: 'grid',
      placeItems: 'center',
      width: 44,
      height: 44,
      borderRadius: '50%',
      background: color('primary'),
      color: color('onPrimary'),
      fontWeight: 800,
      fontSize: '1.125rem',
    },
    // The line from one step to the next: down the side on phones, along the top on wide screens.
    '&:not(:last-child)::after': { content: '""', position: 'absolute', left: 21, top: 52, bottom: '-1.25rem', width: 2, background: color('border') },
    [mq(theme, 'lg')]: {
      paddingLeft: 0,
      paddingTop: space[16],
      '&:not(:last-child)::after': { left: 52, right: '-0.75rem', top: 21, bottom: 'auto', width: 'auto', height: 2 },
    },
  });

/** A process in numbered steps. */
export function Steps({ block }: { block: StepsBlock }) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ol css={(theme) => list(theme, block.steps.length)}>
        {block.steps.map((item) => (
          <li key={item.title} css={step}>
            <h3 css={cardTitle('1.125rem')}>{item.title}</h3>
            <p css={cardText('0.5rem')}>{item.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
