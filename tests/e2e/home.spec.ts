// The home page: the rocket intro that plays first, the stats' fade-in, and the sections of spec section 2.
import type { Page } from '@playwright/test';
import {
  answerExternalRequests,
  arriveHome,
  builtSite,
  expect,
  isInert,
  openPage,
  openPageWithClockStoppedAtStart,
  pointAt,
  runPageClockTo,
  test,
} from './support.ts';

const site = builtSite();
const home = site.pages.find((page) => page.path === '/')!;
const intro = home.intro!;
const { introMs, statsFadeDelayMs, statsStaggerMs } = site.constants.timings;

const introText = (page: Page) => page.getByText(intro.text, { exact: true });
const skipButton = (page: Page) => page.getByRole('button', { name: intro.skipLabel });
const heroHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Get Paid Faster for the Care You Deliver' });
/** How many animations run inside the intro (the rocket, its flame, the stars, the progress bar). */
const animationsInsideIntro = (page: Page) =>
  page.evaluate((tagline) => {
    const overlay = [...document.querySelectorAll('p')].find((p) => p.textContent === tagline)?.parentElement;
    return document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect).target;
      return animation.playState === 'running' && target !== overlay && overlay?.contains(target ?? null);
    }).length;
  }, intro.text);
const statCards = (page: Page) => page.getByRole('main').getByRole('list').filter({ hasText: 'Monthly Collections' }).first().getByRole('listitem');

test.describe('the rocket intro', () => {
  test(`covers the whole screen with the page inert behind it, and gives way to the page at ${introMs} ms, not before`, async ({ page }) => {
    await arriveHome(page);
    await expect(introText(page)).toBeVisible();
    await expect(skipButton(page)).toBeVisible();
    expect(await animationsInsideIntro(page)).toBeGreaterThan(0);
    expect(await isInert(page.getByRole('main'))).toBe(true);
    expect(await isInert(page.getByRole('banner'))).toBe(true);
    // What is at the middle of the screen is the intro, not the page.
    expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('main'))).toBeNull();

    await runPageClockTo(page, introMs - 1);
    await expect(skipButton(page)).toBeVisible();
    expect(await isInert(page.getByRole('main'))).toBe(true);

    await runPageClockTo(page, introMs);
    await expect(skipButton(page)).toHaveCount(0);
    await expect(introText(page)).toBeHidden();
    expect(await isInert(page.getByRole('main'))).toBe(false);
    await expect(heroHeading(page)).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Free Audit' }).click();
    await expect(page).toHaveURL('/revenue-audit');
  });

  test('covers the screen edge to edge and holds the page behind it still, and nothing moves sideways when it goes, with the scroll bar of a desktop browser', async ({
    playwright,
  }) => {
    // The tests' browser hides scroll bars; a desktop browser's takes room, which the page must keep.
    const { launchOptions, baseURL } = test.info().project.use;
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await answerExternalRequests(context);
    const page = await context.newPage();
    await arriveHome(page);
    // The intro is the box around its words; the room of the scroll bar is its too, not a strip of the page.
    const overlay = introText(page).locator('xpath=..');
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(await overlay.evaluate((element) => element.contains(document.elementFromPoint(innerWidth - 1, innerHeight / 2)))).toBe(true);
    /** Where the page's parts are across: the main content's width, the heading's left edge, the header's last link's right edge. */
    const across = async () => ({
      main: await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().width),
      heading: (await heroHeading(page).boundingBox())?.x,
      header: await page
        .getByRole('banner')
        .getByRole('link')
        .last()
        .evaluate((link) => link.getBoundingClientRect().right),
    });
    const during = await across();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await runPageClockTo(page, introMs);
    await expect(skipButton(page)).toHaveCount(0);
    expect(await across()).toEqual(during);
    // The page has its scroll bar back: it takes room beside the page.
    expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await browser.close();
  });

  test('is in the prerendered page together with the page itself, for search engines and visitors without JavaScript', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(intro.text.replace(/'/g, '&#x27;'));
    expect(html).toContain('Get Paid Faster for the Care You Deliver');
    expect(html).toContain('Real Results from Real Practices');
    expect(html).not.toContain(' inert');
  });

  test('ends by itself without JavaScript, leaving the page there to use', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await answerExternalRequests(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(introText(page)).toBeVisible();
    await expect(introText(page)).toBeHidden({ timeout: introMs + 3000 });
    await expect(heroHeading(page)).toBeVisible();
    expect(await isInert(page.getByRole('main'))).toBe(false);
    await context.close();
  });

  test('Skip intro ends it at once, and the keyboard then starts at the top of the page', async ({ page }) => {
    await arriveHome(page);
    await page.keyboard.press('Tab');
    await expect(skipButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(skipButton(page)).toHaveCount(0);
    expect(await isInert(page.getByRole('main'))).toBe(false);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: site.labels.skipToContent })).toBeFocused();
  });

  test('plays on arrival only: coming back to the home page from another page shows the page at once', async ({ page }) => {
    await arriveHome(page);
    await skipButton(page).click();
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(heroHeading(page)).toBeVisible();
    await expect(skipButton(page)).toHaveCount(0);
    expect(await isInert(page.getByRole('main'))).toBe(false);
  });

  test('does not play on other pages', async ({ page }) => {
    await openPageWithClockStoppedAtStart(page, '/about');
    await expect(skipButton(page)).toHaveCount(0);
    expect(await isInert(page.getByRole('main'))).toBe(false);
  });

  test('holds still with reduced motion, and still gives way at the same time', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await arriveHome(page);
    expect(await animationsInsideIntro(page)).toBe(0);
    await expect(introText(page)).toBeVisible();
    await runPageClockTo(page, introMs);
    await expect(skipButton(page)).toHaveCount(0);
    await expect(heroHeading(page)).toBeVisible();
  });
});

