// The free audit popup: when it opens, once per browser session, how it closes, where it leads, and its four looks.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { createStaticServer } from '../../src/build/static-server.ts';
import type { AuditPopupBlock } from '../../src/model/types.generated.ts';
import { answerExternalRequests, arriveHome, builtSite, expect, untilSettled, openPageWithClockStoppedAtStart, runPageClockTo, test } from './support.ts';
import { fixtureText, specPublic } from '../sites.ts';

const site = builtSite();
const popup = site.pages.find((page) => page.path === '/')!.blocks.find((block): block is AuditPopupBlock => block.type === 'auditPopup')!;
const { introMs, auditPopupDelayMs } = site.constants.timings;

const dialog = (page: Page) => page.getByRole('dialog', { name: popup.title });

/** How much of the picture (in square px) the close button covers, on a phone and on a desktop screen. */
async function closeButtonOverPicture(page: Page, picture: string): Promise<{ desktop: number; phone: number }> {
  const covered = async () => {
    // Where a visitor sees them settle: measured during the popup's entrance, one box and then the other, the two
    // were caught at two moments of the move (73 px² apart from where they land, on a busy machine).
    await untilSettled(dialog(page));
    const close = await dialog(page).getByRole('button', { name: popup.closeLabel }).boundingBox();
    const image = await dialog(page).getByRole('img', { name: picture }).boundingBox();
    if (!close || !image) throw new Error('the close button or the picture is not on screen');
    const width = Math.min(close.x + close.width, image.x + image.width) - Math.max(close.x, image.x);
    const height = Math.min(close.y + close.height, image.y + image.height) - Math.max(close.y, image.y);
    return Math.max(width, 0) * Math.max(height, 0);
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  const desktop = await covered();
  await page.setViewportSize({ width: 390, height: 844 });
  return { desktop, phone: await covered() };
}

/** Arrives home and lets the intro end: the popup's clock starts now. */
async function arriveAndSeeThePage(page: Page) {
  await arriveHome(page);
  await runPageClockTo(page, introMs);
  await expect(page.getByRole('button', { name: 'Skip intro' })).toHaveCount(0);
}

/** Arrives home and waits out the intro and the popup's delay. */
async function arriveAndWaitForThePopup(page: Page) {
  await arriveAndSeeThePage(page);
  await page.clock.runFor(auditPopupDelayMs);
  await focusMovedIn(page);
}

/** Waits until the popup is open with the focus inside (the focus trap moves it on its next tick). */
async function focusMovedIn(page: Page) {
  await expect(dialog(page)).toBeVisible();
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return dialog(page).evaluate((element) => element.contains(document.activeElement));
    })
    .toBe(true);
}

