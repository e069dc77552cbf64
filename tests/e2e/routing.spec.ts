import type { ConsoleMessage } from '@playwright/test';
import { answerExternalRequests, builtSite, holdRequests, expect, openPage, test } from './support.ts';

const site = builtSite();

function collectConsole(page: import('@playwright/test').Page): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message);
  });
  page.on('pageerror', (error) => messages.push({ type: () => 'error', text: () => error.message } as ConsoleMessage));
  return messages;
}

test('an unknown address answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/nope');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(site.notFound.code);
  expect(html).toContain(site.notFound.heading);
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('the not-found page hydrates, logs the attempted path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: site.notFound.heading })).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes('/no/such/page'))).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await page.getByRole('link', { name: site.notFound.linkLabel }).click();
  await expect(page).toHaveURL('/');
  // The head follows the page shown: home has a canonical address and link-preview tags, and no noindex.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.brand.siteUrl}/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site.brand.siteUrl}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a link followed from the not-found page logs no "Page not found" for the page it leads to', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await openPage(page, '/no/such/page');
  await expect.poll(() => logged.filter((text) => text.includes('Page not found'))).toEqual(['Page not found: /no/such/page']);
  const contact = site.notFound.suggestions!.links.find((link) => link.href === '/contact')!;
  await page.getByRole('main').getByRole('link', { name: contact.label }).click();
  await expect(page).toHaveURL('/contact');
  // The contact page is shown: its content and code came while the not-found page stayed on screen.
  await expect(page.getByRole('heading', { level: 1, name: site.notFound.heading })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(logged.filter((text) => text.includes('Page not found') && text.includes('/contact'))).toEqual([]);
  // Back on the unknown address, it is logged again: a new visit to it.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: site.notFound.heading })).toBeVisible();
  await expect.poll(() => logged.filter((text) => text.includes('Page not found'))).toEqual(['Page not found: /no/such/page', 'Page not found: /no/such/page']);
});

