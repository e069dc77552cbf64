// WCAG 1.4.10 (reflow): at 320 CSS px wide, a small phone or a page zoomed to 400%, no page scrolls sideways, nor
// with its menu, its search panel, a refused form or the audit popup open.
import type { Page } from '@playwright/test';
import { arriveHome, builtSite, expect, openPage, runPageClockTo, test } from './support.ts';

const site = builtSite();
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

// Every page at 320 px on arrival: npm run check:site (the gate), run by npm run test:gate on the spec's site after an
// editor's nine decisions. Here: the states a visitor opens.
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