test.describe('the stats', () => {
  /** Each stats card's fade: whether it waits unseen, and the delay of its fade-in animation. */
  const fades = (page: Page) =>
    statCards(page).evaluateAll((cards) =>
      cards.map((card) => ({
        opacity: getComputedStyle(card).opacity,
        delay: card.getAnimations().map((animation) => animation.effect?.getComputedTiming().delay),
      })),
    );

  test(`wait unseen behind the intro, then fade in ${statsFadeDelayMs} ms after the page appears, ${statsStaggerMs} ms apart`, async ({ page }) => {
    await arriveHome(page);
    await expect(statCards(page)).toHaveText([
      /98\.5%\s*Clean Claim Rate/,
      /25 days\s*Average A\/R/,
      /\$30M\+\s*Monthly Collections/,
      /500\+\s*Healthcare Providers/,
    ]);
    expect(await fades(page)).toEqual(Array.from({ length: 4 }, () => ({ opacity: '0', delay: [] })));
    await runPageClockTo(page, introMs);
    await expect
      .poll(() => fades(page).then((cards) => cards.map((card) => card.delay)))
      .toEqual([0, 1, 2, 3].map((i) => [statsFadeDelayMs + i * statsStaggerMs]));
    await expect.poll(() => fades(page).then((cards) => cards.map((card) => card.opacity))).toEqual(['1', '1', '1', '1']);
  });

  test('fade in the same way when the home page is reached from another page', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(heroHeading(page)).toBeVisible();
    await expect
      .poll(() => fades(page).then((cards) => cards.map((card) => card.delay)))
      .toEqual([0, 1, 2, 3].map((i) => [statsFadeDelayMs + i * statsStaggerMs]));
  });
});

