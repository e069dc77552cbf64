// WCAG 1.4.10 (reflow): at 320 CSS px wide, a small phone or a page zoomed to 400%, no page scrolls sideways, nor
// with its menu, its search panel, a refused form or the audit popup open.
import type { Page } from '@playwright/test';
import { buildRoutes } from '../../src/model/routes.ts';
import { arriveHome, builtSite, expect, openPage, runPageClockTo, test } from './support.ts';

const site = builtSite();
const paths = buildRoutes(site)
  .filter((route) => route.kind !== 'redirect')
  .map((route) => route.path);
const narrow = { width: 320, height: 640 };

/** How far the page scrolls sideways, and what sticks out past its right edge (the innermost elements). */
function sideways(page: Page): Promise<{ by: number; past: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.getBoundingClientRect().width > 0)
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5))
      .map((element) => `${element.localName} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
    return { by: document.documentElement.scrollWidth - width, past: past.slice(0, 5) };
  });
}

test(`no page scrolls sideways at ${narrow.width} px`, async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(narrow);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const { by, past } = await sideways(page);
    if (by > 0) found.push(`${path}: ${by} px (${past.join(', ')})`);
  }
  expect(found).toEqual([]);
});

test.describe(`at ${narrow.width} px, with the chrome open`, () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(narrow));

  test('the menu and the search panel fit', async ({ page }) => {
    await openPage(page, '/specialties/cardiology');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: site.labels.openMenu }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await sideways(page)).by).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await banner.getByRole('button', { name: site.labels.search }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.type('card');
    expect((await sideways(page)).by).toBe(0);
  });

  test('a refused form fits', async ({ page }) => {
    await openPage(page, '/contact');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('main').getByRole('button', { name: /send/i }).first().click();
    expect((await sideways(page)).by).toBe(0);
  });

  test('the audit popup fits', async ({ page }) => {
    await arriveHome(page);
    await runPageClockTo(page, site.constants.timings.introMs);
    await expect(page.getByRole('button', { name: 'Skip intro' })).toHaveCount(0);
    await page.clock.runFor(site.constants.timings.auditPopupDelayMs);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await sideways(page)).by).toBe(0);
  });
});
