// The side menu of narrow screens: its size, focus trap, the ways it closes, and what it lists.
import type { Page } from '@playwright/test';
import { buildRoutes } from '../../src/model/routes.ts';
import { builtSite, holdRequests, expect, openPage, test } from './support.ts';

const site = builtSite();
const { limits } = site.constants;
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: site.labels.openMenu });
const menu = (page: Page) => page.getByRole('dialog', { name: site.labels.menu });

async function openMenu(page: Page, path = '/about') {
  await openPage(page, path);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
}

test('no page scrolls sideways on a phone', async ({ page }) => {
  // Every page of the site, one after the other.
  test.setTimeout(180_000);
  const paths = buildRoutes(site)
    .filter((route) => route.kind !== 'redirect')
    .map((route) => route.path);
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow}px`);
  }
  expect(wide).toEqual([]);
});

test('replaces the navigation with a menu button below the large breakpoint', async ({ page }) => {
  await openPage(page, '/about');
  await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Free Audit' })).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

for (const width of [390, 360]) {
  test(`slides in at ${limits.mobileMenuWidthPercent}% of a ${width} px screen, never wider than ${limits.mobileMenuMaxWidthPx} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openMenu(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(async () => (await menu(page).boundingBox())?.x)
      .toBeCloseTo(width - Math.min((width * limits.mobileMenuWidthPercent) / 100, limits.mobileMenuMaxWidthPx), 0);
    const box = (await menu(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(limits.mobileMenuMaxWidthPx);
    expect(box.width).toBeCloseTo(Math.min((width * limits.mobileMenuWidthPercent) / 100, limits.mobileMenuMaxWidthPx), 0);
    expect(box.height).toBe(800);
  });
}

test('keeps the keyboard focus inside while open, and locks the page scroll', async ({ page }) => {
  await openMenu(page);
  await expect(menu(page).getByRole('button', { name: site.labels.closeMenu })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await menu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  // Back from its first control (the close button: the header's logo is the page's one) to its last.
  await menu(page).getByRole('button', { name: site.labels.closeMenu }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(menu(page).getByRole('link', { name: /Schedule Call/ })).toBeFocused();
});

test('closes on Escape and gives the focus back to the menu button', async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('closes on a tap on the backdrop, and on the close button', async ({ page }) => {
  await openMenu(page);
  await page.mouse.click(20, 420);
  await expect(menu(page)).toHaveCount(0);
  await menuButton(page).click();
  await menu(page).getByRole('button', { name: site.labels.closeMenu }).click();
  await expect(menu(page)).toHaveCount(0);
  await expect(page).toHaveURL('/about');
});

test('closes when an entry is chosen, and goes there', async ({ page }) => {
  await openMenu(page);
  await menu(page).getByRole('link', { name: 'Why Choose Us' }).click();
  await expect(menu(page)).toHaveCount(0);
  await expect(page).toHaveURL('/why-choose-us');
  await menuButton(page).click();
  await menu(page).getByRole('button', { name: 'Services' }).click();
  await menu(page).getByRole('link', { name: 'Credentialing' }).click();
  await expect(menu(page)).toHaveCount(0);
  await expect(page).toHaveURL('/services/credentialing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// The first link followed from the page arrived on draws the next page afresh with the app's code, once it has come:
// a tap on the menu button meanwhile must open the menu of the page that shows, not one that is then drawn over.
test('the menu opened while the first followed page is coming stays open', async ({ page }) => {
  await openMenu(page);
  const aboutHeading = await page.getByRole('heading', { level: 1 }).textContent();
  const release = await holdRequests(page, '**/assets/**');
  await menu(page).getByRole('link', { name: 'Why Choose Us' }).click();
  await expect(page).toHaveURL('/why-choose-us');
  setTimeout(release, 500);
  await menuButton(page).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(aboutHeading!);
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('button', { name: 'Services' }).click();
  await menu(page).getByRole('link', { name: 'Credentialing' }).click();
  await expect(page).toHaveURL('/services/credentialing');
});

test('lists the same entries, with the additional specialties cut to the first five and View All Specialties', async ({ page }) => {
  await openMenu(page);
  const nav = menu(page).getByRole('navigation', { name: site.labels.mainNavigation });
  for (const item of site.nav.main) await expect(nav.getByRole(item.menu ? 'button' : 'link', { name: item.label, exact: true })).toBeVisible();
  const specialties = nav.getByRole('button', { name: 'Specialties' });
  await expect(specialties).toHaveAttribute('aria-expanded', 'false');
  await specialties.click();
  await expect(specialties).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('list', { name: 'Main Specialties' }).getByRole('link')).toHaveCount(6);
  await expect(nav.getByRole('list', { name: 'Additional Specialties' }).getByRole('link')).toHaveText([
    'Chiropractic',
    'Dental',
    'DME',
    'Emergency Medicine',
    'Gynecology',
    'View All Specialties',
  ]);
  await nav.getByRole('button', { name: 'Services' }).click();
  await expect(nav.getByRole('link', { name: /Schedule Consultation/ })).toHaveAttribute('target', '_blank');
});

test('ends with the Free Revenue Audit and Schedule Call buttons', async ({ page }) => {
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Free Revenue Audit' })).toHaveAttribute('href', '/revenue-audit');
  const schedule = menu(page).getByRole('link', { name: /Schedule Call/ });
  await expect(schedule).toHaveAttribute('href', site.brand.links.scheduling);
  await expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
});

test('opens the section of the current page, with the page marked', async ({ page }) => {
  await openMenu(page, '/specialties/dental');
  await expect(menu(page).getByRole('button', { name: 'Specialties' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('link', { name: 'Dental' })).toHaveAttribute('aria-current', 'page');
});
