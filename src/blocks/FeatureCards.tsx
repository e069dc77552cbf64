import { css, type Theme } from '@emotion/react';
import type { FeatureCardsBlock } from '../model/types.generated.ts';
import { BandButtons } from '../ui/BandButtons.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { balancedGrid, cardGrid } from '../ui/card-grid.ts';
import { besideHeading } from '../ui/beside-heading.ts';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { cardShadow, cardText, cardTitle, gridList, whiteBox } from '../ui/surface.ts';
import { color, space } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

// A card's picture, title, text and link each take one of the row's shared rows (subgrid): a title on two lines moves
// every text of its row down with it ("AR & Denial Management" beside one-line titles), so the texts start level.
// Without a picture (no icon, and no accent bar in the list look) there is no picture row: an empty one still took
// the grid's row gap above the titles.
const sharedRows = (pictureRow: boolean) => {
  const first = pictureRow ? 2 : 1;
  return css({
    display: 'grid',
    gridRow: `span ${first + 2}`,
    gridTemplateRows: 'subgrid',
    rowGap: 0,
    justifyItems: 'start',
    '& > h3': { gridRow: first },
    '& > p': { gridRow: first + 1 },
    '& > div': { gridRow: first + 2 },
  });
};
const card = css({
  padding: space[8],
  ...whiteBox,
  borderRadius: 12,
  boxShadow: cardShadow,
});
// A card without an icon opens with a short bar of the brand colour instead (a straight bar, not a top border that
// a rounded corner would bend).
const accent = css({
  '&::before': { content: '""', width: space[8], height: 4, marginBottom: space[5], borderRadius: 2, background: color('primary') },
});
// The list look: open rows, two to a line on wide screens, a rule above each instead of a box around it.
const listGrid = (theme: Theme, count: number) =>
  css({ ...gridList(`${space[8]} 0 0`, `${space[8]} ${space[12]}`), ...balancedGrid(theme, count, { phone: 1, md: 2 }) });
const listItem = css({ paddingTop: space[6], borderTop: `2px solid ${color('border')}` });
const iconBadge = css({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  marginBottom: space[4],
  borderRadius: 12,
  background: color('surface'),
  color: color('primary'),
});

/** A row of cards with a title and a short text each. */
export function FeatureCards({ block }: { block: FeatureCardsBlock }) {
  const list = block.look === 'list';
  const beside = block.layout === 'beside';
  // Beside the heading two or three cards stand one under the other, as one column; four, two by two.
  const columns = beside && block.cards.length <= 3 ? 1 : block.cards.length;
  // A card look without an icon opens with its accent bar, a picture row of its own.
  const rows = sharedRows(!list || block.cards.some((c) => c.icon));
  return (
    <Section heading={block.heading} intro={block.intro} column={beside ? besideHeading : undefined}>
      <ul css={(theme) => (list ? listGrid(theme, columns) : cardGrid(theme, columns))}>
        {block.cards.map((c) => (
          <li key={c.title} css={[rows, list ? listItem : [card, !c.icon && accent]]}>
            {c.icon && (
              <span css={iconBadge}>
                <Icon name={c.icon} size={24} />
              </span>
            )}
            <h3 css={cardTitle('1.25rem')}>{c.title}</h3>
            <p css={cardText('0.625rem')}>
              <WholeWords text={c.text} />
            </p>
            {c.button && (
              <div css={{ marginTop: 'auto', paddingTop: space[5] }}>
                {/* Several cards may say Learn More: the card's title tells their links apart out of context. */}
                <ButtonLink button={{ variant: 'secondary', ...c.button }} about={c.title} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <BandButtons buttons={block.buttons} beside={beside} />
    </Section>
  );
}
