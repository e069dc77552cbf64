// When a page's code comes: after its first paint (src/build/boot-script.ts). Before that the page is whole as the
// server wrote it; a visitor who clicks before the code has come follows a link or sends a form the way the HTML does.
import { expect, test } from './support.ts';

for (const path of ['/', '/specialties/cardiology', '/contact', '/upwards']) {
  test(`${path} asks for no script and nothing from another site before its first contentful paint, and then loads the app`, async ({ page }) => {
    await page.goto(path);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const timing = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        late: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js') || new URL(entry.name).origin !== location.origin)
          .map((entry) => ({ address: entry.name, start: entry.startTime })),
      }));
    // On /upwards the diagnostic's frame and script come once the page has hydrated (answered by the test): waited
    // for until they are there (a count of all the page's requests was reached before them on a busy machine).
    await expect.poll(async () => (await timing()).late.length).toBeGreaterThan(path === '/upwards' ? 2 : 0);
    const { paint, late } = await timing();
    expect(paint).toBeGreaterThan(0);
    for (const request of late) expect(request.start, request.address).toBeGreaterThanOrEqual(paint);
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
