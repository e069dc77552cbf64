// Each service page's exhibit as a visitor finds it: a figure named by its frame's label, its data in words a
// screen reader reads (a list or a table), a drawing that follows its numbers, across the frame on a wide screen
// and down it on a phone, never wider than the screen.
import type { Locator, Page } from '@playwright/test';
import { fillTemplate } from '../../src/model/template.ts';
import type { ExhibitBlock } from '../../src/model/types.generated.ts';
import { builtSite, expect, openPage, test } from './support.ts';

const site = builtSite();
const exhibitOn = (path: string) => site.pages.find((page) => page.path === path)!.blocks.find((block): block is ExhibitBlock => block.type === 'exhibit')!;
const pages = ['/services/medical-billing', '/services/medical-coding', '/services/ar-management', '/services/credentialing', '/services/analytics'];

/** The exhibit's figure, in its band, named by its frame's label and tag. */
function figureOf(page: Page, block: ExhibitBlock): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: block.heading })
    .getByRole('figure', { name: `${block.title} ${block.tag}` });
}

/** The drawing screen readers skip (the figures are in the words beside it). */
const drawing = (figure: Locator) => figure.locator('[aria-hidden="true"]').first();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

test('each service page shows its exhibit: a figure named by its label and sample tag, with its note under it', async ({ page }) => {
  for (const path of pages) {
    const block = exhibitOn(path);
    await openPage(page, path);
    const figure = figureOf(page, block);
    await expect(figure).toBeVisible();
    await expect(figure).toContainText(/sample/i);
    if (block.footnote) await expect(figure).toContainText(block.footnote);
  }
});

test('the claim lifecycle reads as its stages in day order, each with its day and what we do; across the frame on a wide screen', async ({ page }) => {
  const block = exhibitOn('/services/medical-billing');
  const stages = block.stages!;
  await openPage(page, '/services/medical-billing');
  const items = figureOf(page, block).getByRole('list').getByRole('listitem');
  await expect(items).toHaveText(stages.map((stage) => `${fillTemplate(block.dayLabel!, { day: String(stage.day) })}${stage.label}${stage.detail}`));
  const days = stages.map((stage) => stage.day);
  expect(days).toEqual([...days].sort((a, b) => a - b));
  // One row, left to right in the stages' order.
  const boxes = await Promise.all((await items.all()).map(box));
  for (const [i, next] of boxes.slice(1).entries()) {
    expect(next.x).toBeGreaterThan(boxes[i].x + boxes[i].width - 1);
    expect(Math.round(next.y)).toBe(Math.round(boxes[0].y));
  }
});

test("the chart note marks each code's phrases, and the codes say which words support them", async ({ page }) => {
  const block = exhibitOn('/services/medical-coding');
  await openPage(page, '/services/medical-coding');
  const figure = figureOf(page, block);
  const note = figure.getByRole('blockquote');
  const codes = figure.getByRole('list').getByRole('listitem');
  await expect(figure.getByRole('heading', { name: block.codesTitle })).toBeVisible();
  await expect(codes).toHaveCount(block.codes!.length);
  for (const [i, code] of block.codes!.entries()) {
    await expect(codes.nth(i)).toContainText(code.code);
    await expect(codes.nth(i)).toContainText(code.reason);
    for (const phrase of code.phrases) {
      await expect(codes.nth(i)).toContainText(`“${phrase}”`);
      // Marked in the note (a <mark>, which Playwright has no role name for) with its code's number beside it.
      const marked = note.getByText(phrase);
      await expect(marked).toHaveJSProperty('tagName', 'MARK');
      await expect(marked).toHaveText(`${phrase}${i + 1}`);
    }
  }
});

