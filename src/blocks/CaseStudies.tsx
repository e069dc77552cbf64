import { css, type Theme } from '@emotion/react';
import { type CSSProperties, useId } from 'react';
import type { CaseStudiesBlock, Metric } from '../model/types.generated.ts';
import { cardGrid } from '../ui/card-grid.ts';
import { SwipeRow } from '../ui/SwipeRow.tsx';
import { BeforeAfter } from '../ui/BeforeAfter.tsx';
import { Icon } from '../ui/Icon.tsx';
import { WholeWords } from '../ui/WholeWords.tsx';
import { Section } from '../ui/Section.tsx';
import { cardShadow, cardTitle, gridList, whiteBox } from '../ui/surface.ts';
import { oneLineFigure, figureLength } from '../ui/one-line-figure.ts';
import { color, mq, space } from '../ui/theme.ts';

// Each study's three parts (its practice, its challenge, its figures) on rows shared across its row of cards
// (subgrid): a challenge one line longer than its neighbour's no longer sets its figures lower, and the figures'
// tiles of a row stand level, top and foot.
const sharedRows = css({ display: 'grid', gridRow: 'span 3', gridTemplateRows: 'subgrid', rowGap: 0 });
const card = css({
  display: 'grid',
  gridRow: '1 / -1',
  gridTemplateRows: 'subgrid',
  rowGap: 0,
  ...whiteBox,
  borderRadius: 12,
  overflow: 'hidden',
  boxShadow: cardShadow,
});
const top = css({ padding: `${space[6]} ${space[6]} ${space[5]}`, background: color('primaryDark'), color: color('onPrimary') });
const practice = css(cardTitle('1.25rem'));
// The facts under a practice's name, in this order: each is a field of the study and has a label of the same name.
const factKeys = ['providers', 'location', 'timeline'] as const;
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[1]} ${space[5]}`,
  margin: `${space[3]} 0 0`,
  fontSize: '0.875rem',
  '& dt': { opacity: 0.8 },
  '& div': { display: 'flex', gap: space[2] },
  '& dd': { margin: 0, fontWeight: 600 },
});
const challenge = css({ padding: `${space[6]} ${space[6]} ${space[5]}` });
// A grid, so that the list of tiles, and its tiles, take the row's whole height.
// A study's tiles one under the other on a phone, two side by side from the small breakpoint: side by side in a
// phone's card a tile is 115 px, and "$182K → $257K" took two lines (review 7).
const results = (theme: Theme) =>
  css({
    display: 'grid',
    padding: `0 ${space[6]} ${space[6]}`,
    '& > ul': { gridTemplateColumns: 'minmax(0, 1fr)' },
    [mq(theme, 'sm')]: { '& > ul': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  });
const challengeLabel = css({ margin: 0, fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: color('muted') });
const metricList = (theme: Theme) =>
  css({
    ...gridList(0, space[3]),
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [mq(theme, 'sm')]: { gap: space[4] },
  });
// The icon over the figure, not beside it: on a phone the figure then has the tile's whole width.
// position: the containing block of the before → after's hidden words (see Testimonials' chip).
const metricItem = css({
  position: 'relative',
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  padding: space[3],
  borderRadius: 10,
  background: color('surface'),
  '& svg': { color: color('accent') },
});
// All the block's figures share one size (figureLength of the longest), which shrinks when a tile is too narrow.
const metricValue = css({ ...oneLineFigure('1.25rem'), fontWeight: 800, color: color('accent'), lineHeight: 1.2 });
const metricLabel = css({ fontSize: '0.875rem', color: color('muted'), fontWeight: 600 });
const metricChange = css({ fontSize: '0.8125rem', color: color('text'), textWrap: 'balance' });
// A white panel with the cards' hairline: a 2 px border in the brand blue read as a focused field (review 7).
const averagesBox = css({ marginTop: space[10], padding: space[6], borderRadius: 12, ...whiteBox, boxShadow: cardShadow });

/** A study's figures, each in a tile; `figures` is the style that gives them the block's one size. */
function Metrics({ metrics, label, figures }: { metrics: readonly Metric[]; label: string; figures: CSSProperties }) {
  return (
    <ul css={metricList} aria-label={label} style={figures}>
      {metrics.map((metric) => (
        <li key={metric.label} css={metricItem}>
          {metric.icon && <Icon name={metric.icon} size={20} />}
          <span css={metricValue}>{metric.value}</span>
          <span css={metricLabel}>{metric.label}</span>
          {metric.before && metric.after && <BeforeAfter before={metric.before} after={metric.after} css={metricChange} />}
        </li>
      ))}
    </ul>
  );
}

/** Case studies: each practice, the problem it came with, and its results in figures; the averages under them. */
export function CaseStudies({ block }: { block: CaseStudiesBlock }) {
  const { labels, averages } = block;
  const headingId = useId();
  // resolveSite has given a study that names a client the client's practice type, size, state, window and figures.
  const figures = figureLength(...[...block.studies.flatMap((study) => study.metrics ?? []), ...(averages?.metrics ?? [])].map((metric) => metric.value));
  return (
    <Section heading={block.heading} intro={block.intro} headingId={headingId}>
      <SwipeRow count={block.studies.length} labelledBy={headingId} css={(theme) => cardGrid(theme, block.studies.length)}>
        {block.studies.map((study) => (
          <li key={`${study.practiceType} ${study.location}`} css={sharedRows}>
            <article css={card}>
              <div css={top}>
                <h3 css={practice}>
                  <WholeWords text={study.practiceType ?? ''} />
                </h3>
                <dl css={facts}>
                  {factKeys.map((fact) => (
                    <div key={fact}>
                      <dt>{labels[fact]}</dt>
                      <dd>{study[fact]}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              <div css={challenge}>
                <p css={challengeLabel}>{labels.challenge}</p>
                <p css={{ margin: `${space[2]} 0 0`, lineHeight: 1.6 }}>
                  <WholeWords text={study.challenge} />
                </p>
              </div>
              <div css={results}>
                <Metrics metrics={study.metrics ?? []} label={`${labels.results}: ${study.practiceType}`} figures={figures} />
              </div>
            </article>
          </li>
        ))}
      </SwipeRow>
      {averages && (
        <div css={averagesBox}>
          <h3 css={[practice, { marginBottom: space[4] }]}>{averages.heading}</h3>
          <div css={(theme) => ({ [mq(theme, 'lg')]: { '& > ul': { gridTemplateColumns: `repeat(${averages.metrics.length}, minmax(0, 1fr))` } } })}>
            <Metrics metrics={averages.metrics} label={averages.heading} figures={figures} />
          </div>
          {averages.note && <p css={[metricLabel, { margin: `${space[4]} 0 0` }]}>{averages.note}</p>}
        </div>
      )}
    </Section>
  );
}
