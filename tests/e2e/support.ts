// Shared helpers for the end-to-end tests: the site as built, read the way the build reads it, and a `test` whose
// pages never reach the internet.
import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { builtSite } from '../sites.ts';

export { builtSite, expect };

/** The stand-in a third-party frame gets instead of the real page. */
export const standInPage = '<!doctype html><title>Stand-in</title><p>Third-party content stands in here during tests.</p>';

/**
 * Answers every request of `context` that is not for the local test server, and records it in `requests`: a
 * script gets an empty script, a frame a stand-in page, anything else a refusal. Nothing leaves the machine.
 */
export async function answerExternalRequests(context: BrowserContext, requests: string[] = []): Promise<string[]> {
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      const request = route.request();
      requests.push(request.url());
      if (request.resourceType() === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
      if (request.resourceType() === 'document') return route.fulfill({ contentType: 'text/html', body: standInPage });
      return route.abort('blockedbyclient');
    },
  );
  return requests;
}

/**
 * A test that fails if the Content-Security-Policy of dist/_headers (which the test server sends) refused anything;
 * its page plays animations `animationsSlower` times slower when a test asks for it. Nothing it does can leave the
 * machine: the browser resolves no host name but localhost (playwright.config.ts). A test that opens what calls
 * another website (the diagnostic form, its script) asks for `externalRequests`: its context then answers those
 * requests itself and records them (answerExternalRequests). Only then, because a context that intercepts requests
 * has no HTTP cache: each page it opens fetches and compiles the site's script again, 150 ms a page here.
 */
export const test = base.extend<{ externalRequests: string[]; policyViolations: string[]; animationsSlower: number }>({
  // test.use({ animationsSlower: 10 }): the test's page plays its animations ten times slower (slowAnimations).
  animationsSlower: [1, { option: true }],
  page: async ({ page, animationsSlower }, use) => {
    if (animationsSlower !== 1) await slowAnimations(page, animationsSlower);
    await use(page);
  },
  externalRequests: async ({ context }, use) => {
    await use(await answerExternalRequests(context));
  },
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a page and waits until it has hydrated: the page's script has run, and so has every island that hydrates
 * as the page loads (a form, the calculator, the search). Islands that hydrate on interaction do so when a test
 * points at them. (Not a quiet network: half a second of waiting on every page, and no proof a script has run.)
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island="load"]')].every((island) => island.hasAttribute('data-hydrated')));
  // The typeface has come: boxes are measured in it, not in the font it swaps in for. (After the waits above, which
  // follow a page that sends the browser on, as /assess does.)
  await page.waitForFunction(() => document.fonts.status === 'loaded');
}

/**
 * Opens a page with the page's clock stopped once it has hydrated: from then on its timers move only with
 * `page.clock.runFor`, so a test can stand 1 ms before and after a delay.
 */
export async function openPageWithStoppedClock(page: Page, path: string): Promise<void> {
  const start = new Date('2026-01-05T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await openPage(page, path);
  await page.clock.pauseAt(start + 60_000);
}

/**
 * Opens a page with the page's clock stopped from the start, before its intro and its timers begin: they move
 * only with `runPageClockTo` or `page.clock.runFor`.
 */
export async function openPageWithClockStoppedAtStart(page: Page, path: string): Promise<void> {
  await stopClockAtStart(page);
  await openPage(page, path);
}

/**
 * Stops the clock of the pages a test opens next: their timers move only with `page.clock.runFor` (installed
 * alone, Playwright's clock goes on at the machine's pace, and a loaded machine's seconds would count).
 */
export async function stopClockAtStart(page: Page): Promise<void> {
  const start = new Date('2026-01-05T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Waits until what a test measures stands where a visitor sees it settle: the page's fonts have come, and every
 * animation and transition that moves it has ended. For a locator, those of its elements, of what is inside them,
 * and of what they are inside (a dialog's entrance moves all of it); for a page, every one in the document (a
 * contrast check reads the whole page). Endless and paused animations never end and are not waited for (a spinner);
 * one that starts while this waits (a restarted fade, a transition) is waited for too.
 *
 * Animations elsewhere on the page are left to run: the site moves things with transform and opacity only, which
 * move nothing outside their own element, and waiting for all of them costs time for nothing (with animations ten
 * times slower, the audit popup settled in 1.9 s, the whole home page, with its stats fading in under the backdrop,
 * in 12.8 s). Only the animations' own promises wait here: an animation keeps the browser's time, which the page's
 * clock does not move, and with that clock stopped its timers and animation frames never come.
 */
export async function untilSettled(what: Page | Locator): Promise<void> {
  const within = 'goto' in what ? what.locator(':root') : what;
  // One round trip when it is there, as it nearly always is: a measurement costs about one too.
  if ((await within.evaluateAll(settle)) > 0) return;
  // What is not there yet cannot have started to move.
  await within.first().waitFor({ state: 'attached' });
  await within.evaluateAll(settle);
}

/** In the page: untilSettled for `elements`; how many there were. */
async function settle(elements: Element[]): Promise<number> {
  const moves = (animation: Animation) => {
    const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
    return target !== null && elements.some((element) => element.contains(target) || target.contains(element));
  };
  // A restart or a transition that a finished animation sets off can chain a few more; one that restarts itself
  // at every end would never settle, and says so.
  for (let round = 0; round < 20; round++) {
    // Measuring lays the page out, and a font is asked for only when text laid out needs it.
    for (const element of elements) element.getBoundingClientRect();
    await document.fonts.ready;
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      .filter(moves);
    if (running.length === 0 && document.fonts.status === 'loaded') return elements.length;
    // A cancelled animation (its element removed, its class changed) rejects: it moves nothing any more.
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }
  const names = document
    .getAnimations()
    .filter(moves)
    .map((animation) =>
      animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : animation.id,
    );
  throw new Error(`still moving after 20 rounds of waiting: ${names.join(', ')}`);
}

/**
 * Plays every animation and transition of `page` `factor` times slower from now on, on this page and the pages it
 * goes to (the DevTools protocol's playback rate of the document's timeline): a measurement that does not wait
 * for them to end catches them moving, every time. The page's clock does not move them either way.
 */
export async function slowAnimations(page: Page, factor: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: 1 / factor });
}

/** Moves a stopped page clock on until the page has been loading for `ms` (its `performance.now()`). */
export async function runPageClockTo(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(ms - now);
}

/** True when the element is inert (unreachable by keyboard, pointer and screen readers) through itself or a parent. */
export function isInert(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.closest('[inert]') !== null);
}

