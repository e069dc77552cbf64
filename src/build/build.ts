// `npm run build [-- --site FILE --out DIR]`: validate site.yaml, build the browser and server bundles, prerender
// every route, write the sitemap, robots.txt, _headers and the pictures drawn from the site (draw-pictures.ts), and
// only then replace dist/. A bad site.yaml stops it before anything is written; a failure later leaves dist/ as it
// was and its work folder under .build/ removed.
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { isoDate } from '../logic/format.ts';
import { loadSiteFile } from '../site/load.ts';
import { formatSummary, formatWithSource } from '../site/problems.ts';
import { buildRoutes } from '../model/routes.ts';
import { resolveSite } from '../site/resolve.ts';
import { clientEntry } from './boot-script.ts';
import { prerender } from './prerender.ts';
import { headersFile, robotsTxt, sitemapXml } from './publish-files.ts';
import { buildStatsFile } from './build-stats.ts';
import { drawPictures } from './draw-pictures.ts';
import { publicDirOf } from '../site/check.ts';

const { values } = parseArgs({ options: { site: { type: 'string', default: 'site.yaml' }, out: { type: 'string', default: 'dist' } } });
const siteFile = values.site!;
const outDir = resolve(values.out!);
const started = performance.now();

const checked = loadSiteFile(siteFile);
if (!checked.ok) {
  for (const problem of checked.problems) console.error(formatWithSource(problem));
  console.error(formatSummary(siteFile, checked.problems));
  console.error(`Build stopped: nothing was written to ${values.out}.`);
  process.exit(1);
}
for (const warning of checked.warnings) console.warn(formatWithSource(warning));

// A work folder of this build's own under .build/: two builds at once (the end-to-end tests build sites of their
// own beside each other) must not write into one another's bundles.
const workRoot = resolve('.build');
mkdirSync(workRoot, { recursive: true });
const work = mkdtempSync(join(workRoot, 'work-'));
const clientDir = resolve(work, 'client');
const serverDir = resolve(work, 'server');
// The new site is moved next to the output first (same disk), so that replacing the output is two renames.
const staged = join(dirname(outDir), `.${basename(outDir)}.new-${process.pid}`);
process.env.SITE_YAML = siteFile;
process.env.BUILD_DATE = isoDate(new Date());
// The site is always built for production. Vite would take a NODE_ENV from the environment (a shell's, or that of a
// process that ran Vite's dev server, which sets it to development) and bundle React's development build.
process.env.NODE_ENV = 'production';
try {
  await build({ logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true, manifest: true, rolldownOptions: { input: clientEntry } } });
  await build({ logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: serverDir, emptyOutDir: true } });
  const { pages, scriptHash } = await prerender(clientDir, resolve(serverDir, 'entry-server.js'), resolve('index.html'));
  const site = resolveSite(checked.site);
  const routes = buildRoutes(site);
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(site, routes));
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(site));
  writeFileSync(join(clientDir, '_headers'), headersFile(site, routes, [scriptHash]));
  for (const picture of drawPictures(site, publicDirOf(siteFile))) {
    mkdirSync(dirname(join(clientDir, picture.path)), { recursive: true });
    writeFileSync(join(clientDir, picture.path), picture.bytes);
  }
  mkdirSync(dirname(outDir), { recursive: true });
  moveFolder(clientDir, staged);
  replaceFolder(outDir, staged);
  const seconds = (performance.now() - started) / 1000;
  mkdirSync(dirname(buildStatsFile), { recursive: true });
  writeFileSync(buildStatsFile, JSON.stringify({ seconds, pages }));
  console.log(`Built ${pages} pages into ${values.out}/ in ${seconds.toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`Build failed: ${values.out}/ was left as it was.`);
  process.exitCode = 1;
} finally {
  // Cleaning up must not hide why the build failed: what cannot be removed (a staged folder whose parent is not
  // a folder) was never written. .build/ itself goes when no other build is working there.
  for (const remove of [
    () => rmSync(work, { recursive: true, force: true }),
    () => rmSync(staged, { recursive: true, force: true }),
    () => rmdirSync(workRoot),
  ]) {
    try {
      remove();
    } catch {
      // Nothing to remove, or not ours to remove.
    }
  }
}
// Vite may still hold a worker after a failure; the build is over either way.
if (process.exitCode) process.exit();

/** Renames a folder, or copies it when `to` is on another disk (an --out in a temporary folder on tmpfs). */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true });
  }
}

/**
 * Puts `staged` in the place of `target` as nearly at once as a file system allows: the old folder is renamed
 * aside, the new one renamed in, and only then the old one deleted. A server reading `target` (npm start during
 * a rebuild) finds it missing only between the two renames, and a file it already opened stays readable.
 */
function replaceFolder(target: string, staged: string): void {
  if (!existsSync(target)) return renameSync(staged, target);
  const old = join(dirname(target), `.${basename(target)}.old-${process.pid}`);
  renameSync(target, old);
  try {
    renameSync(staged, target);
  } catch (error) {
    renameSync(old, target);
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
}
