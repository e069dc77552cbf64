import { css } from '@emotion/react';
import type { FeatureCardsBlock } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { cardGrid } from '../ui/card-grid.ts';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { cardShadow, cardText, cardTitle, whiteBox } from '../ui/surface.ts';
import { color } from '../ui/theme.ts';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: '1.75rem',
  ...whiteBox,
  borderTop: `4px solid ${color('primary')}`,
  borderRadius: 12,
  boxShadow: cardShadow,
});
const iconBadge = css({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  marginBottom: '1rem',
  borderRadius: 12,
  background: color('surface'),
  color: color('primary'),
});

/** A row of cards with a title and a short text each. */
export function FeatureCards({ block }: { block: FeatureCardsBlock }) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul css={(theme) => cardGrid(theme, block.cards.length)}>
        {block.cards.map((c) => (
          <li key={c.title} css={card}>
            {c.icon && (
              <span css={iconBadge}>
                <Icon name={c.icon} size={24} />
              </span>
            )}
            <h3 css={cardTitle('1.25rem')}>{c.title}</h3>
            <p css={cardText('0.625rem')}>{c.text}</p>
            {c.button && (
              <div css={{ marginTop: 'auto', paddingTop: '1.25rem' }}>
                {/* Several cards may say Learn More: the card's title tells their links apart out of context. */}
                <ButtonLink button={{ variant: 'secondary', ...c.button }} about={c.title} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {block.buttons && (
        <div css={[buttonRow, { justifyContent: 'center' }]}>
          {block.buttons.map((button) => (
            <ButtonLink key={button.label} button={button} />
          ))}
        </div>
      )}
    </Section>
  );
}
