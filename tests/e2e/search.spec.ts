// The search panel and the /search page, driven as a visitor does; delays on Playwright's clock.
import type { Locator, Page } from '@playwright/test';
import { builtSite, expect, untilSettled, openPage, openPageWithBlock, openPageWithStoppedClock, test } from './support.ts';

const site = builtSite();
const { timings, limits } = site.constants;

/**
 * How many results a search finds, counted by hand from site.yaml by the spec's rule (section 5: the text, any
 * case, in the title, description and topics together; the category; each topic among the page's), never by the
 * product's own search. The index holds 49 entries: the 17 pages the search lists (site.yaml's 19 pages less /search
 * itself and /upwards, hidden from search engines) and the 32 specialties, one entry each for their pages. A
 * page is about a topic when its title names the topic or one of its words (search.tags) as a whole word, or when
 * its searchTags choose it; a specialty likewise by its name. When the content changes, count again; a different
 * number from the product is the test doing its work.
 */
const expected = {
  everything: 49,
  // Cardiology (its title) and /specialties ("cardiology, family practice, …" in its description). No topic holds "cardio".
  cardio: 2,
  // Dental alone: no other title or description says it.
  dental: 1,
  'sleep medicine': 1,
  // The 32 specialties' descriptions ("clean claims, fewer denials …"), and the descriptions of /, /services/medical-billing,
  // /services/demo-dashboard and /why-choose-us ("98.5% clean claim rate", "clean claim rate").
  'clean claim': 36,
  // Descriptions that say A/R: /, /services, /services/ar-management, /services/analytics, /services/demo-dashboard,
  // /why-choose-us, /revenue-audit. (Titles say "AR &", the topic is "AR": neither holds the slash.)
  'a/r': 7,
  // /hipaa-compliance (its title), /security ("HIPAA safeguards") and /privacy-policy ("PHI under HIPAA").
  hipaa: 3,
  // /why-choose-us and /security, both "SOC 2 Type II".
  'soc 2': 2,
  // The five service pages: billing, coding, A/R and denials, credentialing, analytics.
  services: 5,
  specialties: 32,
  // The 17 listed pages less the five services.
  pages: 12,
  // Pages (not services, not specialties) whose description offers the audit: /, /contact, /revenue-audit.
  'revenue audit, pages': 3,
  // Neurology is the one specialty that chooses EEG (searchTags: [CPT, EEG, EMG]); its description says "billing".
  'EEG, specialties': 1,
  'billing, EEG, specialties': 1,
  // Gastroenterology alone: its name is one of GI's words, and no page or specialty chooses GI. (The pages that
  // mention endoscopy or a gastroenterology client in their text are not about GI.)
  GI: 1,
  // /services/credentialing alone (searchTags: [CAQH]); the pages whose cards mention CAQH are not about it.
  CAQH: 1,
  // Cardiology alone (searchTags: [CPT, EP Studies]).
  'EP Studies': 1,
  // Gastroenterology's description (the specialties' template) says "clean claims".
  'clean claim, GI': 1,
};
const found = (n: number) => (n === 1 ? site.search.oneResultFound : site.search.resultsFound.replace('{count}', String(n)));

const panel = (page: Page) => page.getByRole('dialog', { name: site.search.title });
const box = (page: Page) => panel(page).getByRole('searchbox', { name: site.labels.search });
const openButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: site.labels.search }).first();

async function openPanel(page: Page) {
  await openButton(page).click();
  await expect(panel(page)).toBeVisible();
}

/**
 * How far apart, in pixels, the controls' vertical middles are: within 1 px they stand in one row. (Rounding each
 * middle and counting distinct values split a row whose middles were 0.1 px apart across a .5 boundary, as a CI
 * run found.)
 */
async function middlesSpread(controls: Locator[]): Promise<number> {
  const middles = await Promise.all(
    controls.map(async (control) => {
      const box = (await control.boundingBox())!;
      return box.y + box.height / 2;
    }),
  );
  return Math.max(...middles) - Math.min(...middles);
}

