// Issue 22's rule, "a figure never wraps inside itself", held over the blocks that show figures, from the smallest
// phone up: one line, inside its box. (The calculator's figures are held in calculator.spec.ts.)
import type { Locator, Page } from '@playwright/test';
import type { CaseStudiesBlock, DemoDashboardBlock, StatsBlock } from '../../src/model/types.generated.ts';
import { expectInside, expectNumbersOnOneLine, expectOnOneLine, expectWholeFigure, figureWidths, textLines } from './figure-checks.ts';
import { arriveHome, builtSite, expect, untilSettled, openPage, test } from './support.ts';

const site = builtSite();
const blocksOf = (path: string) => site.pages.find((page) => page.path === path)?.blocks ?? [];
const caseStudies = blocksOf('/').find((block): block is CaseStudiesBlock => block.type === 'caseStudies');
const homeStats = blocksOf('/').find((block): block is StatsBlock => block.type === 'stats');

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openHome(page: Page) {
  await arriveHome(page);
  await page.getByRole('button', { name: 'Skip intro' }).click();
}

/** Runs `check` at every width of figureWidths (and any `more`), the page laid out again at each. */
async function atEveryWidth(page: Page, check: (width: number) => Promise<void>, more: readonly number[] = []) {
  for (const width of [...figureWidths, ...more]) {
    await page.setViewportSize({ width, height: 900 });
    await test.step(`${width} px wide`, () => check(width));
  }
}

test('case studies: every metric stays on one line inside its tile, from 320 to 1920 px', async ({ page }) => {
  if (!caseStudies) throw new Error('the home page has no case studies in site.yaml');
  await openHome(page);
  const block = region(page, caseStudies.heading);
  const lists = [
    ...caseStudies.studies.map((study) => ({ name: `${caseStudies.labels.results}: ${study.practiceType}`, metrics: study.metrics ?? [] })),
    ...(caseStudies.averages ? [{ name: caseStudies.averages.heading, metrics: caseStudies.averages.metrics }] : []),
  ];
  await atEveryWidth(page, async () => {
    for (const list of lists) {
      const tiles = block.getByRole('list', { name: list.name, exact: true }).getByRole('listitem');
      await expect(tiles).toHaveCount(list.metrics.length);
      for (const [i, metric] of list.metrics.entries()) {
        const tile = tiles.nth(i);
        await expectWholeFigure(tile.getByText(metric.value, { exact: true }), tile);
        await expectInside(tile.getByText(metric.label, { exact: true }), tile);
      }
    }
  }, [1024, 1920]);
});

test('case studies: the metrics of a block share one size, so a long one does not stand out', async ({ page }) => {
  if (!caseStudies) throw new Error('the home page has no case studies in site.yaml');
  await openHome(page);
  const block = region(page, caseStudies.heading);
  await page.setViewportSize({ width: 390, height: 900 });
  // The built site has given a study that names a client the client's figures.
  const { metrics } = caseStudies.studies[0];
  if (!metrics?.length) throw new Error('the first case study has no figures in the built site');
  const sizes = await Promise.all(
    metrics.map((metric) =>
      block
        .getByText(metric.value, { exact: true })
        .first()
        .evaluate((e) => getComputedStyle(e).fontSize),
    ),
  );
  expect(new Set(sizes).size).toBe(1);
});

/** The dashboard's lists, each row of which holds a figure, and how to find the figure in a row. */
const dashboardFigures: { panel: string; figure: (row: Locator) => Locator }[] = [
  { panel: 'This Month at a Glance', figure: (row) => row.getByText(/^[$\d.,%]+$/) },
  { panel: 'Monthly Collections, January to June', figure: (row) => row.getByText(/^\$[\d,]+$/) },
  { panel: 'Payer Mix', figure: (row) => row.getByText(/^\d+% · \$[\d,]+$/) },
  { panel: 'Performance Highlights', figure: (row) => row.getByText(/^[\d.]+(%| days)$/) },
];

test('demo dashboard: every figure stays on one line inside its card or row', async ({ page }) => {
  await openPage(page, '/services/demo-dashboard');
  await atEveryWidth(page, async () => {
    for (const { panel, figure } of dashboardFigures) {
      const rows = region(page, panel).getByRole('listitem');
      await expect(rows).not.toHaveCount(0);
      for (const row of await rows.all()) await expectWholeFigure(figure(row), row);
    }
  });
});

test('demo dashboard: every payer of the payer mix is laid out alike, its share and amount on one line', async ({ page }) => {
  await openPage(page, '/services/demo-dashboard');
  const payers = region(page, 'Payer Mix').getByRole('listitem');
  await atEveryWidth(page, async (width) => {
    const layouts: { nameLines: number; figureBesideName: boolean }[] = [];
    await expect(payers).not.toHaveCount(0);
    for (const payer of await payers.all()) {
      const figure = payer.getByText(/^\d+% · \$[\d,]+$/);
      await expectWholeFigure(figure, payer);
      const [name] = (await payer.textContent())?.split(/\d+%/) ?? [];
      const nameLines = await textLines(payer.getByText(name, { exact: true }));
      const figureLine = (await textLines(figure))[0];
      layouts.push({ nameLines: nameLines.length, figureBesideName: (figureLine.top + figureLine.bottom) / 2 < nameLines[0].bottom });
    }
    expect(layouts, `every payer's row alike at ${width} px`).toEqual(layouts.map(() => layouts[0]));
    expect(layouts[0].nameLines).toBe(1);
  });
});

