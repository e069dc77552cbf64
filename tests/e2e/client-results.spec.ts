// The clients' results read as one curated set: a client is the same practice, size, state, window and figures on
// every page that shows it, every result band says what its figures compare and carries the one footnote under them,
// and every figure shows what it measured before and after (before → after), which a screen reader reads in words.
import type { Locator, Page } from '@playwright/test';
import { specialtyPath } from '../../src/model/specialty-page.ts';
import { builtSite, expect, openPage, test } from './support.ts';

const site = builtSite();
const { footnote } = site.clientResults;
const main = (page: Page) => page.getByRole('main');
const band = (page: Page, practice: string) => main(page).getByRole('region', { name: `Client Results: ${practice}`, exact: true });
/** Each item's words as a screen reader reads them: without what is hidden from it (the arrow line), spaced. */
const spoken = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) =>
      [...element.children]
        .filter((child) => child.getAttribute('aria-hidden') !== 'true')
        .map((child) => child.textContent)
        .join(' '),
    ),
  );
/** A band's words and figures as a visitor reads them: its intro, then each figure with its label and before and after. */
async function bandText(page: Page, practice: string) {
  const region = band(page, practice);
  return { intro: await region.getByRole('paragraph').first().textContent(), figures: await spoken(region.getByRole('listitem')) };
}
/** The figure `value` in `within`, and the before → after line a sighted visitor reads under it, in its item. */
async function expectBeforeAfter(within: Locator, value: string, shown: string) {
  const item = within.getByRole('listitem').filter({ has: within.page().getByText(value, { exact: true }) });
  await expect(item).toHaveCount(1);
  const line = item.getByText(shown, { exact: true });
  await expect(line).toBeVisible();
  // Under the figure, in smaller type than it.
  const figure = item.getByText(value, { exact: true });
  expect((await line.boundingBox())!.y).toBeGreaterThan((await figure.boundingBox())!.y);
  const size = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(await size(line)).toBeLessThan(await size(figure));
}

/** The pages with a result band: the four service pages that show a client, and every specialty. */
const bandPages = [
  '/services/medical-coding',
  '/services/ar-management',
  '/services/credentialing',
  '/services/analytics',
  ...site.specialties.map((specialty) => specialtyPath(specialty.slug)),
];

test('the orthopedic group reads the same on its specialty page and in its testimonial, before and after', async ({ page }) => {
  await page.goto('/specialties/orthopedic');
  expect(await bandText(page, 'Orthopedic Group')).toEqual({
    intro: '10 surgeons in Texas. Compared: 6 months before vs. first 6 months with us.',
    figures: ['−24 days Days in A/R from 54 to 30 days', '−64% A/R Over 90 Days from 25% to 9%'],
  });
  await openPage(page, '/why-choose-us');
  const quote = main(page).getByRole('figure').filter({ hasText: 'Orthopedic Group' });
  await expect(quote).toHaveCount(1);
  await expect(quote).toContainText('Practice Manager, Orthopedic Group, Texas');
  // Its chip is one of the client's figures, with that figure's before → after.
  await expect(quote.getByRole('paragraph').filter({ hasText: '−24 days in A/R' })).toContainText('−24 days in A/R54 → 30 days');
});

test("each service page shows a client of its own, with figures its service moves, not a specialty page's band", async ({ page }) => {
  const services = [
    ['/services/medical-coding', 'Multi-Specialty Group', ['−71% Coding Denial Rate from 4.8% to 1.4%', '−83% E/M Visits Under-Coded from 18% to 3%']],
    ['/services/ar-management', 'Primary Care Group', ['−27 days Days in A/R from 58 to 31 days', '−71% A/R Over 90 Days from 24% to 7%']],
    ['/services/credentialing', 'Pediatric Group', ['−52 days Days to Enroll from 118 to 66 days', '−90% Claims Denied for Enrollment from 5.8% to 0.6%']],
    ['/services/analytics', 'Rheumatology Group', ['−58% Underpaid Claims from 7.4% to 3.1%', '+18% Monthly Revenue from $410K to $484K']],
  ] as const;
  const bands = new Set<string>();
  for (const [path, practice, figures] of services) {
    await page.goto(path);
    expect((await bandText(page, practice)).figures, path).toEqual(figures);
    bands.add(practice);
  }
  // None of them is a specialty's client: the coding page no longer repeats the cardiology page's band.
  for (const specialty of site.specialties) {
    const client = specialty.client ? site.clientResults.clients[specialty.client] : undefined;
    if (client) expect(bands.has(client.practice), specialty.slug).toBe(false);
  }
  await page.goto('/services/medical-coding');
  await expect(band(page, 'Cardiology Practice')).toHaveCount(0);
});

