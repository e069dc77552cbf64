import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { FeatureCardsBlock } from '../site/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Section, sectionHeading, sectionIntro } from '../ui/Section.tsx';
import { color, mq } from '../ui/theme.ts';

const grid = (theme: Theme, count: number) =>
  css({
    listStyle: 'none',
    margin: '2rem 0 0',
    padding: 0,
    display: 'grid',
    gap: '1.25rem',
    [mq(theme, 'md')]: { gridTemplateColumns: `repeat(${count === 1 ? 1 : 2}, minmax(0, 1fr))`, gap: '1.5rem' },
    [mq(theme, 'lg')]: { gridTemplateColumns: `repeat(${columnsFor(count)}, minmax(0, 1fr))` },
  });

/** Columns on wide screens: one row up to four cards, then rows as even as they can be (5 → 3 + 2, 6 → 3 + 3). */
function columnsFor(count: number): number {
  if (count <= 4) return count;
  return count % 4 === 0 ? 4 : 3;
}
const card = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: '1.75rem',
  background: color('background'),
  border: `1px solid ${color('border')}`,
  borderTop: `4px solid ${color('primary')}`,
  borderRadius: 12,
  boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06)',
});
const title = css({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3 });
const text = css({ margin: '0.625rem 0 0', color: color('muted'), lineHeight: 1.6 });

/** A row of cards with a title and a short text each. */
export function FeatureCards({ block }: { block: FeatureCardsBlock }) {
  const headingId = useId();
  return (
    <Section labelledBy={block.heading ? headingId : undefined}>
      {block.heading && (
        <h2 id={headingId} css={sectionHeading}>
          {block.heading}
        </h2>
      )}
      {block.intro && <p css={sectionIntro}>{block.intro}</p>}
      <ul css={(theme) => grid(theme, block.cards.length)}>
        {block.cards.map((c) => (
          <li key={c.title} css={card}>
            <h3 css={title}>{c.title}</h3>
            <p css={text}>{c.text}</p>
            {c.button && (
              <div css={{ marginTop: 'auto', paddingTop: '1.25rem' }}>
                <ButtonLink button={{ variant: 'secondary', ...c.button }} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
