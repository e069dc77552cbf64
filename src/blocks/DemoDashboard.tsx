import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { barLengths, wholePercentShares } from '../logic/dashboard.ts';
import { formatDollars } from '../logic/format.ts';
import type { DemoDashboardBlock } from '../model/types.generated.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { balancedGrid } from '../ui/card-grid.ts';
import { sectionColumn } from '../ui/section-column.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { backLink, cardTitle, gridList, whiteCard } from '../ui/surface.ts';
import { oneLineFigure, figureLength } from '../ui/one-line-figure.ts';
import { color, mq, space, tint } from '../ui/theme.ts';

type ActivityType = DemoDashboardBlock['activity']['items'][number]['type'];
/** The dashboard's parts a callout may be about, in the order they stand. */
const parts = ['kpis', 'revenue', 'payers', 'activity', 'highlights'] as const;
type Part = (typeof parts)[number];
const activityIcons: Record<ActivityType, IconName> = { payment: 'dollar', claim: 'document', denial: 'clipboard', approval: 'checkCircle' };

const band = (theme: Theme) =>
  css({
    padding: `${space[6]} ${space[5]} ${space[12]}`,
    background: color('surface'),
    [mq(theme, 'md')]: { padding: `${space[8]} ${space[8]} ${space[20]}` },
  });
