// When a page's code comes: after its first paint (src/build/boot-script.ts). Before that the page is whole as the
// server wrote it; a visitor who clicks before the code has come follows a link or sends a form the way the HTML does.
import { expect, test } from './support.ts';

for (const path of ['/', '/specialties/cardiology', '/contact']) {
  test(`${path} asks for no script file before its first contentful paint, and then loads the app`, async ({ page }) => {
    await page.goto(path);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.start, script.file).toBeGreaterThanOrEqual(paint);
  });
}

test('a link clicked before the app has come is followed like any link', async ({ page }) => {
  // The app's code is held back until the test has clicked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  release();
});
