// Heroes whose picture is their page's own: the billing page's sample claim (its process below follows it), and
// the revenue audit's page of a sample report (leakage by cause), which screen readers read.
import type { ListVisual } from '../../src/model/types.generated.ts';
import { builtSite, expect, openPage, test } from './support.ts';

const site = builtSite();
const heroChecklist = (path: string): ListVisual => {
  const hero = site.pages.find((page) => page.path === path)?.blocks[0];
  if (hero?.type !== 'hero' || !hero.checklist) throw new Error(`${path}: no picture of its own`);
  return hero.checklist;
};

test("the billing page's hero is its own sample claim, the one its process follows below, not the company's figures", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/services/medical-billing');
  const hero = page.getByRole('main').locator('section').first();
  const claim = site.visuals.claim;
  if (!claim) throw new Error('no sample claim in visuals');
  await expect(hero.getByText(claim.title, { exact: true })).toBeVisible();
  for (const item of claim.items) await expect(hero.getByText(item.label, { exact: true })).toBeVisible();
  // The exhibit below follows the same claim, day by day.
  await expect(page.getByRole('main').locator('section').nth(2).getByText(claim.title, { exact: true })).toBeVisible();
  // No company figure in the hero: they are the home page's and the stats bands'.
  const figures = Object.values(site.brand.figures ?? {}).map((figure) => figure.value);
  for (const value of new Set(figures)) await expect(hero.getByText(value, { exact: true })).toHaveCount(0);
});

test('the revenue audit hero is a page of a sample report: leakage by cause as bars, their figures and the findings', async ({ page }) => {
  const report = heroChecklist('/revenue-audit');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/revenue-audit');
  const figure = page.getByRole('figure', { name: report.title });
  await expect(figure).toBeVisible();
  await expect(figure).toContainText(report.tag);
  const rows = figure.getByRole('listitem');
  await expect(rows).toHaveText(report.items.map((item) => `${item.label} ${item.detail}`));
  // Each bar is filled to its share of the whole, the largest cause first.
  const filled = await rows.evaluateAll((items) =>
    items.map((item) => {
      const fill = item.lastElementChild?.firstElementChild as HTMLElement;
      return Math.round((100 * fill.offsetWidth) / (fill.parentElement as HTMLElement).offsetWidth);
    }),
  );
  expect(filled).toEqual(report.items.map((item) => item.share));
  if (!report.note) throw new Error('no findings line');
  await expect(figure.getByText(report.note, { exact: true })).toBeVisible();
  // The steps it replaced are gone; on a phone the picture stands under the text.
  await expect(figure.getByRole('list')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure).toBeVisible();
  expect((await figure.boundingBox())!.y).toBeGreaterThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y);
});

test("/contact's hero is the reply a visitor gets: the brand's sender and address, within 24 hours, a week of call times", async ({ page }) => {
  const hero = site.pages.find((candidate) => candidate.path === '/contact')?.blocks[0];
  if (hero?.type !== 'hero' || !hero.reply) throw new Error('/contact: no reply picture');
  const { reply } = hero;
  const fill = (text: string) => text.replace('{brand}', site.brand.name).replace('{email}', site.brand.email);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/contact');
  const figure = page.getByRole('figure', { name: reply.title });
  await expect(figure).toBeVisible();
  await expect(figure).toContainText(reply.tag);
  // The sender is the brand's, from its one e-mail address; the reply's lines say what happens next.
  await expect(figure.getByText(fill(reply.from), { exact: true })).toBeVisible();
  await expect(figure.getByText(site.brand.email, { exact: true })).toBeVisible();
  for (const text of [reply.subject, reply.received, ...reply.lines]) await expect(figure.getByText(text, { exact: true })).toBeVisible();
  for (const step of [/30 minutes/, /written proposal/, /48 hours once the BAA is signed/]) await expect(figure).toContainText(step);
  // The week: a day each, the offered times on theirs, the picked one said in words; the office hours under it.
  const days = figure.getByRole('listitem');
  await expect(days).toHaveCount(reply.calendar.days.length);
  const offered = reply.calendar.days.filter((day) => day.slot);
  expect(offered.length).toBeGreaterThanOrEqual(2);
  expect(offered.filter((day) => day.picked)).toHaveLength(1);
  for (const day of reply.calendar.days) {
    const item = days.filter({ hasText: `${day.day} ${day.date}` });
    await expect(item).toHaveText(`${day.day} ${day.date}${day.slot ? ` ${day.slot}${day.picked ? ` ${reply.calendar.pickedLabel}` : ''}` : ''}`);
  }
  await expect(figure.getByText(`${site.brand.hours.office.label}: ${site.brand.hours.office.text}`)).toBeVisible();
  // Every time fits its day's column, down to 1024 px.
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const day of offered) {
    const time = figure.getByText(day.slot ?? '', { exact: true });
    const column = days.filter({ hasText: day.slot ?? '' });
    const [inner, outer] = [await time.boundingBox(), await column.boundingBox()];
    if (!inner || !outer) throw new Error(`${day.day}: not drawn`);
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  }
  // Under the text below 1024 px, compact: who replies and when, not the reply's lines or the week (the form follows).
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(figure).toBeVisible();
  await expect(figure.getByText(fill(reply.from), { exact: true })).toBeVisible();
  await expect(figure.getByText(reply.received, { exact: true })).toBeVisible();
  await expect(figure.getByText(reply.lines[0], { exact: true })).toBeHidden();
  await expect(days.first()).toBeHidden();
});