test.describe('the search panel', () => {
  test('opens from the header with its title, subtitle and box, and puts the cursor in the box 100 ms later', async ({ page }) => {
    await openPageWithStoppedClock(page, '/about');
    await openPanel(page);
    await expect(panel(page)).toHaveAccessibleDescription(site.search.subtitle);
    await expect(box(page)).toHaveAttribute('placeholder', `Search ${site.brand.name}...`);
    await page.clock.runFor(timings.searchFocusDelayMs - 1);
    await expect(box(page)).not.toBeFocused();
    await page.clock.runFor(1);
    await expect(box(page)).toBeFocused();
  });

  test(`applies the typed text after a ${timings.searchDebounceMs} ms pause and marks it in the results`, async ({ page }) => {
    await openPageWithStoppedClock(page, '/about');
    await openPanel(page);
    await page.clock.runFor(timings.searchFocusDelayMs);
    await expect(panel(page).getByRole('status')).toHaveText(found(expected.everything));
    await page.keyboard.type('cardio');
    await page.clock.runFor(timings.searchDebounceMs - 1);
    await expect(panel(page).getByRole('status')).toHaveText(found(expected.everything));
    await page.clock.runFor(1);
    await expect(panel(page).getByRole('status')).toHaveText(found(expected.cardio));
    const cardiology = panel(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Cardiology', exact: true }) });
    await expect(cardiology.getByRole('heading').locator('mark')).toHaveText('Cardio');
    await expect(panel(page).locator('article mark').first()).toHaveText(/cardio/i);
  });

  test('filters by category, and by topic chips that toggle and show as removable filters', async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    await panel(page).getByRole('combobox', { name: site.search.categoryLabel }).selectOption({ label: 'Specialties' });
    await expect(panel(page).getByRole('status')).toHaveText(found(expected.specialties));
    await expect(panel(page).getByRole('article').first()).toContainText('Specialty');

    const chips = panel(page).getByRole('group', { name: site.search.tagsLabel }).getByRole('button');
    await expect(chips).toHaveText(['AR', 'CAQH', 'CPT', 'EEG', 'EMG', 'EP studies', 'ER', 'GI']);
    const eeg = chips.filter({ hasText: 'EEG' });
    await eeg.click();
    await expect(eeg).toHaveAttribute('aria-pressed', 'true');
    const active = panel(page).getByRole('list', { name: site.search.activeFiltersLabel });
    await expect(active).toContainText('EEG');
    await expect(panel(page).getByRole('status')).toHaveText(found(expected['EEG, specialties']));
    await active.getByRole('button', { name: 'Remove EEG' }).click();
    await expect(eeg).toHaveAttribute('aria-pressed', 'false');
    await expect(active).toHaveCount(0);
    await eeg.click();
    await eeg.click();
    await expect(eeg).toHaveAttribute('aria-pressed', 'false');
  });

  test('shows Clear All only while something narrows the results, and Clear All resets everything', async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    const clearAll = panel(page).getByRole('button', { name: site.search.clearAll, exact: true });
    await expect(clearAll).toHaveCount(0);
    await box(page).fill('billing');
    await expect(clearAll).toBeVisible();
    await panel(page).getByRole('button', { name: 'CPT' }).click();
    await panel(page).getByRole('combobox').selectOption('service');
    await clearAll.click();
    await expect(box(page)).toHaveValue('');
    await expect(panel(page).getByRole('combobox')).toHaveValue('all');
    await expect(panel(page).getByRole('button', { name: 'CPT' })).toHaveAttribute('aria-pressed', 'false');
    await expect(clearAll).toHaveCount(0);
    await expect(panel(page).getByRole('status')).toHaveText(found(expected.everything));
  });

  test(`shows at most ${limits.searchResults} result cards, each with up to ${limits.tagsPerResult} tags and a +N`, async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    await expect(panel(page).getByRole('article')).toHaveCount(limits.searchResults);
    // The home page comes first: its title names three topics (billing, and revenue cycle management for RCM and
    // revenue cycle), all shown.
    const card = panel(page).getByRole('article').first();
    await expect(card.getByRole('listitem')).toHaveText(['RCM', 'billing', 'revenue cycle']);
    await expect(card.getByRole('link', { name: `${site.search.learnMore} about Home` })).toHaveAttribute('href', '/');
    // /services, fourth in the index, has seven: billing and revenue cycle from its title, and the five it chooses
    // (coding, AR, denials, credentialing, analytics). In search.tags order: AR, billing, coding, and 4 more.
    const services = panel(page).getByRole('article').nth(3);
    await expect(services.getByRole('listitem')).toHaveText(['AR', 'billing', 'coding', '+4']);
    await expect(services.getByRole('link', { name: `${site.search.learnMore} about All Services` })).toHaveAttribute('href', '/services');
  });

  test('says "1 Result Found" for one, and shows the empty state with Clear all filters for none', async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    await box(page).fill('sleep medicine');
    await expect(panel(page).getByRole('status')).toHaveText('1 Result Found');
    await box(page).fill('zzz no such thing');
    await expect(panel(page).getByRole('status')).toHaveText(found(0));
    await expect(panel(page).getByRole('heading', { name: site.search.emptyHeading })).toBeVisible();
    await expect(panel(page)).toContainText(site.search.emptyText);
    await panel(page).getByRole('button', { name: site.search.emptyButton }).click();
    await expect(box(page)).toHaveValue('');
    await expect(panel(page).getByRole('article')).toHaveCount(limits.searchResults);
  });

  test('gives the focus to the search box when the button pressed goes away', async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    await panel(page).getByRole('button', { name: 'CAQH' }).click();
    await panel(page).getByRole('button', { name: 'Remove CAQH' }).click();
    await expect(box(page)).toBeFocused();
    await panel(page).getByRole('button', { name: 'GI', exact: true }).click();
    await panel(page).getByRole('button', { name: site.search.clearAll, exact: true }).click();
    await expect(box(page)).toBeFocused();
  });

  test('hands the search over to the search page, to share or keep', async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    await box(page).fill('clean claim');
    // The text counts once the debounce has passed; only then does the address carry it.
    await expect(panel(page).getByRole('status')).toHaveText(found(expected['clean claim']));
    await panel(page).getByRole('button', { name: 'GI', exact: true }).click();
    await expect(panel(page).getByRole('status')).toHaveText(found(expected['clean claim, GI']));
    await panel(page).getByRole('link', { name: site.search.openPage }).click();
    await expect(page).toHaveURL('/search?q=clean+claim&tag=GI');
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Site search' })).toHaveValue('clean claim');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(found(expected['clean claim, GI']));
  });

  test("goes to the search page when the panel's code cannot be fetched (the site was published again)", async ({ page }) => {
    await page.route('**/assets/SearchPanel-*.js', (route) => route.abort());
    await openPage(page, '/about');
    await openButton(page).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Site search' })).toBeVisible();
  });

  test('a result goes to its page and closes the panel', async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    await box(page).fill('credentialing');
    await panel(page)
      .getByRole('link', { name: /about Provider Credentialing Services$/ })
      .click();
    await expect(page).toHaveURL('/services/credentialing');
    await expect(panel(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('closes on Escape, on the backdrop and on the close button, giving the focus back to the Search button', async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(openButton(page)).toBeFocused();

    await openPanel(page);
    await page.mouse.click(20, 780);
    await expect(panel(page)).toHaveCount(0);

    await openPanel(page);
    await panel(page).getByRole('button', { name: site.labels.closeSearch }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(openButton(page)).toBeFocused();
    await expect(page).toHaveURL('/about');
  });

  test('keeps Tab inside and the page still behind it', async ({ page }) => {
    await openPage(page, '/about');
    await openPanel(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  });

  test(`is ${limits.searchPanelMaxWidthPx} px wide on a wide screen, and ${limits.searchPanelWidthVw}% of a screen narrower than that`, async ({ page }) => {
    // min(92vw, 680px): 680 at 1280 (92% would be 1177.6); at 720, 92% is 662.4, under 680.
    for (const [width, expected] of [
      [1280, limits.searchPanelMaxWidthPx],
      [720, (720 * limits.searchPanelWidthVw) / 100],
    ]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/contact');
      await openButton(page).click();
      await expect(panel(page)).toBeVisible();
      await untilSettled(panel(page));
      expect((await panel(page).boundingBox())!.width, `${width} px`).toBeCloseTo(expected, 0);
    }
  });

  test('opens from the magnifier on a phone, filling the width it may', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/contact');
    await page.getByRole('banner').getByRole('button', { name: site.labels.search }).last().click();
    await expect(panel(page)).toBeVisible();
    // Measured once its opening animation (a slight zoom) has ended.
    await expect.poll(async () => (await panel(page).boundingBox())!.width).toBeCloseTo((390 * limits.searchPanelWidthVw) / 100, 0);
    expect((await panel(page).boundingBox())!.height).toBeLessThanOrEqual((844 * limits.searchPanelMaxHeightVh) / 100 + 1);
  });

  test('on a phone, the category and the topics share one row that scrolls sideways, leaving room for three whole results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/contact');
    await page.getByRole('banner').getByRole('button', { name: site.labels.search }).last().click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('article')).toHaveCount(limits.searchResults);
    // With no query: the results whose whole card is inside the panel, as it shows them before any scrolling.
    const wholeResults = () =>
      panel(page).evaluate((dialog) => {
        const shown = dialog.getBoundingClientRect();
        return [...dialog.querySelectorAll('article')].filter((card) => {
          const box = card.getBoundingClientRect();
          return box.top >= shown.top && box.bottom <= shown.bottom && box.left >= shown.left && box.right <= shown.right;
        }).length;
      });
    expect(await wholeResults()).toBeGreaterThanOrEqual(3);

    const chips = panel(page).getByRole('group', { name: site.search.tagsLabel }).getByRole('button');
    await expect(chips).toHaveText(site.search.panelTags);
    const category = panel(page).getByRole('combobox', { name: site.search.categoryLabel });
    // Measured once the panel's opening zoom has ended: mid-zoom the row is scaled and its middles move.
    await untilSettled(panel(page));
    expect(await middlesSpread([category, ...(await chips.all())])).toBeLessThanOrEqual(1);
    // The last topic is out of sight at first, and a visitor scrolls the row to reach it.
    await expect(chips.last()).not.toBeInViewport({ ratio: 1 });
    await chips.last().click();
    await expect(chips.last()).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(page).getByRole('list', { name: site.search.activeFiltersLabel })).toContainText(site.search.panelTags.at(-1)!);
    await expect(panel(page).getByRole('button', { name: site.search.clearAll, exact: true })).toBeInViewport();
    // The panel's own limits hold on a phone too.
    expect((await panel(page).boundingBox())!.height).toBeLessThanOrEqual((844 * limits.searchPanelMaxHeightVh) / 100 + 1);
  });
});