test("under the chart note, the claim's service lines: a table with real headers, each line's procedure, modifier and diagnosis", async ({ page }) => {
  await openPage(page, '/services/medical-coding');
  const table = page.getByRole('table', { name: "The claim's service lines (CMS-1500, box 24)" });
  await expect(table.getByRole('columnheader')).toHaveText(['Line', 'Procedure', 'Modifier', 'Diagnosis']);
  // The note's two services, as a coder keys them: the visit with its 25 on the diabetes and its oral drugs, the toe
  // with T5 on its own diagnosis.
  await expect(table.getByRole('row')).toHaveText(['LineProcedureModifierDiagnosis', '19921425E11.65, Z79.84', '211730T5L60.0']);
  // Beside the codes on a wide screen: its top under the note, not under the list of codes.
  const box = await table.boundingBox();
  const codes = await page.getByRole('heading', { name: 'Codes on the claim' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThan(codes!.x);
});

test('the A/R aging is a table with real headers, and each bar is as long as its share of the whole A/R', async ({ page }) => {
  const block = exhibitOn('/services/ar-management');
  await openPage(page, '/services/ar-management');
  const figure = figureOf(page, block);
  const table = figure.getByRole('table', { name: block.title });
  await expect(table.getByRole('columnheader')).toHaveText(block.columns!);
  await expect(table.getByRole('rowheader')).toHaveText(block.buckets!.map((bucket) => bucket.label));
  for (const bucket of block.buckets!)
    await expect(table.getByRole('row', { name: bucket.label })).toHaveText(`${bucket.label}${bucket.shares.map((share) => `${share}%`).join('')}`);
  // Each figure stands after its bar; the bar fills its track to the share.
  const drawn = await drawing(figure)
    .getByText(/^\d+%$/)
    .evaluateAll((values) =>
      values.map((value) => {
        const track = value.previousElementSibling as HTMLElement;
        const fill = track.firstElementChild as HTMLElement;
        return [Number.parseInt(value.textContent ?? '', 10), (100 * fill.getBoundingClientRect().width) / track.getBoundingClientRect().width];
      }),
    );
  expect(drawn.map(([share]) => share)).toEqual(block.buckets!.flatMap((bucket) => bucket.shares));
  for (const [share, width] of drawn) expect(width).toBeCloseTo(share, 0);
});

test("the enrollment timeline lists each task's weeks and follow-ups in words, its bars as long as their weeks on one axis", async ({ page }) => {
  const block = exhibitOn('/services/credentialing');
  const tasks = block.tasks!;
  const total = Math.max(...tasks.map((task) => task.start + task.weeks - 1));
  await openPage(page, '/services/credentialing');
  const items = figureOf(page, block).getByRole('list').getByRole('listitem');
  await expect(items).toHaveCount(tasks.length);
  const week = (n: number) => fillTemplate(block.weekLabel!, { week: String(n) });
  for (const [i, task] of tasks.entries()) {
    await expect(items.nth(i)).toContainText(task.label);
    await expect(items.nth(i)).toContainText(fillTemplate(block.spanLabel!, { from: String(task.start), to: String(task.start + task.weeks - 1) }));
    if (task.followUps) await expect(items.nth(i)).toContainText(`${block.followUpLabel}: ${task.followUps.map(week).join(', ')}`);
  }
  const bars = await items.evaluateAll((rows) =>
    rows.map((row) => {
      const track = row.querySelector('[aria-hidden="true"]') as HTMLElement;
      const bar = (track.firstElementChild as HTMLElement).getBoundingClientRect();
      const whole = track.getBoundingClientRect();
      return { left: (bar.left - whole.left) / whole.width, width: bar.width / whole.width, marks: track.children.length - 1 };
    }),
  );
  for (const [i, task] of tasks.entries()) {
    expect(bars[i].left).toBeCloseTo((task.start - 1) / total, 2);
    expect(bars[i].width).toBeCloseTo(task.weeks / total, 2);
    expect(bars[i].marks).toBe(task.followUps?.length ?? 0);
  }
});

test("the monthly report's page: headline figures, the months of its trend in a table, denial reasons with bars as long as their counts, the actions agreed", async ({
  page,
}) => {
  const block = exhibitOn('/services/analytics');
  await openPage(page, '/services/analytics');
  const figure = figureOf(page, block);
  const lists = figure.getByRole('list');
  await expect(lists.first().getByRole('listitem')).toHaveText(block.figures!.map((item) => `${item.label}${item.value}${item.change}`));
  const months = figure.getByRole('table', { name: block.trendLine!.title }).getByRole('row');
  await expect(months).toHaveText(block.trendLine!.months.map((month) => `${month.month}$${month.amount.toLocaleString('en-US')}`));
  const denials = figure.getByRole('heading', { name: block.denials!.title }).locator('xpath=following-sibling::ol[1]').getByRole('listitem');
  await expect(denials).toHaveText(block.denials!.reasons.map((reason) => `${reason.reason}${reason.count}`));
  const lengths = await denials.evaluateAll((items) =>
    items.map((item) => {
      const track = item.querySelector('[aria-hidden="true"]') as HTMLElement;
      return (track.firstElementChild as HTMLElement).getBoundingClientRect().width / track.getBoundingClientRect().width;
    }),
  );
  const most = Math.max(...block.denials!.reasons.map((reason) => reason.count));
  for (const [i, reason] of block.denials!.reasons.entries()) expect(lengths[i]).toBeCloseTo(reason.count / most, 2);
  await expect(lists.last().getByRole('listitem')).toHaveText(block.actions!.items.map((item) => `${item.action}${item.owner}`));
});

test('at 1280 px every exhibit is as wide as the page content', async ({ page }) => {
  for (const path of pages) {
    const block = exhibitOn(path);
    await openPage(page, path);
    const heading = page.getByRole('main').getByRole('heading', { level: 2, name: block.heading });
    const column = await box(heading.locator('xpath=..'));
    const figure = await box(figureOf(page, block));
    expect(Math.round(figure.x)).toBe(Math.round(column.x));
    expect(Math.round(figure.width)).toBe(Math.round(column.width));
    expect(Math.round(column.width)).toBe(1280 - 2 * 32);
  }
});

for (const width of [320, 390]) {
  test(`on a ${width} px phone no exhibit is wider than the screen, the claim's track runs down and the timeline's labels keep their lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      const block = exhibitOn(path);
      await openPage(page, path);
      const figure = figureOf(page, block);
      const frame = await box(figure);
      expect(frame.x).toBeGreaterThanOrEqual(0);
      expect(frame.x + frame.width).toBeLessThanOrEqual(width);
      // Nothing in the figure reaches past it (but what is clipped away for screen readers only), and the page does
      // not scroll sideways.
      const overflowing = await figure.evaluate((element) => {
        const edge = element.getBoundingClientRect().right;
        const clipped = (inner: Element | null): boolean =>
          !!inner && inner !== element && (getComputedStyle(inner).clip !== 'auto' || clipped(inner.parentElement));
        return [...element.querySelectorAll('*')]
          .filter((inner) => !clipped(inner) && inner.getBoundingClientRect().right > edge + 0.5)
          .map((inner) => inner.textContent?.slice(0, 30));
      });
      expect(overflowing).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }

    await openPage(page, '/services/medical-billing');
    const stages = figureOf(page, exhibitOn('/services/medical-billing')).getByRole('listitem');
    const boxes = await Promise.all((await stages.all()).map(box));
    for (const [i, next] of boxes.slice(1).entries()) {
      expect(next.y).toBeGreaterThanOrEqual(boxes[i].y + boxes[i].height - 1);
      expect(Math.round(next.x)).toBe(Math.round(boxes[0].x));
    }

    const timeline = exhibitOn('/services/credentialing');
    await openPage(page, '/services/credentialing');
    const tasks = figureOf(page, timeline).getByRole('listitem');
    for (const [i, task] of timeline.tasks!.entries()) {
      // The task's name on one line of its own, over its bar, at a readable size.
      const name = tasks.nth(i).getByText(task.label, { exact: true });
      const [lines, size] = await name.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size, Number.parseFloat(getComputedStyle(element).fontSize)];
      });
      expect(lines).toBe(1);
      expect(size).toBeGreaterThanOrEqual(16);
      const bar = await box(tasks.nth(i).locator('[aria-hidden="true"]').first());
      expect(bar.y).toBeGreaterThan((await box(name)).y);
    }
  });
}
