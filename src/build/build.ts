// `npm run build`: validate site.yaml, build the browser and server bundles, prerender every route, write the
// sitemap, robots.txt and _headers, and only then replace dist/. A bad site.yaml stops it before anything is written.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { isoDate } from '../logic/format.ts';
import { loadSiteFile } from '../site/load.ts';
import { formatProblem, formatSummary } from '../site/problems.ts';
import { buildRoutes } from '../app/routes.ts';
import { resolveSite } from '../site/resolve.ts';
import { prerender } from './prerender.ts';
import { headersFile, robotsTxt, sitemapXml } from './publish-files.ts';
import { buildStatsFile } from './build-stats.ts';

const { values } = parseArgs({ options: { site: { type: 'string', default: 'site.yaml' }, out: { type: 'string', default: 'dist' } } });
const siteFile = values.site!;
const outDir = resolve(values.out!);
const started = performance.now();

const checked = loadSiteFile(siteFile);
if (!checked.ok) {
  for (const problem of checked.problems) console.error(formatProblem(problem));
  console.error(formatSummary(siteFile, checked.problems));
  console.error(`Build stopped: nothing was written to ${values.out}.`);
  process.exit(1);
}
for (const warning of checked.warnings) console.warn(formatProblem(warning));

const work = resolve('.build');
const clientDir = resolve(work, 'client');
const serverDir = resolve(work, 'server');
process.env.SITE_YAML = siteFile;
process.env.BUILD_DATE = isoDate(new Date());
try {
  await build({ logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
  await build({ logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: serverDir, emptyOutDir: true } });
  const pages = await prerender(clientDir, resolve(serverDir, 'entry-server.js'));
  const site = resolveSite(checked.site);
  const routes = buildRoutes(site);
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(site, routes));
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(site));
  writeFileSync(join(clientDir, '_headers'), headersFile(site, routes));
  if (existsSync(outDir)) rmSync(outDir, { recursive: true });
  moveFolder(clientDir, outDir);
  rmSync(work, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  mkdirSync(dirname(buildStatsFile), { recursive: true });
  writeFileSync(buildStatsFile, JSON.stringify({ seconds, pages }));
  console.log(`Built ${pages} pages into ${values.out}/ in ${seconds.toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`Build failed: ${values.out}/ was left as it was.`);
  process.exit(1);
}

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