test("the cardiology practice is the home page's case and its specialty's result, one size, one state, one before and after", async ({ page }) => {
  await openPage(page, '/');
  const cases = main(page).getByRole('region', { name: 'Real Results from Real Practices' });
  const study = cases.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Cardiology Practice' }) });
  for (const text of ['8 providers', 'California', '4 months before vs. first 4 months with us', '−74%', '99.3%']) await expect(study).toContainText(text);
  await expectBeforeAfter(study, '−74%', '11.4% → 3.0%');
  await expectBeforeAfter(study, '99.3%', '81% → 99.3%');
  expect(await spoken(study.getByRole('listitem'))).toEqual(['−74% Denial Rate from 11.4% to 3.0%', '99.3% Clean Claim Rate from 81% to 99.3%']);
  await expect(main(page).getByRole('figure').filter({ hasText: 'Cardiology Practice' })).toContainText('Office Manager, Cardiology Practice, California');
  await page.goto('/specialties/cardiology');
  expect(await bandText(page, 'Cardiology Practice')).toEqual({
    intro: '8 providers in California. Compared: 4 months before vs. first 4 months with us.',
    figures: ['−74% Denial Rate from 11.4% to 3.0%', '99.3% Clean Claim Rate from 81% to 99.3%'],
  });
  await expectBeforeAfter(band(page, 'Cardiology Practice'), '−74%', '11.4% → 3.0%');
  await expectBeforeAfter(band(page, 'Cardiology Practice'), '99.3%', '81% → 99.3%');
});

test("every home case study's figure shows its before → after, and so does a quote's chip that is a client's figure", async ({ page }) => {
  await openPage(page, '/');
  const cases = main(page).getByRole('region', { name: 'Real Results from Real Practices' });
  const shown = [
    ['Multi-Specialty Clinic', '+41%', '$182K → $257K'],
    ['Multi-Specialty Clinic', '−23 days', '47 → 24 days'],
    ['Family Practice', '97%', '86% → 97%'],
    ['Family Practice', '22 days', '41 → 22 days'],
  ] as const;
  for (const [practice, value, line] of shown)
    await expectBeforeAfter(cases.getByRole('article').filter({ has: page.getByRole('heading', { name: practice }) }), value, line);
  // The accessibility tree reads the words, not the arrow.
  await expect(cases.getByRole('article').first().getByRole('listitem').first()).toMatchAriaSnapshot('- listitem: +41% Monthly Revenue from $182K to $257K');
  // The figure's line: its pill and, beside it or under it, its before → after.
  const chip = main(page).getByRole('figure').filter({ hasText: 'Multi-Specialty Clinic' }).getByRole('paragraph').filter({ hasText: '+41% monthly revenue' });
  await expect(chip).toContainText('$182K → $257K');
  // A chip that is not one of the client's figures stays as written.
  await expect(main(page).getByRole('figure').filter({ hasText: 'Cardiology Practice' }).getByText('48-hour onboarding', { exact: true })).toBeVisible();
});

// Two promises over every page with a result band, held on one visit of each.
test('every result band says what its figures compare, in one form, with the one footnote under its figures; and no two clients shown on the site are the same practice type in the same state with different sizes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(bandPages).toHaveLength(36);
  // Every "practice type, state" a visitor reads, with the size it is shown with where a size is shown.
  const seen = new Map<string, Set<string>>();
  const note = (practice: string, state: string, size?: string) => {
    const key = `${practice}, ${state}`;
    seen.set(key, new Set([...(seen.get(key) ?? []), ...(size ? [size] : [])]));
  };
  for (const path of bandPages) {
    await page.goto(path);
    const region = main(page).getByRole('region', { name: /^Client Results: / });
    await expect(region, path).toHaveCount(1);
    const intro = region.getByRole('paragraph').first();
    await expect(intro, path).toHaveText(/^.+ in [A-Z][a-z]+( [A-Z][a-z]+)?\. Compared: \d+ months before vs\. first \d+ months with us\.$/);
    const footnoteLine = region.getByText(footnote, { exact: true });
    await expect(footnoteLine, path).toBeVisible();
    // Under the figures, in small quiet type, and once: not in the intro.
    const figures = (await region.getByRole('list').boundingBox())!;
    expect((await footnoteLine.boundingBox())!.y, path).toBeGreaterThanOrEqual(figures.y + figures.height);
    expect(Number.parseFloat(await footnoteLine.evaluate((element) => getComputedStyle(element).fontSize)), path).toBeLessThan(14);
    await expect(region.getByText(footnote), path).toHaveCount(1);
    // Each figure with what it measured before and after.
    for (const figure of await region.getByRole('listitem').all()) await expect(figure, path).toContainText(/\S →\s\S/);
    const practice = (await region.getByRole('heading', { level: 2 }).textContent())!.replace('Client Results: ', '');
    const [, size, state] = /^(.+) in (.+?)\. Compared/.exec((await intro.textContent())!)!;
    note(practice, state, size);
  }
  for (const path of ['/', '/why-choose-us', '/contact', '/revenue-audit']) {
    await openPage(page, path);
    // The quotes' authors: a figure that holds a quote (a hero's sample report is a figure with a caption too).
    const captions = await main(page).locator('figure:has(blockquote) > figcaption').allTextContents();
    expect(captions.length, `${path}: its quotes' authors`).toBeGreaterThan(0);
    for (const caption of captions) {
      const [, practice, state] = /^[^,]+, (.+), ([^,]+)$/.exec(caption)!;
      note(practice, state);
    }
  }
  expect([...seen].filter(([, sizes]) => sizes.size > 1)).toEqual([]);
  // The quotes name clients already shown on a specialty page or the home page; the four service pages their own.
  expect(seen.size).toBe(37);
});
