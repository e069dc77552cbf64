// What loading the app after the first paint costs a visitor who wants to click: on a slowed phone (Lighthouse's
// mobile throttling applied for real: CPU 4x, 150 ms round trips, 1.6 Mbit/s down), the first contentful paint and
// the moment the page has hydrated (its links and forms answer through the app; before, they work as plain HTML),
// as built (the boot script imports the app once the page has painted) and with the boot script importing it at
// once. Medians of 3 loads. A report for `npm run bench`, not a test.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { createStaticServer, serverUrl } from '../src/build/static-server.ts';
import { chromiumPath } from './chromium-path.ts';

const pages = ['/', '/specialties/cardiology', '/contact'];
const loads = 3;

export interface LoadingRow {
  page: string;
  /** Medians, ms from navigation start: [first contentful paint, hydrated], as built and with the app loaded at once. */
  built: [number, number];
  atOnce: [number, number];
}

/** A boot script that loads the app's files (its element's data-entry and data-preload) at once, as the built one does after the paint. */
const atOnceCode =
  '(()=>{const{entry,preload}=document.currentScript.dataset;' +
  'for(const href of preload.split(" ").filter(Boolean)){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}import(entry)})()';

/** The page with its boot script replaced by one that imports the app at once, and the CSP's hash changed with it. */
function loadingAtOnce(html: string, csp: string): { html: string; csp: string } {
  const found = /(<script data-entry="[^"]*" data-preload="[^"]*">)([^<]*)<\/script>/.exec(html);
  if (!found) throw new Error('no boot script in the page');
  const [whole, files, code] = found;
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  return { html: html.replace(whole, `${files}${atOnceCode}</script>`), csp: csp.replace(hash(code), hash(atOnceCode)) };
}

async function measure(browser: Browser, url: string, atOnce: boolean): Promise<[number, number]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // Nothing leaves the machine: only the local server answers.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  // Both ways go through the same interception (which hands the page over unthrottled: its scripts and pictures
  // are slowed, not the HTML itself), so that they differ by the boot script alone.
  await context.route(
    (address) => address.href === url,
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      const page = atOnce ? loadingAtOnce(await response.text(), headers['content-security-policy'] ?? '') : undefined;
      await route.fulfill({
        response,
        body: page?.html ?? (await response.text()),
        headers: page ? { ...headers, 'content-security-policy': page.csp } : headers,
      });
    },
  );
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      Object.assign(window, { hydratedAt: performance.now() });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  });
  await page.goto(url);
  await page.waitForFunction(() => 'hydratedAt' in window, undefined, { timeout: 60_000 });
  const times = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    (window as unknown as { hydratedAt: number }).hydratedAt,
  ]);
  await context.close();
  return [Math.round(times[0]), Math.round(times[1])];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rows of `npm run bench`: each page's first paint and hydration, as built and with the app loaded at once. */
export async function loadingRows(dir = 'dist'): Promise<LoadingRow[]> {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`No built site in ${dir}/: run npm run build first.`);
  const server = createStaticServer(dir, { gzip: true });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const rows: LoadingRow[] = [];
    for (const page of pages) {
      const url = `${serverUrl(server)}${page}`;
      const runs = { built: [] as [number, number][], atOnce: [] as [number, number][] };
      // The two ways alternate, so that a busier moment on the machine touches both alike.
      for (let load = 0; load < loads; load++) {
        runs.built.push(await measure(browser, url, false));
        runs.atOnce.push(await measure(browser, url, true));
      }
      const medians = (list: [number, number][]): [number, number] => [median(list.map((t) => t[0])), median(list.map((t) => t[1]))];
      rows.push({ page, built: medians(runs.built), atOnce: medians(runs.atOnce) });
    }
    return rows;
  } finally {
    await browser.close();
    server.close();
  }
}
