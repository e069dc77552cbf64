// A page of the monthly report as a client receives it: the headline figures, a small line of one figure over the
// months (drawn from its amounts, with a table of them for screen readers), the top denial reasons as bars as long
// as their counts, and the actions agreed, numbered.
import { css } from '@emotion/react';
import { barLengths } from '../logic/dashboard.ts';
import { linePoints, percentChange } from '../logic/exhibit.ts';
import { formatDollars } from '../logic/format.ts';
import type { ExhibitActions, ExhibitDenials, ExhibitFigure, ExhibitTrend } from '../model/types.generated.ts';
import { rowsOf } from '../ui/card-grid.ts';
import { Icon } from '../ui/Icon.tsx';
import { gridList } from '../ui/surface.ts';
import { statusColor, statusIcon } from '../ui/status-look.ts';
import { color, space, tint } from '../ui/theme.ts';

const wide = '@container (min-width: 44rem)';
const stack = css({ display: 'grid', gap: space[6] });
// One a row on the narrowest phones, two a row from 20 rem, all in one row on a wide frame, rows balanced (no
// figure alone in its row).
const figures = (count: number) =>
  css({ ...gridList(0, space[3]), ...rowsOf(count, 1), '@container (min-width: 20rem)': rowsOf(count, 2), [wide]: rowsOf(count, 4) });
const tile = css({ display: 'grid', alignContent: 'start', gap: space[1], padding: space[4], borderRadius: 10, background: color('surface') });
const figureValue = css({ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.15, color: color('text'), whiteSpace: 'nowrap' });
const change = (status: ExhibitFigure['status']) =>
  css({
    display: 'flex',
    gap: space[1],
    alignItems: 'flex-start',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: color(statusColor[status ?? 'done']),
    '& svg': { flex: 'none', marginTop: 1 },
  });
const panels = css({ display: 'grid', gap: space[6], [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space[8] } });
const panelTitle = css({ display: 'flex', justifyContent: 'space-between', gap: space[3], margin: `0 0 ${space[3]}`, fontSize: '1rem' });
const chart = css({ display: 'block', width: '100%', height: 120, overflow: 'visible' });
const months = (count: number) =>
  css({
    display: 'grid',
    gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
    marginTop: space[2],
    textAlign: 'center',
    color: color('muted'),
    fontSize: '0.8125rem',
  });
const ends = css({ display: 'flex', justifyContent: 'space-between', marginTop: space[1], fontSize: '0.875rem', color: color('text'), fontWeight: 600 });
const reasons = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[3] });
const reasonRow = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${space[1]} ${space[3]}`, fontSize: '0.9375rem' });
const count = css({ fontWeight: 700, color: color('text') });
const barTrack = css({ gridColumn: '1 / -1', display: 'block', height: 10, borderRadius: 999, background: tint('border', 35) });
const bar = (length: number) => css({ display: 'block', width: `${length}%`, height: '100%', borderRadius: 999, background: color(statusColor.attention) });
// On a wide page the actions side by side, up to three to a row, no action alone in a row (rowsOf): one under the
// other, they left the report's right half empty under the denials (review 6).
const actionList = (count: number) =>
  css({
    margin: 0,
    paddingLeft: space[6],
    display: 'grid',
    gap: space[2],
    '& li::marker': { fontWeight: 800, color: color('primary') },
    [wide]: { ...rowsOf(count, 3), columnGap: space[10] },
  });
const owner = css({ display: 'block', color: color('muted'), fontSize: '0.875rem' });

/** The line of the trend's amounts, its months under it, and its first and last amounts with the change between. */
function Trend({ trend }: { trend: ExhibitTrend }) {
  const amounts = trend.months.map((month) => month.amount);
  const [width, height] = [300, 120];
  const points = linePoints(amounts, width, height, 12);
  const line = points.map(({ x, y }) => `${x},${y}`).join(' ');
  const first = trend.months[0];
  const last = trend.months[trend.months.length - 1];
  return (
    <div>
      <h3 css={panelTitle}>
        <span>{trend.title}</span>
        <span css={{ color: color(last.amount >= first.amount ? 'success' : 'rating'), whiteSpace: 'nowrap' }}>{percentChange(first.amount, last.amount)}</span>
      </h3>
      <div aria-hidden="true">
        <svg css={chart} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" focusable="false" aria-hidden="true">
          <polygon points={`${points[0].x},${height} ${line} ${points[points.length - 1].x},${height}`} fill={tint('primary', 12)} />
          <polyline points={line} fill="none" stroke={color('primary')} strokeWidth={3} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        </svg>
        <div css={months(trend.months.length)}>
          {trend.months.map((month) => (
            <span key={month.month}>{month.month}</span>
          ))}
        </div>
        <p css={ends}>
          <span>{formatDollars(first.amount)}</span>
          <span>{formatDollars(last.amount)}</span>
        </p>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{trend.title}</caption>
          <tbody>
            {trend.months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{month.month}</th>
                <td>{formatDollars(month.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface ReportProps {
  figures: ExhibitFigure[];
  trendLine: ExhibitTrend;
  denials: ExhibitDenials;
  actions: ExhibitActions;
}

/** The report's page: figures across the top, the trend beside the denials, the actions at the foot. */
export function ExhibitReport({ figures: items, trendLine, denials, actions }: ReportProps) {
  const lengths = barLengths(denials.reasons.map((reason) => reason.count));
  return (
    <div css={stack}>
      <ul css={figures(items.length)}>
        {items.map((item) => (
          <li key={item.label} css={tile}>
            <span css={{ color: color('muted'), fontSize: '0.875rem' }}>{item.label}</span>
            <b css={figureValue}>{item.value}</b>
            <span css={change(item.status)}>
              <Icon name={statusIcon[item.status ?? 'done']} size={16} />
              {item.change}
            </span>
          </li>
        ))}
      </ul>
      <div css={panels}>
        <Trend trend={trendLine} />
        <div>
          <h3 css={panelTitle}>{denials.title}</h3>
          <ol css={reasons}>
            {denials.reasons.map((reason, i) => (
              <li key={reason.reason} css={reasonRow}>
                <span>{reason.reason}</span>
                <span css={count}>{reason.count}</span>
                <span css={barTrack} aria-hidden="true">
                  <span css={bar(lengths[i])} />
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div>
        <h3 css={panelTitle}>{actions.title}</h3>
        <ol css={actionList(actions.items.length)}>
          {actions.items.map((item) => (
            <li key={item.action}>
              {item.action}
              <span css={owner}>{item.owner}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
