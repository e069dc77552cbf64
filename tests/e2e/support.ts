// Shared helpers for the end-to-end tests: the site as built, read the way the build reads it, and a `test` whose
// pages never reach the internet.
import { test as base, type Page } from '@playwright/test';
import { loadSiteFile } from '../../src/site/load.ts';
import { resolveSite } from '../../src/site/resolve.ts';
import type { Site } from '../../src/site/types.generated.ts';

export { expect } from '@playwright/test';

export function builtSite(): Site {
  const result = loadSiteFile('site.yaml');
  if (!result.ok) throw new Error('site.yaml does not validate; run npm run validate');
  return resolveSite(result.site);
}

/** The stand-in a third-party frame gets instead of the real page. */
export const standInPage = '<!doctype html><title>Stand-in</title><p>Third-party content stands in here during tests.</p>';

/**
 * Every request that is not for the local test server is answered here and recorded in `externalRequests`: a
 * script gets an empty script, a frame a stand-in page, anything else a refusal. Nothing leaves the machine.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: [
    async ({ context }, use) => {
      const requests: string[] = [];
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
      await use(requests);
    },
    { auto: true },
  ],
});

/** Opens a page and waits until it has hydrated (its scripts have run and the network is quiet). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
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