test.describe('the home page', () => {
  test.beforeEach(async ({ page }) => {
    await arriveHome(page);
    await skipButton(page).click();
  });

  test('opens with a hero whose buttons lead to the audit request and the contact page', async ({ page }) => {
    const hero = page.getByRole('main').locator('section').first();
    await expect(hero.getByRole('link', { name: 'Get Free Revenue Audit' })).toHaveAttribute('href', '/revenue-audit');
    await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('has four feature cards, and four service cards whose Learn More lead to the service pages, then View All Services', async ({ page }) => {
    const features = page.getByRole('region', { name: `Why Practices Choose ${site.brand.name}` });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      '48-Hour Onboarding',
      'HIPAA Compliant & SOC 2 Audited',
      'Transparent Reporting',
      '24/7 Support',
    ]);
    const services = page.getByRole('region', { name: 'Complete Revenue Cycle Services' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(['Medical Billing', 'Medical Coding', 'AR & Denial Management', 'Credentialing']);
    const learnMore = services.getByRole('link', { name: 'Learn More' });
    await expect(learnMore).toHaveCount(4);
    for (const [i, path] of ['/services/medical-billing', '/services/medical-coding', '/services/ar-management', '/services/credentialing'].entries()) {
      await expect(learnMore.nth(i)).toHaveAttribute('href', path);
    }
    await services.getByRole('link', { name: 'View All Services' }).click();
    await expect(page).toHaveURL('/services');
  });

  test('shows three case studies with their practice, size, place, timeline, challenge and results', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Real Results from Real Practices' });
    const studies = section.getByRole('article');
    await expect(studies.getByRole('heading', { level: 3 })).toHaveText(['Multi-Specialty Clinic', 'Cardiology Practice', 'Family Practice']);
    await expect(studies.nth(0)).toContainText('Texas');
    await expect(studies.nth(1)).toContainText('California');
    await expect(studies.nth(2)).toContainText('Florida');
    await expect(studies.nth(0).getByRole('list', { name: 'Results: Multi-Specialty Clinic' }).getByRole('listitem')).toHaveText([
      /\+41%\s*Monthly Revenue/,
      /−23 days\s*Days in A\/R/,
    ]);
    await expect(section.getByRole('list', { name: 'Average Client Results' }).getByRole('listitem')).toHaveText([/\+32%/, /−18 days/, /96%/, /−68%/]);
    // An average says whose and over what time.
    await expect(
      section.getByText('Mean of 164 clients, a year before us vs a year with us; median revenue gain +27%', {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('on a phone the case studies and the testimonials are one row each, swiped sideways, and the page itself does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['Real Results from Real Practices', 'What Our Clients Say']) {
      const row = page.getByRole('region', { name }).getByRole('list', { name });
      const items = await row.locator(':scope > li').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      expect(new Set(items).size, name).toBe(1);
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth), name).toBe(true);
      // A keyboard reaches the row, so the arrows can scroll it.
      await expect(row).toHaveAttribute('tabindex', '0');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('on a phone each row says which card is in view and how many follow, and its dots bring a card into view; a desktop shows every card, no pager', async ({
    page,
  }) => {
    const { swipePosition, showCard } = site.labels;
    const words = (text: string, current: number, count: number) => text.replace('{current}', String(current)).replace('{count}', String(count));
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['Real Results from Real Practices', 'What Our Clients Say']) {
      const region = page.getByRole('region', { name });
      const row = region.getByRole('list', { name });
      const count = await row.locator(':scope > li').count();
      expect(count, name).toBeGreaterThan(1);
      const position = region.getByText(words(swipePosition, 1, count), { exact: true });
      await row.scrollIntoViewIfNeeded();
      await expect(position).toBeVisible();
      const dots = region.getByRole('button', { name: new RegExp(words(showCard, 0, count).replace(' 0 ', ' \\d+ ')) });
      await expect(dots).toHaveCount(count);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      // A swipe: the visitor's finger on the row (which brings its code), and the browser's own scroll to its second card.
      await pointAt(row);
      await row.evaluate((element) =>
        element.scrollTo({ left: (element.children[1] as HTMLElement).offsetLeft - (element.children[0] as HTMLElement).offsetLeft }),
      );
      // The page's clock is held (the popup's timer): the row reads where it stands on its next frame.
      await page.clock.runFor(100);
      await expect(region.getByText(words(swipePosition, 2, count), { exact: true })).toBeVisible();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      // The last dot brings the last card into view: the row's end.
      await region.getByRole('button', { name: words(showCard, count, count) }).click();
      await expect(region.getByText(words(swipePosition, count, count), { exact: true })).toBeVisible();
      await expect.poll(() => row.evaluate((element) => Math.round(element.scrollWidth - element.clientWidth - element.scrollLeft))).toBeLessThanOrEqual(1);
      await expect(dots.last()).toHaveAttribute('aria-current', 'true');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const name of ['Real Results from Real Practices', 'What Our Clients Say']) {
      await expect(page.getByRole('region', { name }).getByRole('button', { name: /Show card/ })).toHaveCount(0);
    }
  });

  test('shows three testimonials, each with 5 stars that a screen reader reads as "5 out of 5 stars"', async ({ page }) => {
    const section = page.getByRole('region', { name: 'What Our Clients Say' });
    await expect(section.getByRole('figure')).toHaveCount(3);
    await expect(section.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    await expect(section.getByRole('figure').first()).toContainText('Multi-Specialty Clinic, Texas');
  });

  test('ends with a call to action', async ({ page }) => {
    const closing = page.getByRole('region', { name: 'Find Out What Your Practice Is Leaving on the Table' });
    await expect(closing.getByRole('link', { name: 'Get Free Revenue Audit' })).toHaveAttribute('href', '/revenue-audit');
  });
});

test('the home page names the systems it works in: one row on a desktop, each name whole; two by two on a phone', async ({ page }) => {
  const names = ['Epic', 'athenahealth', 'eClinicalWorks', 'NextGen', 'AdvancedMD', 'Tebra', 'ModMed', 'Dentrix'];
  const row = (page: Page) => page.getByRole('main').getByRole('list').filter({ hasText: 'eClinicalWorks' }).getByRole('listitem');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Working inside the systems you already use' })).toBeVisible();
  await expect(row(page)).toHaveText(names);
  await expect(page.getByText('Names are trademarks of their owners')).toBeVisible();
  const boxes = async () => Promise.all((await row(page).all()).map(async (item) => (await item.boundingBox())!));
  const wide = await boxes();
  // One line each, all on one line.
  for (const box of wide) expect(Math.abs(box.y - wide[0].y)).toBeLessThan(2);
  for (const box of wide) expect(box.height).toBeLessThan(40);
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await boxes();
  expect(new Set(phone.map((box) => Math.round(box.y))).size).toBe(names.length / 2);
});
