// The /upwards diagnostic: the embedded form, its provider's script only while the page is open, no chrome.
import type { Page } from '@playwright/test';
import { builtSite, expect, openPage, stopClockAtStart, test } from './support.ts';

const site = builtSite();
const page = site.pages.find((p) => p.path === '/upwards')!;
const embed = page.blocks.find((block) => block.type === 'diagnosticEmbed')!;

/**
 * Holds the form's page back until the answer this returns is called, then answers with a stand-in form (a page
 * route wins over the context's).
 */
async function holdForm(browserPage: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await browserPage.route(site.brand.links.diagnosticForm, async (route) => {
    await held;
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Form</title><p>The form' });
  });
  return release;
}

test('embeds the form at the screen height less the offset, and adds the provider script only while open', async ({ page: browserPage, externalRequests }) => {
  await openPage(browserPage, '/upwards');
  const frame = browserPage.getByTitle(embed.frameTitle);
  await expect(frame).toHaveAttribute('src', site.brand.links.diagnosticForm);
  const height = await frame.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBe(800 - site.constants.limits.diagnosticHeightOffsetPx);
  await expect(browserPage.locator(`script[src="${embed.script}"]`)).toHaveCount(1);
  expect(externalRequests).toEqual(expect.arrayContaining([embed.script, site.brand.links.diagnosticForm]));

  await expect(browserPage.getByText(embed.footerText)).toBeVisible();
  await browserPage.getByRole('link', { name: site.labels.homeLink }).click();
  await expect(browserPage).toHaveURL('/');
  await expect(browserPage.locator(`script[src="${embed.script}"]`)).toHaveCount(0);
});

test("carries the popup's promises as tags, and says the form is loading in its frame until the form has come", async ({
  page: browserPage,
  // Its script comes (empty); the form is held below.
  externalRequests: _,
}) => {
  if (!embed.points) throw new Error('the diagnostic has no points in site.yaml');
  // The form's page is held back until the loading line has been seen.
  const release = await holdForm(browserPage);
  // Not openPage: the network is not quiet while the form is held.
  await browserPage.goto('/upwards');
  await browserPage.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  for (const point of embed.points) await expect(browserPage.getByRole('listitem').filter({ hasText: point })).toBeVisible();
  const loading = browserPage.getByRole('status').filter({ hasText: embed.loadingText });
  await expect(loading).toBeVisible();
  release();
  await expect(loading).toHaveCount(0);
  // The frame keeps the spec's height, inside its card.
  const height = await browserPage.getByTitle(embed.frameTitle).evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBe(800 - site.constants.limits.diagnosticHeightOffsetPx);
});

test('is kept out of search engines, and /assess leads to it', async ({ request }) => {
  const html = await (await request.get('/upwards')).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('<title>Practice Revenue Cycle Diagnostic | ');
});

test('its footer links to the privacy policy and the terms', async ({ page: browserPage }) => {
  await openPage(browserPage, '/upwards');
  const terms = browserPage.getByRole('link', { name: 'Terms of Service' });
  // Below the cross-origin frame, Playwright's own scroll-then-click misses the link (a visitor's click does
  // not): scroll first.
  await terms.scrollIntoViewIfNeeded();
  await terms.click();
  await expect(browserPage).toHaveURL('/terms-of-service');
  await expect(browserPage.getByRole('banner')).toBeVisible();
});

test('stays usable when neither the provider script nor its form loads: the frame keeps its address and name, a plain link opens the form in a new tab', async ({
  page: browserPage,
}) => {
  const errors: string[] = [];
  browserPage.on('pageerror', (error) => errors.push(error.message));
  await browserPage.route(embed.script, (route) => route.abort());
  await browserPage.route(site.brand.links.diagnosticForm, (route) => route.abort());
  await openPage(browserPage, '/upwards');
  await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(embed.heading);
  await expect(browserPage.getByTitle(embed.frameTitle)).toHaveAttribute('src', site.brand.links.diagnosticForm);
  const newTab = browserPage.getByRole('link', { name: `${embed.newTabLabel} ${site.labels.newTab}` });
  await expect(newTab).toBeInViewport();
  await expect(newTab).toHaveAttribute('href', site.brand.links.diagnosticForm);
  await expect(newTab).toHaveAttribute('target', '_blank');
  await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
  expect(errors).toEqual([]);
  const privacy = browserPage.getByRole('link', { name: 'Privacy Policy' });
  await privacy.scrollIntoViewIfNeeded();
  await privacy.click();
  await expect(browserPage).toHaveURL('/privacy-policy');
});

const unavailable = embed.unavailable;
const openFormButton = (browserPage: Page) => browserPage.getByRole('status').getByRole('link', { name: `${unavailable.button} ${site.labels.newTab}` });

test("offers the form on its own page, in the frame's place, when the provider's script cannot be fetched", async ({ page: browserPage }) => {
  // The form would come (a stand-in), but its script is refused: a browser or a network that blocks the provider.
  await browserPage.route(embed.script, (route) => route.abort('blockedbyclient'));
  await browserPage.route(site.brand.links.diagnosticForm, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>The form' }));
  await openPage(browserPage, '/upwards');
  const place = browserPage.getByRole('status').filter({ has: browserPage.getByRole('heading', { name: unavailable.heading }) });
  await expect(place).toBeVisible();
  await expect(place).toContainText(unavailable.text);
  // No loading words, and no frame (what it would show cannot be told from the browser's error page).
  await expect(browserPage.getByText(embed.loadingText)).toHaveCount(0);
  await expect(browserPage.getByTitle(embed.frameTitle)).toBeHidden();
  // The place keeps the form's height, so the page does not jump.
  const height = await place.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(800 - site.constants.limits.diagnosticHeightOffsetPx);
  const button = openFormButton(browserPage);
  await expect(button).toHaveAttribute('href', site.brand.links.diagnosticForm);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  const other = unavailable.link!;
  await place.getByRole('link', { name: other.label }).click();
  await expect(browserPage).toHaveURL(other.href);
});

test(`waits ${site.constants.timings.diagnosticFallbackMs} ms for a late form, then offers it on its own page; the form coming after all takes its place back`, async ({
  page: browserPage,
  externalRequests: _,
}) => {
  const release = await holdForm(browserPage);
  await stopClockAtStart(browserPage);
  await browserPage.goto('/upwards');
  // The wait starts when the block has come to life, which the server's HTML does not show (its loading line is
  // there from the first paint), nor the page's own hydration (the block is an island of its own): the provider's
  // script is added in the same commit that starts the wait.
  await browserPage.locator(`script[src="${embed.script}"]`).waitFor({ state: 'attached' });
  await expect(browserPage.getByRole('status').filter({ hasText: embed.loadingText })).toBeVisible();
  await browserPage.clock.runFor(site.constants.timings.diagnosticFallbackMs - 100);
  await expect(browserPage.getByRole('status').filter({ hasText: embed.loadingText })).toBeVisible();
  await expect(openFormButton(browserPage)).toHaveCount(0);
  await browserPage.clock.runFor(100);
  await expect(openFormButton(browserPage)).toBeVisible();
  await expect(browserPage.getByText(embed.loadingText)).toHaveCount(0);
  release();
  await expect(browserPage.getByTitle(embed.frameTitle)).toBeVisible();
  await expect(openFormButton(browserPage)).toHaveCount(0);
  await expect(browserPage.frameLocator(`iframe[title="${embed.frameTitle}"]`).getByText('The form')).toBeVisible();
});
