// The monthly report a client reads, made from a demo dashboard's figures (written once, on the dashboard's page):
// a document on screen, and on paper (the print button, or the browser's own print) without the links around it.
import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { changesOnPrevious, wholePercentShares } from '../logic/dashboard.ts';
import { formatDollars } from '../logic/format.ts';
import type { DemoDashboardBlock, MonthlyReportBlock } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { Logo } from '../ui/Logo.tsx';
import { buttonStyle } from '../ui/ButtonLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { backLink } from '../ui/surface.ts';
import { color, gutter, mq, space } from '../ui/theme.ts';

const print = '@media print';
const page = (theme: Theme) =>
  css({
    minHeight: '100vh',
    // The sheet's edge where the site's content starts on a phone (gutter), not 8 px from the screen's.
    padding: `${space[4]} ${gutter.phone} ${space[12]}`,
    background: color('surface'),
    [mq(theme, 'md')]: { padding: `${space[6]} ${space[8]} ${space[16]}` },
    [print]: { padding: 0, background: 'none' },
  });
const tools = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  maxWidth: '56rem',
  margin: `0 auto ${space[4]}`,
  [print]: { display: 'none' },
});
const back = css(backLink);
// The sheet: white, a page's proportions on a desktop; on paper, the paper itself.
const sheet = (theme: Theme) =>
  css({
    maxWidth: '56rem',
    margin: '0 auto',
    // 12 px in on a phone: at 320 px its tables' widest row needs all of the rest.
    padding: `${space[6]} ${space[3]}`,
    background: color('background'),
    border: `1px solid ${color('border')}`,
    borderRadius: 8,
    boxShadow: '0 12px 32px -16px rgba(15, 23, 42, 0.18)',
    fontVariantNumeric: 'tabular-nums',
    [mq(theme, 'md')]: { padding: `${space[10]} ${space[12]}` },
    [print]: { maxWidth: 'none', padding: 0, border: 0, borderRadius: 0, boxShadow: 'none' },
  });
const letterhead = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space[4],
  paddingBottom: space[5],
  borderBottom: `2px solid ${color('primary')}`,
});
const badge = css({
  padding: `${space[1]} ${space[3]}`,
  border: `1px solid ${color('border')}`,
  borderRadius: 999,
  color: color('muted'),
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
const title = css({ margin: `${space[6]} 0 0`, fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)', lineHeight: 1.2 });
const period = css({ margin: `${space[2]} 0 0`, color: color('muted'), fontSize: '1.0625rem' });
const part = css({ marginTop: space[8], breakInside: 'avoid', '& h2': { margin: `0 0 ${space[3]}`, fontSize: '1.125rem' } });
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  '& th, & td': { padding: `${space[2]} ${space[2]}`, borderBottom: `1px solid ${color('border')}`, textAlign: 'right' },
  '& tr > :first-child': { paddingLeft: 0, textAlign: 'left' },
  // From 640 px the three tables share their columns, half and two quarters, so their figures stand in one line down
  // the page (each sized to its own figures, their right edges differed by 110 px).
  '@media (min-width: 640px)': {
    tableLayout: 'fixed',
    '& th, & td': { paddingInline: space[3] },
    '& tr > :first-child': { width: '50%' },
    '& tr > :not(:first-child)': { width: '25%' },
  },
  '& tr > :last-child': { paddingRight: 0 },
  '& thead th': { color: color('muted'), fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase' },
  '& tbody th': { fontWeight: 600 },
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: space[4],
  margin: 0,
  '& div': { paddingLeft: space[3], borderLeft: `3px solid ${color('primary')}` },
  '& dt': { color: color('muted'), fontSize: '0.875rem' },
  '& dd': { margin: `${space[1]} 0 0`, fontSize: '1.375rem', fontWeight: 700 },
});
const activity = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': { display: 'flex', justifyContent: 'space-between', gap: space[4], padding: `${space[2]} 0`, borderBottom: `1px solid ${color('border')}` },
  '& span': { flex: 'none', color: color('muted'), fontSize: '0.875rem' },
});
const note = css({ margin: `${space[8]} 0 0`, color: color('muted'), fontSize: '0.875rem', lineHeight: 1.6 });