/**
 * Arrives on the home page with its clock stopped at the start, once the script has hydrated the intro (its
 * Skip intro button shows): from then on the intro and the timers after it move only with the clock.
 */
export async function arriveHome(page: Page): Promise<void> {
  await openPageWithClockStoppedAtStart(page, '/');
  const intro = builtSite().pages.find((p) => p.path === '/')?.intro;
  if (!intro) throw new Error('the home page has no intro in site.yaml');
  await expect(page.getByRole('button', { name: intro.skipLabel })).toBeVisible();
}

/**
 * The mailto links the page sends the browser to, seen from outside it (the DevTools protocol's navigation
 * requests): a mail link never loads a page, so nothing inside the page shows it.
 */
export async function mailtoRequests(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  session.on('Page.frameRequestedNavigation', (event) => {
    if (event.url.startsWith('mailto:')) urls.push(event.url);
  });
  return urls;
}

/** Every alert the page shows, in order; each is accepted. */
export function acceptedAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/**
 * Opens a page whose block is an island (its chunk is named `chunk`) and waits until that block has hydrated its
 * prerendered HTML: a form used before then would be sent by the browser itself.
 */
export async function openPageWithBlock(page: Page, path: string, chunk: string): Promise<void> {
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(`/assets/${chunk}-`));
  await openPage(page, path);
  await loaded;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Opens a page with one of the mail forms and waits until the form's script has run: the form then checks itself
 * (it turns the browser's own checks off with novalidate). The chunk's arrival alone is no proof of that on a busy
 * machine, where a click could still reach the plain HTML form (seen once in CI).
 */
export async function openPageWithForm(page: Page, path: string, chunk: 'ContactForm' | 'AuditForm'): Promise<void> {
  await openPageWithBlock(page, path, chunk);
  await page.locator('form[novalidate]').waitFor({ state: 'attached' });
}

/**
 * Types the contact details both forms share (the five required fields) into `form`, as a visitor does: Ann Lee,
 * ann@clinic.example, and the phone and practice a test wants to find again in the e-mail.
 */
export async function fillContactDetails(form: Locator, details: { phone: string; practice: string }): Promise<void> {
  const { labels } = builtSite().forms;
  const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await box(labels.firstName).fill('Ann');
  await box(labels.lastName).fill('Lee');
  await box(labels.email).fill('ann@clinic.example');
  await box(labels.phone).fill(details.phone);
  await box(labels.practice).fill(details.practice);
}

/**
 * Points at `target` and waits until its island (the navigation, a trust strip) has hydrated with the code of its
 * menus or tooltips, which comes when the pointer or the focus first enters it; the menus' and tooltips' own
 * delays can then be timed from here.
 */
export async function pointAt(target: Locator): Promise<void> {
  await target.hover();
  await expect(target.locator('xpath=ancestor::*[@data-island and @data-hydrated]')).toHaveCount(1);
}

/** The text boxes and drop-downs of `form` that sit alone in their row without taking its width. */
export async function loneHalfRows(form: Locator): Promise<string[]> {
  const fields = form.locator('input:not([type=checkbox]), select, textarea');
  const boxes = await fields.evaluateAll((elements) =>
    elements.map((element) => {
      const { top, left, right } = element.getBoundingClientRect();
      return { name: (element as HTMLInputElement).labels?.[0]?.textContent ?? '', top: Math.round(top), left, right };
    }),
  );
  const rowWidth = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
  return boxes.filter((b) => boxes.filter((other) => other.top === b.top).length === 1 && b.right - b.left < rowWidth * 0.9).map((b) => b.name);
}

/** Holds the requests `url` matches until the function it answers is called (code that takes a while to come). */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