test.describe('the /search page', () => {
  const search = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Site search' });
  const status = (page: Page) => page.getByRole('main').getByRole('status');

  test('opens with its search box where a hero stands its picture: beside the headline from 1024 px, under it on a phone', async ({ page }) => {
    for (const [width, beside] of [
      [1280, true],
      [1024, true],
      [390, false],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await openPageWithBlock(page, '/search', 'SiteSearch');
      const headline = (await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox())!;
      const box = (await search(page).boundingBox())!;
      if (beside) {
        expect(box.x, `${width} px`).toBeGreaterThan(headline.x + headline.width);
        expect(box.y, `${width} px: on the first screen`).toBeLessThan(800 - box.height);
      } else expect(box.y, `${width} px`).toBeGreaterThan(headline.y + headline.height);
    }
  });

  test('has the labelled box, the category filter, all 18 topics and at most 10 results', async ({ page }) => {
    await openPageWithBlock(page, '/search', 'SiteSearch');
    await expect(search(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('combobox', { name: site.search.categoryLabel }).getByRole('option')).toHaveText([
      'All Categories',
      'Services',
      'Specialties',
      'Pages',
    ]);
    await expect(page.getByRole('main').getByRole('group', { name: site.search.tagsLabel }).getByRole('button')).toHaveText(site.search.tags.map((t) => t.tag));
    await expect(status(page)).toHaveText(found(expected.everything));
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(limits.searchResults);
    await expect(page.getByRole('main').getByRole('button', { name: site.search.clearAll, exact: true })).toHaveCount(0);
  });

  test('on a phone, the category and the 18 topics share one row that scrolls sideways, and three whole results show under them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPageWithBlock(page, '/search', 'SiteSearch');
    const main = page.getByRole('main');
    const chips = main.getByRole('group', { name: site.search.tagsLabel }).getByRole('button');
    await expect(chips).toHaveText(site.search.tags.map((t) => t.tag));
    const category = main.getByRole('combobox', { name: site.search.categoryLabel });
    expect(await middlesSpread([category, ...(await chips.all())])).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // Scrolled down to the search, under the header: three result cards show whole before any more scrolling.
    const region = main.getByRole('region', { name: 'Site search' });
    const header = (await page.getByRole('banner').boundingBox())!;
    const under = header.y + header.height;
    await page.mouse.wheel(0, (await region.boundingBox())!.y - under);
    await expect.poll(async () => Math.round((await region.boundingBox())!.y)).toBe(Math.round(under));
    const wholeResults = await main.getByRole('article').evaluateAll((cards, top) => {
      return cards.filter((card) => card.getBoundingClientRect().top >= top && card.getBoundingClientRect().bottom <= innerHeight).length;
    }, under);
    expect(wholeResults).toBeGreaterThanOrEqual(3);

    // The last topic is out of sight at first; scrolled to and pressed, it narrows the results.
    await expect(chips.last()).not.toBeInViewport({ ratio: 1 });
    await chips.last().click();
    await expect(chips.last()).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('list', { name: site.search.activeFiltersLabel })).toContainText(site.search.tags.at(-1)!.tag);
  });

  test('lists the pages about the query first: for "denial", the denial management service, and the home page not in the first three', async ({ page }) => {
    await openPageWithBlock(page, '/search', 'SiteSearch');
    await search(page).fill('denial');
    await expect(page).toHaveURL('/search?q=denial');
    const titles = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(titles.first()).toHaveText('AR & Denial Management Services');
    // The home page, which mentions denials among everything else, is not among the first three.
    await expect(titles.nth(2)).toBeVisible();
    expect((await titles.allTextContents()).slice(0, 3)).not.toContain(site.pages.find((p) => p.path === '/')!.searchTitle);
  });

  test('marks the query in titles and descriptions, and keeps it in the address to share and come back to', async ({ page }) => {
    await openPageWithBlock(page, '/search', 'SiteSearch');
    await search(page).fill('dental');
    await expect(page).toHaveURL('/search?q=dental');
    await expect(status(page)).toHaveText(found(expected.dental));
    await expect(page.getByRole('main').locator('article mark').first()).toHaveText(/dental/i);
    await page.getByRole('main').getByRole('button', { name: 'coding', exact: true }).click();
    await expect(page).toHaveURL('/search?q=dental&tag=coding');

    await page
      .getByRole('main')
      .getByRole('link', { name: /about Dental$/ })
      .click();
    await expect(page).toHaveURL('/specialties/dental');
    await page.goBack();
    await expect(page).toHaveURL('/search?q=dental&tag=coding');
    await expect(search(page)).toHaveValue('dental');
    await expect(page.getByRole('main').getByRole('button', { name: 'coding', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('finds as many results as counted by hand from the content, for each query and filter', async ({ page }) => {
    // Eighteen addresses, each opened afresh.
    test.setTimeout(180_000);
    const searches: [address: string, count: number][] = [
      ['/search', expected.everything],
      ['/search?q=cardio', expected.cardio],
      ['/search?q=DENTAL', expected.dental],
      ['/search?q=sleep+medicine', expected['sleep medicine']],
      ['/search?q=clean+claim', expected['clean claim']],
      ['/search?q=a%2Fr', expected['a/r']],
      ['/search?q=hipaa', expected.hipaa],
      ['/search?q=SOC+2', expected['soc 2']],
      ['/search?category=service', expected.services],
      ['/search?category=specialty', expected.specialties],
      ['/search?category=page', expected.pages],
      ['/search?q=revenue+audit&category=page', expected['revenue audit, pages']],
      ['/search?category=specialty&tag=EEG', expected['EEG, specialties']],
      ['/search?tag=GI', expected.GI],
      ['/search?tag=CAQH', expected.CAQH],
      ['/search?tag=EP+studies', expected['EP Studies']],
      ['/search?q=clean+claim&tag=GI', expected['clean claim, GI']],
      ['/search?q=zzz+no+such+thing', 0],
    ];
    for (const [address, count] of searches) {
      await openPageWithBlock(page, address, 'SiteSearch');
      await expect(status(page), address).toHaveText(found(count));
      await expect(page.getByRole('main').getByRole('article'), address).toHaveCount(Math.min(count, limits.searchResults));
    }
  });

  test('opens a shared address with its search already done', async ({ page }) => {
    await openPageWithBlock(page, '/search?q=billing&category=specialty&tag=EEG', 'SiteSearch');
    await expect(search(page)).toHaveValue('billing');
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('specialty');
    await expect(status(page)).toHaveText(found(expected['billing, EEG, specialties']));
    await expect(page.getByRole('main').getByRole('list', { name: site.search.activeFiltersLabel })).toContainText('EEG');
  });

  test('shows the empty state, whose button clears the search and the address', async ({ page }) => {
    await openPageWithBlock(page, '/search?q=zzz+no+such+thing', 'SiteSearch');
    await expect(page.getByRole('main').getByRole('heading', { name: site.search.emptyHeading })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: site.search.emptyButton }).click();
    await expect(page).toHaveURL('/search');
    await expect(search(page)).toHaveValue('');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(limits.searchResults);
  });
});

test("the panel's code is not loaded on any page's first visit", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openPage(page, '/about');
  expect(scripts.some((path) => path.includes('SearchPanel'))).toBe(false);
  await openPanel(page);
  expect(scripts.some((path) => path.includes('SearchPanel'))).toBe(true);
});