test("/services' hero is the revenue cycle: its stations around a loop as a list read in order, the money collected in its middle", async ({ page }) => {
  const cycle = heroChecklist('/services');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/services');
  const figure = page.getByRole('figure', { name: cycle.title });
  await expect(figure).toBeVisible();
  const stations = figure.getByRole('listitem');
  await expect(stations).toHaveText(cycle.items.map((item, index) => `${index + 1}${item.label} ${item.detail}`));
  // Around the loop: the first at the top, the others clockwise (right side going down, then left side going up).
  const boxes = await Promise.all(cycle.items.map(async (_, index) => (await stations.nth(index).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
  const centres = boxes.map((box) => ({ x: box.x + box.width / 2, y: box.y }));
  expect(centres[0].y).toBeLessThan(Math.min(...centres.slice(1).map((centre) => centre.y)));
  expect(centres[1].x).toBeGreaterThan(centres[0].x);
  expect(centres.at(-1)?.x ?? 0).toBeLessThan(centres[0].x);
  // No station's words run into another's, and all stay inside the card.
  const card = await figure.boundingBox();
  for (const [index, box] of boxes.entries()) {
    if (!card) throw new Error('no card');
    expect(box.x).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height);
    for (const other of boxes.slice(index + 1)) {
      const apart = box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y;
      expect(apart, `${cycle.items[index].label} clear of the others`).toBe(true);
    }
  }
  if (!cycle.note) throw new Error('no note');
  const middle = figure.getByText(cycle.note.replace('{monthlyCollections}', site.brand.figures?.monthlyCollections?.value ?? ''), { exact: true });
  await expect(middle).toBeVisible();
  // Each station's words beyond its number, away from the loop's middle (the note): no point of them nearer the middle
  // than the number's centre. Centred under every number, they stood inside the loop at the top and across it on the sides.
  const centre = (await middle.boundingBox())!;
  const [mx, my] = [centre.x + centre.width / 2, centre.y + centre.height / 2];
  const parts = await stations.evaluateAll((items) =>
    items.map((item) => ({
      number: item.firstElementChild!.getBoundingClientRect().toJSON() as DOMRect,
      words: item.lastElementChild!.getBoundingClientRect().toJSON() as DOMRect,
    })),
  );
  for (const [index, { number, words }] of parts.entries()) {
    const nearest = { x: Math.min(Math.max(mx, words.left), words.right), y: Math.min(Math.max(my, words.top), words.bottom) };
    const fromMiddle = (x: number, y: number) => Math.hypot(x - mx, y - my);
    expect(fromMiddle(nearest.x, nearest.y), `${cycle.items[index].label}'s words outside its number`).toBeGreaterThan(
      fromMiddle(number.left + number.width / 2, number.top + number.height / 2),
    );
  }
  // Under the text below 1024 px.
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(figure).toBeVisible();
  expect((await figure.boundingBox())!.y).toBeGreaterThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y);
  // On a phone the loop has no room for the words around it (the note ran into the stations beside it): the stations
  // one under the other, in order, and the note under the last.
  await page.setViewportSize({ width: 390, height: 844 });
  const stacked = await stations.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  for (const [index, box] of stacked.slice(1).entries())
    expect(box.top, `${cycle.items[index + 1].label} under ${cycle.items[index].label}`).toBeGreaterThanOrEqual(stacked[index].bottom);
  const note = (await figure
    .getByText(cycle.note.replace('{monthlyCollections}', site.brand.figures?.monthlyCollections?.value ?? ''), { exact: true })
    .boundingBox())!;
  expect(note.y).toBeGreaterThanOrEqual(stacked.at(-1)!.bottom);
});