/** A change as the report writes it: +3.8%, −1.2%, and a dash where there is none. */
const changeText = (change: number | undefined) => (change === undefined ? '–' : `${change >= 0 ? '+' : '−'}${(Math.abs(change) * 100).toFixed(1)}%`);

/** The printable report: the dashboard's figures, in the report's order and words. */
export function MonthlyReport({ block, dashboard }: { block: MonthlyReportBlock; dashboard: DemoDashboardBlock }) {
  const ids = useId();
  const { kpis, revenue, payers, highlights } = dashboard;
  const changes = changesOnPrevious(revenue.months.map((month) => month.amount));
  const shares = wholePercentShares(payers.items.map((payer) => payer.amount));
  const { columns } = block;
  return (
    <div css={page}>
      <div css={tools}>
        <SmartLink href={block.back.href} css={back}>
          <Icon name="arrowRight" size={18} />
          {block.back.label}
        </SmartLink>
        <button type="button" css={buttonStyle('primary')} onClick={() => window.print()}>
          {block.printLabel}
        </button>
      </div>
      <article css={sheet} aria-labelledby={`${ids}-title`}>
        <header css={letterhead}>
          <Logo />
          {block.badge && <span css={badge}>{block.badge}</span>}
        </header>
        <h1 id={`${ids}-title`} css={title}>
          {block.heading}
        </h1>
        <p css={period}>
          {block.period}
          {block.practice && <> · {block.practice}</>}
        </p>

        <section css={part} aria-labelledby={`${ids}-kpis`}>
          <h2 id={`${ids}-kpis`}>{kpis.heading}</h2>
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">{columns.name}</th>
                <th scope="col">{columns.value}</th>
                <th scope="col">
                  {columns.change}
                  {kpis.comparedTo && <> ({kpis.comparedTo})</>}
                </th>
              </tr>
            </thead>
            <tbody>
              {kpis.cards.map((card) => (
                <tr key={card.title}>
                  <th scope="row">{card.title}</th>
                  <td>{card.value}</td>
                  <td>{`${kpis.trendLabels[card.trend]} ${card.change}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section css={part} aria-labelledby={`${ids}-revenue`}>
          <h2 id={`${ids}-revenue`}>{revenue.heading}</h2>
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">{columns.month}</th>
                <th scope="col">{columns.amount}</th>
                <th scope="col">{columns.change}</th>
              </tr>
            </thead>
            <tbody>
              {revenue.months.map((month, index) => (
                <tr key={month.month}>
                  <th scope="row">{month.month}</th>
                  <td>{formatDollars(month.amount)}</td>
                  <td>{changeText(changes[index])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section css={part} aria-labelledby={`${ids}-payers`}>
          <h2 id={`${ids}-payers`}>{payers.heading}</h2>
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">{columns.payer}</th>
                <th scope="col">{columns.amount}</th>
                <th scope="col">{columns.share}</th>
              </tr>
            </thead>
            <tbody>
              {payers.items.map((payer, index) => (
                <tr key={payer.name}>
                  <th scope="row">{payer.name}</th>
                  <td>{formatDollars(payer.amount)}</td>
                  <td>{shares[index]}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section css={part} aria-labelledby={`${ids}-highlights`}>
          <h2 id={`${ids}-highlights`}>{highlights.heading}</h2>
          <dl css={facts}>
            {highlights.items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section css={part} aria-labelledby={`${ids}-activity`}>
          <h2 id={`${ids}-activity`}>{dashboard.activity.heading}</h2>
          <ul css={activity}>
            {dashboard.activity.items.map((item) => (
              <li key={item.description}>
                {item.description}
                <span>{dashboard.activity.typeLabels[item.type]}</span>
              </li>
            ))}
          </ul>
        </section>

        <p css={note}>{block.note}</p>
      </article>
    </div>
  );
}