test.describe('on the home page', () => {
  test(`opens ${auditPopupDelayMs} ms after the page appears (after the intro), not before, with the focus inside`, async ({ page }) => {
    await arriveAndSeeThePage(page);
    await page.clock.runFor(auditPopupDelayMs - 1);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await focusMovedIn(page);
    await expect(dialog(page)).toHaveAccessibleDescription(popup.text);
    await expect(dialog(page).getByText('$5,000')).toHaveCount(2);
    await expect(dialog(page).getByText('45-second survey', { exact: true })).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('fetches its picture as soon as the page is there, before it opens', async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => pictures.push(new URL(request.url()).pathname));
    await arriveHome(page);
    // The popup's code comes as the page is hydrated (it is not preloaded), and asks for the picture at once.
    await expect.poll(() => pictures).toContain(popup.image.src);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('opens once per browser session: not after a reload, but again in a new session', async ({ page, browser }) => {
    await arriveAndWaitForThePopup(page);
    await page.keyboard.press('Escape');

    // Once the popup's block has fetched its picture it is running: it would open within this time.
    const fetched = page.waitForRequest(`**${popup.image.src}`);
    await page.reload();
    await fetched;
    await page.clock.runFor(introMs + auditPopupDelayMs * 3);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    const fresh = await browser.newContext();
    await answerExternalRequests(fresh);
    const freshPage = await fresh.newPage();
    await arriveAndWaitForThePopup(freshPage);
    await fresh.close();
  });

  test('closes on Escape, on the backdrop and on Close popup, and moves nothing on the page', async ({ browser }) => {
    for (const close of ['Escape', 'backdrop', 'button'] as const) {
      // A new browser session each time, so the popup opens again.
      const context = await browser.newContext();
      await answerExternalRequests(context);
      const page = await context.newPage();
      await arriveAndSeeThePage(page);
      const heading = page.getByRole('heading', { level: 1 });
      await untilSettled(heading);
      const before = await heading.boundingBox();
      await page.clock.runFor(auditPopupDelayMs);
      await focusMovedIn(page);
      await untilSettled(heading);
      expect(await heading.boundingBox()).toEqual(before);
      if (close === 'Escape') await page.keyboard.press('Escape');
      if (close === 'backdrop') await page.mouse.click(10, 10);
      if (close === 'button') await dialog(page).getByRole('button', { name: 'Close popup' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await untilSettled(heading);
      expect(await heading.boundingBox()).toEqual(before);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
      await context.close();
    }
  });

  test('waits while the visitor has the search open, then opens, and gives the focus back where it was', async ({ page }) => {
    await arriveAndSeeThePage(page);
    const search = page.getByRole('banner').getByRole('button', { name: site.labels.search }).first();
    await search.click();
    const panel = page.getByRole('dialog', { name: site.search.title });
    await expect(panel).toBeVisible();
    await page.clock.runFor(auditPopupDelayMs * 2);
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(search).toBeFocused();
    await focusMovedIn(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(search).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test(`${popup.start.label} closes it and goes to the diagnostic`, async ({ page }) => {
    await arriveAndWaitForThePopup(page);
    await dialog(page).getByRole('link', { name: popup.start.label }).click();
    await expect(page).toHaveURL('/upwards');
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('in the dashboard look, the whole picture leads to the diagnostic too', async ({ page }) => {
    expect(popup.variant).toBe('dashboard');
    await arriveAndWaitForThePopup(page);
    const picture = dialog(page).getByRole('link', { name: popup.image.alt });
    await expect(picture.getByRole('img', { name: popup.image.alt })).toBeVisible();
    await picture.click();
    await expect(page).toHaveURL('/upwards');
    await expect(dialog(page)).toHaveCount(0);
  });

  // Where the popup stands once it has settled, and again with the page's animations ten times slower: the page's
  // clock opens the popup at once, but its entrance keeps the browser's time, which the clock does not move, and
  // slowed it lasts 2 s. A measurement of where it stands on the screen that does not wait then fails every time,
  // not once in a few hundred runs (issue 42). Two of its boxes measured one after the other are wrong only when the
  // entrance moves between the two readings (its frame 1.17 px off its title), which the slowdown makes rarer, not
  // certain: that is why each of these tests waits.
  for (const slower of [1, 10]) {
    test.describe(slower === 1 ? 'where it stands' : `where it stands, with the page's animations ${slower} times slower`, () => {
      test.use({ animationsSlower: slower });

      test('its close button covers no part of the picture, on a desktop screen and on a phone', async ({ page }) => {
        await arriveAndWaitForThePopup(page);
        expect(await closeButtonOverPicture(page, popup.image.alt)).toEqual({ desktop: 0, phone: 0 });
      });

      test("on a laptop's 1280x800 screen it leaves at least 48 px of the page above and below it, and nothing to scroll inside", async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await arriveAndWaitForThePopup(page);
        const panel = dialog(page);
        await untilSettled(panel);
        await expect(panel.getByRole('link', { name: popup.start.label })).toBeInViewport({ ratio: 1 });
        const box = await panel.boundingBox();
        if (!box) throw new Error('the popup is not on screen');
        expect(box.y).toBeGreaterThanOrEqual(48);
        expect(800 - (box.y + box.height)).toBeGreaterThanOrEqual(48);
        expect(await panel.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
      });

      test("on a phone the picture's frame lines up with the words under it, inside the popup's margins", async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await arriveAndWaitForThePopup(page);
        // Where it settles: measured as it came in, one box and then the next, the frame was once 1.17 px off the title.
        await untilSettled(dialog(page));
        const frame = await dialog(page).getByRole('link', { name: popup.image.alt }).boundingBox();
        const title = await dialog(page).getByRole('heading', { name: popup.title }).boundingBox();
        const panel = await dialog(page).boundingBox();
        if (!frame || !title || !panel) throw new Error('the popup is not on screen');
        expect(Math.abs(frame.x - title.x)).toBeLessThanOrEqual(1);
        expect(frame.x - panel.x).toBeGreaterThanOrEqual(24);
        expect(panel.x + panel.width - (frame.x + frame.width)).toBeGreaterThanOrEqual(24);
      });

      if (slower > 1) {
        test('is first seen on its way in, and measured where it settles, in the middle of the screen', async ({ page }) => {
          await page.setViewportSize({ width: 390, height: 844 });
          await arriveAndSeeThePage(page);
          await page.clock.runFor(auditPopupDelayMs);
          await expect(dialog(page)).toBeVisible();
          const middle = async () => {
            const box = await dialog(page).boundingBox();
            if (!box) throw new Error('the popup is not on screen');
            return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          };
          const atOnce = await middle();
          await untilSettled(dialog(page));
          const settled = await middle();
          expect(settled.x).toBeCloseTo(390 / 2, 0);
          expect(settled.y).toBeCloseTo(844 / 2, 0);
          // Measured at once, it was still rising into place (from 12 px lower), further off than the 1 px the
          // tests above allow: the slowdown is in force, and a measurement that does not wait fails.
          expect(atOnce.y - settled.y).toBeGreaterThan(1);
        });
      }
    });
  }

  test('is not on other pages', async ({ page }) => {
    await openPageWithClockStoppedAtStart(page, '/about');
    // Once a menu opens, the script runs the page: any timer it had would now move with the clock.
    await page.getByRole('banner').getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(introMs + auditPopupDelayMs * 3);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

// The other looks, each on a page of its own in a copy of the site (the real site shows one look).
test.describe('each look', () => {
  test.describe.configure({ mode: 'serial' });
  const looks = ['minimal', 'business', 'human', 'dashboard'] as const;
  let server: Server;
  let work: string;
  let baseURL: string;
  const pictureOf = (look: string) => `The ${look} picture`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    work = mkdtempSync(join(tmpdir(), 'popup-looks-'));
    const document = parseDocument(fixtureText());
    for (const look of looks) {
      document.addIn(['pages'], {
        path: `/popup-${look}`,
        title: `Popup ${look}`,
        description: `The ${look} look of the popup.`,
        blocks: [
          { type: 'hero', heading: `The ${look} look` },
          { ...popup, variant: look, image: { ...popup.image, src: `/images/audit-popup-${look}.svg`, alt: pictureOf(look) } },
        ],
      });
    }
    const siteFile = join(work, 'site.yaml');
    writeFileSync(siteFile, String(document));
    // The copy's pictures are the spec site's.
    cpSync(specPublic, join(work, 'public'), { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts', '--site', siteFile, '--out', '.build-looks'], { stdio: 'pipe' });
    server = createStaticServer('.build-looks');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server?.close();
    rmSync('.build-looks', { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  for (const look of looks) {
    test(`${look}: opens with its picture, clear of the close button, Close popup closes it, ${popup.start.label} goes to the diagnostic`, async ({ page }) => {
      // The picture is fetched when the popup's block has started: its timer runs from about then.
      const picture = `**/images/audit-popup-${look}.svg`;
      let fetched = page.waitForRequest(picture);
      await openPageWithClockStoppedAtStart(page, `${baseURL}/popup-${look}`);
      await fetched;
      await page.clock.runFor(auditPopupDelayMs - 1);
      await expect(dialog(page)).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('img', { name: pictureOf(look) })).toBeVisible();
      // Only the dashboard look makes its picture a link.
      await expect(dialog(page).getByRole('link', { name: pictureOf(look) })).toHaveCount(look === 'dashboard' ? 1 : 0);
      expect(await closeButtonOverPicture(page, pictureOf(look))).toEqual({ desktop: 0, phone: 0 });
      await dialog(page).getByRole('button', { name: popup.closeLabel }).click();
      await expect(dialog(page)).toHaveCount(0);

      await page.evaluate(() => sessionStorage.clear());
      fetched = page.waitForRequest(picture);
      await page.reload();
      await fetched;
      await page.clock.runFor(auditPopupDelayMs);
      await dialog(page).getByRole('link', { name: popup.start.label }).click();
      await expect(page).toHaveURL(`${baseURL}/upwards`);
      await expect(dialog(page)).toHaveCount(0);
    });
  }
});
