import { css, type Theme } from '@emotion/react';
import type { BulletListBlock } from '../model/types.generated.ts';
import { CheckIcon } from '../ui/CheckIcon.tsx';
import { Section } from '../ui/Section.tsx';
import { gridList, whiteBox } from '../ui/surface.ts';
import { balancedGrid } from '../ui/card-grid.ts';
import { color, space } from '../ui/theme.ts';

const list = (theme: Theme, count: number) => css({ ...gridList(`${space[8]} 0 0`, space[4]), ...balancedGrid(theme, count, { phone: 1, md: 2, lg: 3 }) });
const item = css({
  display: 'flex',
  gap: space[3],
  alignItems: 'flex-start',
  padding: `${space[4]} ${space[5]}`,
  ...whiteBox,
  borderRadius: 10,
  fontSize: '1.0625rem',
  fontWeight: 500,
  '& svg': { flex: 'none', color: color('accent') },
});

/** A heading with short points, each with a check mark. */
export function BulletList({ block }: { block: BulletListBlock }) {
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <ul css={(theme) => list(theme, block.items.length)}>
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