test('the not-found page offers the way home as a solid button and a few pages as links, each at least 44 px tall, on a desktop and on a phone', async ({
  page,
}) => {
  const suggestions = site.notFound.suggestions!;
  // Text and links only: arrived on, the page needs none of its own code.
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  expect(suggestions.links.map((link) => link.href)).toEqual(expect.arrayContaining(['/services', '/specialties', '/contact']));
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await openPage(page, '/no/such/page');
    const main = page.getByRole('main');
    await expect(main).toContainText(site.notFound.code);
    const home = main.getByRole('link', { name: site.notFound.linkLabel });
    expect((await home.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Solid: the button is filled, not a word on the page's background.
    const [fill, pageFill] = await Promise.all([
      home.evaluate((link) => getComputedStyle(link).backgroundColor),
      main.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ]);
    expect(fill).not.toBe(pageFill);
    expect(fill).not.toBe('rgba(0, 0, 0, 0)');
    const links = main.getByRole('navigation', { name: suggestions.heading }).getByRole('link');
    await expect(links).toHaveText(suggestions.links.map((link) => link.label));
    for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(fetched.filter((path) => path.startsWith('/assets/NotFoundContent-'))).toEqual([]);
  const contact = suggestions.links.find((link) => link.href === '/contact')!;
  await page.getByRole('main').getByRole('link', { name: contact.label }).click();
  await expect(page).toHaveURL('/contact');
});

test("the not-found page's search box opens the search page with the words typed, before any of the page's code has come", async ({ page }) => {
  const search = site.notFound.search!;
  // The page's own scripts never come: the box is a form the browser sends itself.
  await page.route('**/assets/*.js', (route) => route.abort());
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  const form = page.getByRole('main').getByRole('search');
  const box = form.getByRole('searchbox', { name: search.label });
  await expect(box).toHaveAttribute('placeholder', search.placeholder!);
  await box.fill('cardiology');
  await form.getByRole('button', { name: search.button }).click();
  await expect(page).toHaveURL('/search?q=cardiology');
  await page.unroute('**/assets/*.js');
  // And with the code, on a phone, by the keyboard's Enter: the search page shows what the words find.
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/no/such/page');
  await page.getByRole('main').getByRole('searchbox', { name: search.label }).fill('denial');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=denial');
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('denial');
  await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).toContainText(/denial/i);
});

for (const path of [
  '/',
  '/specialties',
  '/specialties/cardiology',
  '/specialties/hospital-billing',
  '/security',
  '/privacy-policy',
  '/upwards',
  '/search?q=billing&tag=AR',
]) {
  test(`${path} hydrates without a console error or warning`, async ({ page }) => {
    // A page's diagnostic form loads the provider's script: a stand-in answers it (else its failure is a console error).
    await answerExternalRequests(page.context());
    const messages = collectConsole(page);
    await openPage(page, path);
    expect(messages.map((m) => m.text())).toEqual([]);
  });
}

test('navigating from the specialties index changes page, title and scroll position without a reload', async ({ page }) => {
  const messages = collectConsole(page);
  await openPage(page, '/specialties');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  const link = page.getByRole('link', { name: 'Neurology', exact: true }).last();
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL('/specialties/neurology');
  await expect(page).toHaveTitle(`Neurology Billing Services | ${site.brand.name}`);
  // Screen readers are told which page is now shown.
  await expect(page.getByRole('status').filter({ hasText: `Neurology Billing Services | ${site.brand.name}` })).toBeAttached();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Neurology Billing Services | ${site.brand.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.brand.siteUrl}/specialties/neurology`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.specialties.find((s) => s.slug === 'neurology')!.headline);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(messages.map((m) => m.text())).toEqual([]);
});

test("a followed link keeps the page in view until the new page's blocks have arrived, then shows it", async ({ page }) => {
  await openPage(page, '/about');
  const aboutHeading = await page.getByRole('heading', { level: 1 }).textContent();
  // From here on, the code and blocks the next page needs take a while to come.
  const release = await holdRequests(page, '**/assets/**');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading!);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle(`Privacy Policy | ${site.brand.name}`);
});

test("a followed link whose page's files are gone (the site was published again) loads the address afresh", async ({ page }) => {
  await openPage(page, '/about');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'gone' }), { times: 50 });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test('the page arrived on keeps the markup of its text-and-links blocks: no code for them, links followed in the page, rendered afresh on the way back', async ({
  page,
}) => {
  const messages = collectConsole(page);
  const cardiology = site.specialties.find((s) => s.slug === 'cardiology')!;
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const blockCode = /\/assets\/(Hero|BulletList|FeatureCards|CallToAction)-/;
  await openPage(page, '/specialties/cardiology');
  // A quiet network, not only a hydrated page: the point is that no block's code is fetched, even late.
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => blockCode.test(path))).toEqual([]);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('main').getByRole('link', { name: site.specialtyPage.contactButton.label }).click();
  await expect(page).toHaveURL(site.specialtyPage.contactButton.href);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(cardiology.headline);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardiology.headline);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: cardiology.bullets[0] })).toBeVisible();
  // The contact page needed none of the bullet list's code: it came for this page, now rendered by the browser.
  expect(fetched.some((path) => path.startsWith('/assets/BulletList-'))).toBe(true);
  expect(messages.map((m) => m.text())).toEqual([]);
});

test("the page arrived on fetches none of its content as script: its text is in the HTML, its islands' props too", async ({ page }) => {
  const contact = site.pages.find((p) => p.path === '/contact')!;
  const texts = [contact.title, ...contact.blocks.flatMap((block) => ('heading' in block && typeof block.heading === 'string' ? [block.heading] : []))];
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await openPage(page, '/contact');
  await expect(page.locator('form[novalidate]')).toBeAttached();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(1);
  for (const text of texts)
    expect(
      loaded.filter((code) => code.includes(text)),
      text,
    ).toEqual([]);
});

test('the specialties index lists the featured specialties first, then the others', async ({ page }) => {
  await page.goto('/specialties');
  const featured = page.getByRole('list', { name: 'Main Specialties' }).getByRole('link');
  await expect(featured).toHaveCount(site.specialties.filter((s) => s.featured).length);
  await expect(featured.first()).toContainText('Cardiology');
  const additional = page.getByRole('list', { name: 'Additional Specialties' }).getByRole('link');
  await expect(additional).toHaveCount(site.specialties.filter((s) => !s.featured).length);
});

test('the other specialties stand in their groups, each once, as rows of one height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/specialties');
  const list = page.getByRole('list', { name: 'Additional Specialties' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Physician Specialties', 'Therapy and Dental', 'Facilities and Settings', 'Billing Types']);
  const names = await list.getByRole('link').allTextContents();
  expect([...names].sort()).toEqual(
    site.specialties
      .filter((s) => !s.featured)
      .map((s) => s.name)
      .sort(),
  );
  const heights = await list.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
});

test("a featured specialty's whole card leads to its page: a click on its list of services follows its link", async ({ page }) => {
  // Hydrated first, as the other navigation tests are: a click while the page comes to life waited on its script.
  await openPage(page, '/specialties');
  const card = page
    .getByRole('list', { name: 'Main Specialties' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Pediatrics', exact: true }) });
  const highlight = card.getByRole('listitem').first();
  await highlight.scrollIntoViewIfNeeded();
  // Where a visitor's pointer lands on the card's text (the link's box lies over it: Playwright's click on the
  // text itself refuses, seeing it covered).
  const spot = await highlight.boundingBox();
  if (!spot) throw new Error('the highlight is not laid out');
  await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
  await expect(page).toHaveURL(/\/specialties\/pediatrics$/);
});

test('/assess sends the browser to /upwards, with and without JavaScript', async ({ request, browser }) => {
  const html = await (await request.get('/assess')).text();
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/upwards">');
  expect(html).toContain('Redirecting...');
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    await answerExternalRequests(context);
    const page = await context.newPage();
    await page.goto('/assess');
    await expect(page).toHaveURL(/\/upwards$/);
    await context.close();
  }
});

test('links to other websites open in a new tab and are announced as such', async ({ page }) => {
  await page.goto('/');
  const schedule = page.getByRole('link', { name: /Schedule Call/ });
  await expect(schedule).toHaveAttribute('target', '_blank');
  await expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(schedule).toHaveAttribute('href', site.brand.links.scheduling);
  await expect(schedule).toHaveAccessibleName(`Schedule Call ${site.labels.newTab}`);
});

test('an address whose anchor is not valid percent-encoding still shows and runs the page', async ({ page }) => {
  const messages = collectConsole(page);
  await openPage(page, '/about#50%-off');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: site.labels.mainNavigation }).getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('navigation', { name: site.labels.mainNavigation }).getByRole('link', { name: 'Credentialing' })).toBeVisible();
  expect(messages.map((m) => m.text())).toEqual([]);
});
