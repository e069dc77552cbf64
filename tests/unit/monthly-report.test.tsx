// The monthly report is made from the demo dashboard's figures, written once on the dashboard's page: every figure of
// the dashboard is in the report, with what the report works out from them (each month's change, each payer's share).
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from '../../src/app/emotion.ts';
import { MonthlyReport } from '../../src/blocks/MonthlyReport.tsx';
import { formatDollars } from '../../src/logic/format.ts';
import { dashboardAt, searchPartOf, shellOf } from '../../src/model/site-shell.ts';
import type { MonthlyReportBlock } from '../../src/model/types.generated.ts';
import { readSchemas } from '../../src/site/schemas.ts';
import { SiteProvider } from '../../src/ui/site-context.tsx';
import { builtSite } from '../sites.ts';

const site = builtSite();
const example = (readSchemas().get('blocks/monthlyReport.schema.json')!.examples as MonthlyReportBlock[])[0];
const dashboard = dashboardAt(site, example.dashboard);

const html = renderToString(
  <CacheProvider value={createStyleCache()}>
    <ThemeProvider theme={site.theme}>
      <SiteProvider model={{ site: shellOf(site), buildDate: '2026-11-22', loadSearch: async () => searchPartOf(site) }}>
        <Router ssrPath="/fixture" ssrSearch="">
          <MonthlyReport block={example} dashboard={dashboard} />
        </Router>
      </SiteProvider>
    </ThemeProvider>
  </CacheProvider>,
);
/** A text with one plain space between its words (the site keeps some words together with no-break spaces). */
const words = (value: string) => value.replace(/\s+/g, ' ');
/** The report's text, one space between its cells and words. */
const text = html
  .replace(/<style[\s\S]*?<\/style>/g, '')
  .replace(/<!-- -->/g, '')
  .replace(/<[^>]+>/g, ' ')
  .replace(/&amp;/g, '&')
  .replace(/&#x27;/g, "'")
  .replace(/\s+/g, ' ');

describe('the monthly report', () => {
  it("shows each of the dashboard's key figures with its change on last month", () => {
    for (const card of dashboard.kpis.cards) expect(text).toContain(`${card.title} ${card.value} ${dashboard.kpis.trendLabels[card.trend]} ${card.change}`);
  });

  it("lists each month's collections with its change on the month before, to one decimal", () => {
    const [first, ...rest] = dashboard.revenue.months;
    expect(text).toContain(`${first.month} ${formatDollars(first.amount)} –`);
    rest.forEach((month, index) => {
      const before = dashboard.revenue.months[index].amount;
      const change = ((month.amount - before) / before) * 100;
      expect(text).toContain(`${month.month} ${formatDollars(month.amount)} ${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)}%`);
    });
  });

  it('gives each payer its amount and its whole-percent share, the shares adding up to 100', () => {
    const shares = [...text.matchAll(/\$[\d,]+ (\d+)%/g)].map((match) => Number(match[1]));
    expect(shares).toHaveLength(dashboard.payers.items.length);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    for (const payer of dashboard.payers.items) expect(text).toContain(`${payer.name} ${formatDollars(payer.amount)}`);
  });

  it("carries the dashboard's highlights and activity, its own title, period and note, and a print button", () => {
    for (const item of dashboard.highlights.items) expect(text).toContain(`${item.label} ${item.value}`);
    for (const item of dashboard.activity.items) expect(text).toContain(words(item.description));
    for (const own of [example.heading, example.period, example.note]) expect(text).toContain(words(own));
    expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${example.printLabel}</button>`));
  });
});
