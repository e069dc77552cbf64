import { css, type Theme } from '@emotion/react';
import type { BulletListBlock } from '../model/types.generated.ts';
import { CheckIcon } from '../ui/CheckIcon.tsx';
import { Section } from '../ui/Section.tsx';
import { color, mq, space } from '../ui/theme.ts';

// A check list read down its columns (two from tablets up): an odd count ends one item shorter on the right, as a
// printed list does, with every item the same width.
const list = (theme: Theme) =>
  css({
    listStyle: 'none',
    margin: `${space[8]} 0 0`,
    padding: 0,
    columnGap: space[4],
    [mq(theme, 'md')]: { columns: 2 },
    '& > li': { breakInside: 'avoid', marginBottom: space[4] },
    // Not under the last: the band's own padding is the space below the list.
    '& > li:last-child': { marginBottom: 0 },
  });
// A plain check list, not boxes: an odd count reads as a list with a shorter last column, never as a grid with a
// card left alone.
const item = css({
  display: 'flex',
  gap: space[3],
  alignItems: 'flex-start',
  paddingBottom: space[3],
  borderBottom: `1px solid ${color('border')}`,
  fontSize: '1.0625rem',
  fontWeight: 500,
  '& svg': { flex: 'none', color: color('accent') },
});

/** A heading with short points, each with a check mark. */
export function BulletList({ block }: { block: BulletListBlock }) {
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <ul css={list}>
        {block.items.map((text) => (
          <li key={text} css={item}>
            <CheckIcon />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
