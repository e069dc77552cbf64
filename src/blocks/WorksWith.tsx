import { css, type Theme } from '@emotion/react';
import type { WorksWithBlock } from '../model/types.generated.ts';
import { balancedGrid } from '../ui/card-grid.ts';
import { Section } from '../ui/Section.tsx';
import { color, mq, space } from '../ui/theme.ts';

// A quiet band, not a section of its own weight: a small line, then the names set like wordmarks in one colour (the
// makers' logos would need their permission, and a row of coloured logos shouts louder than the page).
const heading = css({
  margin: 0,
  textAlign: 'center',
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: color('muted'),
});
// Two to a row on phones, four on tablets (rows balanced: no name left alone), all in one row on wide screens, each
// name as wide as it is written and the room shared between them.
const names = (theme: Theme, count: number) =>
  css(
    {
      listStyle: 'none',
      margin: `${space[6]} 0 0`,
      padding: 0,
      gap: `${space[4]} ${space[6]}`,
      textAlign: 'center',
      fontSize: '1.1875rem',
      fontWeight: 700,
      letterSpacing: '-0.01em',
      lineHeight: 1.2,
      color: color('muted'),
      '& li': { overflowWrap: 'anywhere' },
      [mq(theme, 'md')]: { fontSize: '1.3125rem' },
    },
    balancedGrid(theme, count, { phone: 2, md: 4 }),
    { [mq(theme, 'lg')]: { display: 'flex', justifyContent: 'space-between', '& li': { flex: 'none', overflowWrap: 'normal', whiteSpace: 'nowrap' } } },
  );
const note = css({ margin: `${space[5]} 0 0`, textAlign: 'center', fontSize: '0.8125rem', color: color('muted') });

/** The systems we work in, by name. */
export function WorksWith({ block }: { block: WorksWithBlock }) {
  return (
    <Section>
      <h2 css={heading}>{block.heading}</h2>
      <ul css={(theme) => names(theme, block.names.length)}>
        {block.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {block.note && <p css={note}>{block.note}</p>}
    </Section>
  );
}
