// The largest contentful paint is what search engines read as a page's speed (field LCP): nothing that appears by
// itself seconds after arrival may take it over from what the page showed at once. On the home page the audit popup
// opens 8 s after arrival (5 s of intro, then 3 s); with the visitor not touching the page, the browser still records
// paints then. The page's own clock is stopped and moved on by the test, so the popup opens at once in real time:
// the test reads which element each entry names, not its time.
import type { Page } from '@playwright/test';
import { arriveHome, builtSite, expect, openPage, runPageClockTo, test } from './support.ts';

const site = builtSite();
const { introMs, auditPopupDelayMs } = site.constants.timings;

/** Records every largest-contentful-paint entry, from the start of the page, with the element it names. */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entries: { size: number; inDialog: boolean; inPicture: boolean; what: string }[] = [];
    Object.assign(window, { largestPaints: entries });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
        const element = entry.element;
        entries.push({
          size: entry.size,
          inDialog: element?.closest('[role="dialog"]') != null,
          // The hero's picture: a figure, or a card drawn for the eye alone (HeroVisual's aria-hidden frame).
          inPicture: element?.closest('main figure, main [aria-hidden="true"]') != null,
          what: `${element?.localName} ${(element?.getAttribute('src') ?? element?.textContent ?? '').slice(0, 40)}`,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const largestPaints = (page: Page) =>
  page.evaluate(() => (window as unknown as { largestPaints: { size: number; inDialog: boolean; inPicture: boolean; what: string }[] }).largestPaints);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the audit popup does not become the home page's largest paint at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLargestPaints(page);
    await arriveHome(page);
    await runPageClockTo(page, introMs);
    await expect(page.getByRole('button', { name: 'Skip intro' })).toHaveCount(0);
    await expect.poll(async () => (await largestPaints(page)).length).toBeGreaterThan(0);
    const before = await largestPaints(page);
    await page.clock.runFor(auditPopupDelayMs);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img').first()).toBeVisible();
    // The popup's fade-in ends on the page's clock; the browser then paints it and reports the paint in real time:
    // the entries are read again after both.
    await page.clock.runFor(1000);
    await page.waitForTimeout(1000);
    const after = await largestPaints(page);
    expect(after.filter((entry) => entry.inDialog)).toEqual([]);
    expect(after).toEqual(before);
  });
}

// A phone shows each hero's picture under its text: compact, it must never be the page's largest paint (the text
// the page opens with is, painted at once).
for (const path of ['/specialties/cardiology', '/contact', '/about', '/security', '/services/medical-billing']) {
  test(`at 390 px ${path}'s hero picture is shown under its text and is not the largest paint`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLargestPaints(page);
    await openPage(page, path);
    const hero = page.getByRole('main').locator('section').first();
    const heading = hero.getByRole('heading', { level: 1 });
    const picture = hero.locator('figure, div[aria-hidden="true"]').first();
    await expect(picture).toBeVisible();
    const [text, drawn] = [(await heading.boundingBox())!, (await picture.boundingBox())!];
    expect(drawn.y).toBeGreaterThan(text.y + text.height);
    await page.waitForTimeout(500);
    const paints = await largestPaints(page);
    expect(paints.length).toBeGreaterThan(0);
    expect(
      paints.filter((entry) => entry.inPicture),
      JSON.stringify(paints),
    ).toEqual([]);
  });
}
