// Heroes whose picture is their page's own: the billing page's figures (its exhibit already follows one claim), and
// the revenue audit's page of a sample report (leakage by cause), which screen readers read.
import type { ListVisual } from '../../src/model/types.generated.ts';
import { builtSite, expect, openPage, test } from './support.ts';

const site = builtSite();
const heroChecklist = (path: string): ListVisual => {
  const hero = site.pages.find((page) => page.path === path)?.blocks[0];
  if (hero?.type !== 'hero' || !hero.checklist) throw new Error(`${path}: no picture of its own`);
  return hero.checklist;
};

test("the billing page's hero shows the company's figures, not a third telling of the sample claim", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/services/medical-billing');
  const hero = page.getByRole('main').locator('section').first();
  const figures = site.brand.figures;
  if (!figures?.cleanClaimRate || !figures.daysInAR || !figures.monthlyCollections || !figures.providers) throw new Error('the figures are gone');
  for (const figure of [figures.cleanClaimRate, figures.daysInAR, figures.monthlyCollections, figures.providers])
    await expect(hero.getByText(figure.value, { exact: true })).toBeVisible();
  // The sample claim is the exhibit's alone.
  await expect(page.getByText(/Claim 48213/)).toHaveCount(1);
  await expect(hero.getByText(/Claim 48213/)).toHaveCount(0);
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
  // The steps it replaced are gone; the picture is still not on a phone.
  await expect(figure.getByRole('list')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure).toBeHidden();
});
