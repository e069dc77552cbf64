// The clients' results read as one curated set: a client is the same practice, size, state, window and figures on
// every page that shows it, every result band says what its figures compare and carries the one footnote under them.
import type { Page } from '@playwright/test';
import { specialtyPath } from '../../src/model/specialty-page.ts';
import { builtSite, expect, openPage, test } from './support.ts';

const site = builtSite();
const { footnote } = site.clientResults;
const main = (page: Page) => page.getByRole('main');
const band = (page: Page, practice: string) => main(page).getByRole('region', { name: `Results for One ${practice}`, exact: true });
/** A band's words and figures as a visitor reads them: its intro, then each figure with its label. */
async function bandText(page: Page, practice: string) {
  const region = band(page, practice);
  return { intro: await region.getByRole('paragraph').first().textContent(), figures: await region.getByRole('listitem').allTextContents() };
}

/** The pages with a result band: the four service pages that show a client, and every specialty. */
const bandPages = [
  '/services/medical-coding',
  '/services/ar-management',
  '/services/credentialing',
  '/services/analytics',
  ...site.specialties.map((specialty) => specialtyPath(specialty.slug)),
];

test('every result band says what its figures compare, in one form, with the one footnote under its figures', async ({ page }) => {
  test.slow();
  expect(bandPages).toHaveLength(36);
  for (const path of bandPages) {
    await page.goto(path);
    const region = main(page).getByRole('region', { name: /^Results for One / });
    await expect(region, path).toHaveCount(1);
    await expect(region.getByRole('paragraph').first(), path).toHaveText(
      /^.+ in [A-Z][a-z]+( [A-Z][a-z]+)?\. Measured: first \d+ months with us against the \d+ before\.$/,
    );
    const note = region.getByText(footnote, { exact: true });
    await expect(note, path).toBeVisible();
    // Under the figures, in small quiet type, and once: not in the intro.
    const figures = (await region.getByRole('list').boundingBox())!;
    expect((await note.boundingBox())!.y, path).toBeGreaterThanOrEqual(figures.y + figures.height);
    expect(Number.parseFloat(await note.evaluate((element) => getComputedStyle(element).fontSize)), path).toBeLessThan(14);
    await expect(region.getByText(footnote), path).toHaveCount(1);
  }
});

test('the orthopedic group reads the same on its specialty page, on the A/R page and in its testimonial', async ({ page }) => {
  await page.goto('/specialties/orthopedic');
  const specialty = await bandText(page, 'Orthopedic Group');
  expect(specialty).toEqual({
    intro: '10 surgeons in Texas. Measured: first 6 months with us against the 6 before.',
    figures: ['−24 daysDays in A/R', '−64%Claims over 90 days'],
  });
  await openPage(page, '/services/ar-management');
  expect(await bandText(page, 'Orthopedic Group')).toEqual(specialty);
  await openPage(page, '/why-choose-us');
  const quote = main(page).getByRole('figure').filter({ hasText: 'Orthopedic Group' });
  await expect(quote).toHaveCount(1);
  await expect(quote).toContainText('Practice Manager, Orthopedic Group, Texas');
  await expect(quote).toContainText('−24 days in A/R');
});

test("the cardiology practice is the home page's case, the coding page's result and its specialty's, one size and one state", async ({ page }) => {
  await openPage(page, '/');
  const cases = main(page).getByRole('region', { name: 'Real Results from Real Practices' });
  const study = cases.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Cardiology Practice' }) });
  for (const text of ['8 providers', 'California', 'first 4 months with us against the 4 before', '−74%', '99.3%']) await expect(study).toContainText(text);
  await expect(main(page).getByRole('figure').filter({ hasText: 'Cardiology Practice' })).toContainText('Office Manager, Cardiology Practice, California');
  const expected = {
    intro: '8 providers in California. Measured: first 4 months with us against the 4 before.',
    figures: ['−74%Denials', '99.3%Clean Claim Rate'],
  };
  await openPage(page, '/services/medical-coding');
  expect(await bandText(page, 'Cardiology Practice')).toEqual(expected);
  await page.goto('/specialties/cardiology');
  expect(await bandText(page, 'Cardiology Practice')).toEqual(expected);
});

test('no two clients shown on the site are the same practice type in the same state with different sizes', async ({ page }) => {
  test.slow();
  // Every "practice type, state" a visitor reads, with the size it is shown with where a size is shown.
  const seen = new Map<string, Set<string>>();
  const note = (practice: string, state: string, size?: string) => {
    const key = `${practice}, ${state}`;
    seen.set(key, new Set([...(seen.get(key) ?? []), ...(size ? [size] : [])]));
  };
  for (const path of bandPages) {
    await page.goto(path);
    const region = main(page).getByRole('region', { name: /^Results for One / });
    const practice = (await region.getByRole('heading', { level: 2 }).textContent())!.replace('Results for One ', '');
    const [, size, state] = /^(.+) in (.+?)\. Measured/.exec((await region.getByRole('paragraph').first().textContent())!)!;
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
  // The four service pages and the quotes name clients already shown on a specialty page or the home page.
  expect(seen.size).toBe(33);
});