test("demo dashboard: the month's KPI cards are laid out alike, one figure size, each change and its comparison on lines of their own", async ({ page }) => {
  const dashboard = blocksOf('/services/demo-dashboard').find((block): block is DemoDashboardBlock => block.type === 'demoDashboard');
  const comparedTo = dashboard?.kpis.comparedTo;
  if (!dashboard || !comparedTo) throw new Error('the demo dashboard has no KPIs compared to a month in site.yaml');
  await openPage(page, '/services/demo-dashboard');
  const cards = region(page, dashboard.kpis.heading).getByRole('listitem');
  await expect(cards).toHaveCount(dashboard.kpis.cards.length);
  await atEveryWidth(page, async (width) => {
    const sizes = new Set<string>();
    const boxes: { y: number; height: number }[] = [];
    for (const [i, kpi] of dashboard.kpis.cards.entries()) {
      const card = cards.nth(i);
      sizes.add(await card.getByText(kpi.value, { exact: true }).evaluate((element) => getComputedStyle(element).fontSize));
      const change = card.getByText(`${dashboard.kpis.trendLabels[kpi.trend]} ${kpi.change}`, { exact: true });
      const compared = card.getByText(comparedTo, { exact: true });
      await expectOnOneLine(change);
      await expectOnOneLine(compared);
      const [changeBox, comparedBox, cardBox] = await Promise.all([change.boundingBox(), compared.boundingBox(), card.boundingBox()]);
      if (!changeBox || !comparedBox || !cardBox) throw new Error(`${kpi.title} is not laid out`);
      expect(comparedBox.y, `${kpi.title}: the comparison under the change at ${width} px`).toBeGreaterThanOrEqual(changeBox.y + changeBox.height - 1);
      boxes.push(cardBox);
    }
    expect([...sizes], `one figure size for the ${boxes.length} at ${width} px`).toHaveLength(1);
    for (const a of boxes)
      for (const b of boxes) if (Math.abs(a.y - b.y) < 1) expect(Math.abs(a.height - b.height), `cards of one row as tall at ${width} px`).toBeLessThan(1);
  });
});

test('stats: every value stays on one line inside its tile', async ({ page }) => {
  if (!homeStats?.stats) throw new Error('the home page has no stats in site.yaml');
  const { stats } = homeStats;
  await openHome(page);
  // The list that holds every stat's label (the case studies repeat some of them).
  const list = stats.reduce((lists, stat) => lists.filter({ has: page.getByText(stat.label, { exact: true }) }), page.getByRole('list'));
  await atEveryWidth(page, async () => {
    for (const stat of stats) {
      const tile = list.getByRole('listitem').filter({ hasText: stat.label });
      if (!stat.value) throw new Error(`the stat ${stat.label} has no value in the built site`);
      await expectWholeFigure(tile.getByText(stat.value, { exact: true }), tile);
    }
  });
});

// Issue 22: "the captions sit at different heights" when one label took two lines beside one on one line.
test("stats: the figures of one row keep their labels' first lines and their notes level, whatever their labels' lengths", async ({ page }) => {
  const rows = ['/', '/why-choose-us', '/revenue-audit'].flatMap((path) =>
    blocksOf(path)
      .filter((block): block is StatsBlock => block.type === 'stats' && (block.stats ?? []).length > 1 && (block.stats ?? []).every((stat) => stat.note))
      .map((block) => ({ path, block })),
  );
  expect(rows.length).toBe(3);
  for (const { path, block } of rows) {
    const stats = block.stats ?? [];
    if (path === '/') await openHome(page);
    else await openPage(page, path);
    // The cards fade in from 12 px lower, one after another: measured once they have landed.
    await untilSettled(page.getByRole('main'));
    await atEveryWidth(page, async (width) => {
      const list = stats.reduce((found, stat) => found.filter({ has: page.getByText(stat.label, { exact: true }) }), page.getByRole('main').getByRole('list'));
      await expect(list.getByRole('listitem')).toHaveCount(stats.length);
      const tops = new Map<number, { label: number; note: number }[]>();
      for (const stat of stats) {
        const item = list.getByRole('listitem').filter({ hasText: stat.label });
        const [itemBox, labelBox, noteBox] = await Promise.all([
          item.boundingBox(),
          item.getByText(stat.label, { exact: true }).boundingBox(),
          item.getByText(stat.note ?? '', { exact: true }).boundingBox(),
        ]);
        if (!itemBox || !labelBox || !noteBox) throw new Error(`${path}: ${stat.label} is not laid out`);
        const row = Math.round(itemBox.y);
        tops.set(row, [...(tops.get(row) ?? []), { label: labelBox.y, note: noteBox.y }]);
      }
      // Level to the pixel (a card's half pixel of rounding aside); unaligned, they were 24 px apart.
      const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
      for (const [row, items] of tops) {
        expect(
          { labels: spread(items.map((item) => item.label)) < 1.5, notes: spread(items.map((item) => item.note)) < 1.5 },
          `${path} at ${width} px, the row at ${row} px: ${JSON.stringify(items)}`,
        ).toEqual({ labels: true, notes: true });
      }
    });
  }
});

test('the comparison table splits no number over two lines', async ({ page }) => {
  await openPage(page, '/why-choose-us');
  const table = region(page, 'How We Compare').getByRole('table');
  await atEveryWidth(page, async (width) => {
    await expect(table.getByRole('cell')).not.toHaveCount(0);
    for (const cell of await table.getByRole('cell').all()) await expectNumbersOnOneLine(cell);
    // Nor may whole numbers push the table out of the page's column, or off a phone's screen.
    await expectInside(table, table.locator('xpath=..'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});

test('the timeline writes each year on one line', async ({ page }) => {
  await openPage(page, '/about');
  const moments = region(page, 'Our Journey').getByRole('heading', { level: 3 });
  await expect(moments).not.toHaveCount(0);
  await atEveryWidth(page, async () => {
    for (const moment of await moments.all()) await expectNumbersOnOneLine(moment);
  });
});