const topBar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space[3] });
const back = css(backLink);
const badge = css({
  padding: `${space[2]} ${space[4]}`,
  borderRadius: 999,
  border: `2px solid ${color('rating')}`,
  color: color('rating'),
  background: color('background'),
  fontWeight: 800,
  fontSize: '0.8125rem',
  letterSpacing: '0.08em',
});
const title = css({ margin: `${space[4]} 0 0`, fontSize: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.75rem)', lineHeight: 1.15 });
const lead = css({ margin: `${space[2]} 0 0`, maxWidth: '44rem', color: color('muted'), fontSize: '1.0625rem', lineHeight: 1.6 });
const grid = (theme: Theme) => css({ display: 'grid', gap: space[5], marginTop: space[6], [mq(theme, 'lg')]: { gridTemplateColumns: '3fr 2fr' } });
const panel = css({ padding: space[6], ...whiteCard });
const panelHeading = css(cardTitle('1.125rem'));
// One compact row per KPI on a phone (name and figure, the change beside them: two by two, the names and the
// changes wrapped unlike each other), two by two on tablets, all in a row on wide screens; rows balanced.
const cards = (theme: Theme, count: number) => css({ ...gridList(`${space[4]} 0 0`, space[4]), ...balancedGrid(theme, count, { phone: 1, sm: 2, lg: 4 }) });
const kpiCard = (theme: Theme) =>
  css({
    ...whiteCard,
    padding: `${space[4]} ${space[5]}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: space[4],
    containerType: 'inline-size',
    '& > *': { gridColumn: 1 },
    // The change: beside the name and the figure, or under them on the smallest phones, with no room beside a long name.
    '& > :last-child': {
      gridColumn: 2,
      gridRow: '1 / span 2',
      textAlign: 'end',
      '@container (max-width: 17rem)': { gridColumn: 1, gridRow: 'auto', textAlign: 'start' },
    },
    '& svg': { verticalAlign: '-3px', marginRight: space[2], color: color('primary') },
    [mq(theme, 'sm')]: { display: 'block', padding: space[6], '& > :last-child': { textAlign: 'start' } },
  });

// A KPI's or a highlight's figure, on one line at any width: its card (or its panel's list) is its size container.
const figure = css({ display: 'block', margin: `${space[1]} 0`, ...oneLineFigure('1.75rem'), fontWeight: 800, lineHeight: 1.2, color: color('text') });
const muted = css({ color: color('muted') });
const bar = (share: number) =>
  css({
    display: 'block',
    height: 10,
    borderRadius: 999,
    background: tint('primary', 12),
    '&::after': { content: '""', display: 'block', width: `${share}%`, height: '100%', borderRadius: 999, background: color('primary') },
  });
const barRow = css({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr auto',
  alignItems: 'center',
  gap: space[3],
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
// Every payer laid out alike: its name, then its share and amount under it; side by side once the panel is wide
// enough for the longest name beside its figures (22 rem), where a longer name would wrap in its own column.
const payerRow = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${space[1]} ${space[3]}`,
  '@container (min-width: 22rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
});
const payerFigures = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const payerBar = css({ gridColumn: '1 / -1', marginTop: space[1] });

// The heading and its words beside the callouts from the large breakpoint, the callouts under them before.
const opening = (theme: Theme) =>
  css({
    display: 'grid',
    gap: space[6],
    [mq(theme, 'lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: space[12], alignItems: 'start' },
  });
const calloutList = css({
  ...gridList(`${space[4]} 0 0`, space[3]),
  '& li': { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: space[3], alignItems: 'start', lineHeight: 1.5 },
});
// A callout's number, the same on the list and on the part of the dashboard it is about.
const mark = css({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: 26,
  height: 26,
  borderRadius: '50%',
  background: color('primary'),
  color: color('onPrimary'),
  fontSize: '0.8125rem',
  fontWeight: 700,
  lineHeight: 1,
  boxShadow: `0 0 0 4px ${tint('primary', 18)}`,
});
const markedHeading = css({ display: 'flex', alignItems: 'center', gap: space[3] });
// The product's window: a bar with its name, the practice and the period, over the panels on the app's grey.
const screenFrame = (theme: Theme) =>
  css({
    marginTop: space[8],
    overflow: 'hidden',
    border: `1px solid ${color('border')}`,
    borderRadius: 16,
    background: tint('border', 30),
    boxShadow: '0 24px 48px -24px rgba(15, 23, 42, 0.25)',
    '& > div:last-child': { padding: space[3], [mq(theme, 'md')]: { padding: space[6] } },
  });
const screenBar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[2]} ${space[4]}`,
  padding: `${space[3]} ${space[5]}`,
  borderBottom: `1px solid ${color('border')}`,
  background: color('background'),
  fontSize: '0.875rem',
  '& > b': { display: 'inline-flex', alignItems: 'center', gap: space[2], marginRight: 'auto', color: color('text') },
  '& > b svg': { color: color('primary') },
  '& > span': { padding: `${space[1]} ${space[3]}`, borderRadius: 999, border: `1px solid ${color('border')}`, color: color('muted'), fontWeight: 600 },
});

/** The callout's number for a part of the dashboard, before its heading's words. */
function Marked({ number, children }: { number?: number; children: ReactNode }) {
  return number ? (
    <span css={markedHeading}>
      <span css={mark} aria-hidden="true">
        {number}
      </span>
      {children}
    </span>
  ) : (
    children
  );
}

/** A callout on a part of the dashboard: its number, and the id of its words (the part's description). */
type Callout = { number: number; id: string };

/** A white box of the dashboard, named by its heading, with its rows in a list. */
function Panel({ heading, callout, children }: { heading: string; callout?: Callout; children: ReactNode }) {
  const id = useId();
  return (
    // A panel as tall as its neighbour in the row spreads its rows down to its foot, leaving no blank third.
    <section css={[panel, { display: 'flex', flexDirection: 'column' }]} aria-labelledby={id} aria-describedby={callout?.id}>
      <h2 id={id} css={panelHeading}>
        <Marked number={callout?.number}>{heading}</Marked>
      </h2>
      <ul css={{ ...gridList(`${space[5]} 0 0`, space[4]), flex: 1, alignContent: 'space-between', containerType: 'inline-size' }}>{children}</ul>
    </section>
  );
}

/** The sample client dashboard: every figure is written in site.yaml, nothing is live. */
export function DemoDashboard({ block }: { block: DemoDashboardBlock }) {
  const { kpis, revenue, payers, activity, highlights } = block;
  const kpisId = useId();
  const calloutsId = useId();
  const monthBars = barLengths(revenue.months.map((month) => month.amount));
  const payerShares = wholePercentShares(payers.items.map((payer) => payer.amount));
  // The callouts in the dashboard's order, numbered from 1; a part's words describe it to screen readers, which do
  // not see the number drawn on it.
  const callouts = parts.flatMap((part) => {
    const text = block.callouts?.[part];
    return text ? [{ part, text }] : [];
  });
  const calloutOf = (part: Part): Callout | undefined => {
    const at = callouts.findIndex((callout) => callout.part === part);
    return at < 0 ? undefined : { number: at + 1, id: `${calloutsId}-${part}` };
  };
  const panels = (
    <>
      <section aria-labelledby={kpisId} aria-describedby={calloutOf('kpis')?.id}>
        <h2 id={kpisId} css={panelHeading}>
          <Marked number={calloutOf('kpis')?.number}>{kpis.heading}</Marked>
        </h2>
        {/* The longest value sets one size for the four (a short one drawn bigger read as more important). */}
        <ul css={(theme) => cards(theme, kpis.cards.length)} style={figureLength(...kpis.cards.map((card) => card.value))}>
          {kpis.cards.map((card) => (
            <li key={card.title} css={kpiCard}>
              <span css={[muted, { fontWeight: 600 }]}>{card.title}</span>
              <span css={figure}>{card.value}</span>
              {/* The change on a line of its own and what it is compared to under it: every card wraps alike. */}
              <span>
                <Icon name={card.trend === 'up' ? 'trendingUp' : 'trendingDown'} size={18} />
                <strong css={{ whiteSpace: 'nowrap' }}>
                  {kpis.trendLabels[card.trend]} {card.change}
                </strong>
                {kpis.comparedTo && <span css={[muted, { display: 'block' }]}> {kpis.comparedTo}</span>}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div css={grid}>
        <Panel heading={revenue.heading} callout={calloutOf('revenue')}>
          {revenue.months.map((month, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the demo's rows are site.yaml's, in its order, and hold no state.
            <li key={i} css={barRow}>
              <span css={{ fontWeight: 600 }}>{month.month}</span>
              <span css={bar(monthBars[i])} />
              <span>{formatDollars(month.amount)}</span>
            </li>
          ))}
        </Panel>
        <Panel heading={payers.heading} callout={calloutOf('payers')}>
          {payers.items.map((payer, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the demo's rows are site.yaml's, in its order, and hold no state.
            <li key={i} css={payerRow}>
              <span css={{ fontWeight: 600 }}>{payer.name}</span>
              <span css={payerFigures}>
                {payerShares[i]}% <span css={muted}>· {formatDollars(payer.amount)}</span>
              </span>
              <span css={[bar(payerShares[i]), payerBar]} />
            </li>
          ))}
        </Panel>
      </div>

      <div css={grid}>
        <Panel heading={activity.heading} callout={calloutOf('activity')}>
          {activity.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the demo's rows are site.yaml's, in its order, and hold no state.
            <li key={i} css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${space[1]} ${space[3]}` }}>
              <Icon name={activityIcons[item.type]} size={20} css={{ gridRow: 'span 2', marginTop: 2, color: color('primary') }} />
              <span>
                <strong>{activity.typeLabels[item.type]}:</strong> {item.description}
              </span>
              <span css={[muted, { fontSize: '0.875rem' }]}>{item.time}</span>
            </li>
          ))}
        </Panel>
        <Panel heading={highlights.heading} callout={calloutOf('highlights')}>
          {highlights.items.map((item) => (
            // A rule between the highlights: spread down a tall panel, they read as rows of one list.
            <li key={item.label} css={{ '& + &': { paddingTop: space[4], borderTop: `1px solid ${color('border')}` } }}>
              <span css={figure} style={figureLength(item.value)}>
                {item.value}
              </span>
              <span css={muted}>{item.label}</span>
            </li>
          ))}
        </Panel>
      </div>
    </>
  );
  return (
    <div css={band}>
      <div css={sectionColumn}>
        <div css={topBar}>
          <SmartLink href={block.back.href} css={back}>
            <Icon name="arrowRight" size={18} />
            {block.back.label}
          </SmartLink>
          <strong css={badge}>{block.badge}</strong>
        </div>
        <div css={opening}>
          <div>
            <h1 css={title}>{block.heading}</h1>
            {block.intro && <p css={lead}>{block.intro}</p>}
            {block.report && (
              <p css={{ margin: `${space[5]} 0 0` }}>
                <ButtonLink button={{ ...block.report, variant: 'secondary' }} />
              </p>
            )}
          </div>
          {block.callouts && (
            <section aria-labelledby={calloutsId} css={(theme) => ({ [mq(theme, 'lg')]: { marginTop: space[4] } })}>
              <h2 id={calloutsId} css={panelHeading}>
                {block.callouts.heading}
              </h2>
              <ol css={calloutList}>
                {callouts.map((callout, i) => (
                  <li key={callout.part}>
                    <span css={mark}>{i + 1}</span>
                    <span id={`${calloutsId}-${callout.part}`}>{callout.text}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>

        {block.screen ? (
          <div css={screenFrame}>
            <div css={screenBar}>
              <b>
                <Icon name="chart" size={18} />
                {block.screen.product}
              </b>
              <span>{block.screen.practice}</span>
              <span>{block.screen.period}</span>
            </div>
            <div>{panels}</div>
          </div>
        ) : (
          <div css={{ marginTop: space[8] }}>{panels}</div>
        )}
      </div>
    </div>
  );
}
