// How the build's cost grows with the site, for `npm run bench`: the spec's site (53 pages) and the large fixture
// site (tests/fixtures/sites/large.ts) at 250 and 1,000 pages, each built as a whole process into a temporary
// folder. Times are CPU (user + system) of that process and what it waited for, read from /proc on Linux (the
// machine is shared, so wall time says more about the neighbours than about the build); elsewhere, wall time.
// Then validate at the site file's size limit, and how long the dev server takes to show a save at 1,000 pages.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildRoutes } from '../src/model/routes.ts';
import { fileForRoute } from '../src/build/prerender.ts';
import { siteLimits } from '../src/site/limits.ts';
import { loadSiteFile } from '../src/site/load.ts';
import { resolveSite } from '../src/site/resolve.ts';
import { largeSiteText, writeLargeSite } from '../tests/fixtures/sites/large.ts';
import { startDevServer } from '../tests/e2e/dev-server-support.ts';
import { chromiumPath } from './chromium-path.ts';
import { gzipSizes, pageWeights } from './page-weight.ts';

export interface ScaleRow {
  pages: number;
  /** CPU seconds of the whole build process. */
  buildSeconds: number;
  /** The most JavaScript a first visit downloads, bytes gz. */
  firstVisitJs: number;
  /** The spec's first specialty page's HTML, bytes gz (the same page at every size). */
  specialtyHtml: number;
}

/** CPU seconds used so far by this process's finished children (Linux: /proc/self/stat), or undefined elsewhere. */
function childrenCpuSeconds(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // After the command's name in parentheses: fields 3 on; cutime and cstime are the 16th and 17th, in clock ticks
  // (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Runs a TypeScript command as its own process; answers its CPU seconds (wall seconds where CPU is not known). */
export function timedCommand(args: string[]): number {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  const cpuAfter = childrenCpuSeconds();
  return cpuBefore === undefined || cpuAfter === undefined ? (performance.now() - started) / 1000 : cpuAfter - cpuBefore;
}

const specPages = (() => {
  const loaded = loadSiteFile('tests/fixtures/sites/spec/site.yaml');
  if (!loaded.ok) throw new Error('the spec fixture site does not validate');
  // As the build counts pages: a file for each route (a redirect's page too) and the not-found page.
  return buildRoutes(resolveSite(loaded.site)).length + 1;
})();

/** Builds the site of `pages` pages into `scratch`; answers its row. */
function buildRow(scratch: string, pages: number): ScaleRow {
  const dir = join(scratch, String(pages));
  const siteFile = writeLargeSite(dir, pages - specPages);
  const out = join(dir, 'dist');
  const buildSeconds = timedCommand(['src/build/build.ts', '--site', siteFile, '--out', out]);
  const loaded = loadSiteFile(siteFile);
  if (!loaded.ok) throw new Error(`${siteFile} does not validate`);
  const routes = buildRoutes(resolveSite(loaded.site));
  const gz = gzipSizes(out);
  const weights = pageWeights(out, routes, gz);
  const specialty = routes.find((route) => route.kind === 'specialty');
  return {
    pages,
    buildSeconds,
    firstVisitJs: Math.max(...weights.map((row) => row.js)),
    specialtyHtml: specialty ? gz(fileForRoute(specialty.path)) : 0,
  };
}

/** The build at each size (53 is the spec's site itself). */
export function scaleRows(sizes: readonly number[] = [specPages, 250, 1000]): ScaleRow[] {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    return sizes.map((pages) => buildRow(scratch, pages));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** CPU seconds of `npm run validate` on a site file just under the size limit; answers them and its size. */
export function validateAtLimit(): { seconds: number; bytes: number } {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-validate-'));
  try {
    // The most generated specialties that keep the file within the limit.
    let [fits, over] = [0, 1];
    while (Buffer.byteLength(largeSiteText(over)) <= siteLimits.fileBytes) [fits, over] = [over, over * 2];
    while (over - fits > 1) {
      const middle = Math.floor((fits + over) / 2);
      if (Buffer.byteLength(largeSiteText(middle)) <= siteLimits.fileBytes) fits = middle;
      else over = middle;
    }
    const file = writeLargeSite(scratch, fits);
    const seconds = Math.min(...[1, 2, 3].map(() => timedCommand(['src/build/validate.ts', file])));
    return { seconds, bytes: Buffer.byteLength(readFileSync(file)) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Wall milliseconds from writing site.yaml to the changed text showing in the dev server's page, at `pages` pages:
 * a generated specialty's headline, changed three times; answers each.
 */
export async function devSaveMs(pages = 1000, port = 5191): Promise<number[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-dev-'));
  const siteFile = writeLargeSite(scratch, pages - specPages);
  const close = await startDevServer(siteFile, port);
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/specialties/generated-1`);
    await page.locator('#root[data-hydrated]').waitFor();
    // Saved once the page has settled, as an editor's first save comes after the page has shown.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const original = readFileSync(siteFile, 'utf8');
    const times: number[] = [];
    for (const n of [1, 2, 3]) {
      const headline = `Specialty 1 Billing, Saved ${n}`;
      // Timed by the page's clock, when the heading changes: the dev server runs in this process, whose event loop
      // also carries the browser's messages, so a wait here would add whatever the server does after the page shows.
      // (Code as text: the TypeScript runner's helpers, which a function would carry, are not in the page.)
      const seen = page.evaluate<number>(`new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('the change did not show in 30 s')), 30000);
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent !== ${JSON.stringify(headline)}) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      })`);
      const started = Date.now();
      writeFileSync(siteFile, original.replace('"Specialty 1 Billing, Claim by Claim"', `"${headline}"`));
      times.push((await seen) - started);
      // What the page does after showing the change (the search panel fetches the new search index) is over before
      // the next save, as it is between an editor's saves.
      await page.waitForTimeout(1000);
    }
    return times;
  } finally {
    await browser.close();
    await close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
