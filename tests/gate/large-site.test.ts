// The large site (the spec's with 250 more specialties, tests/fixtures/sites/large.ts): built and measured, not
// driven in a browser. It builds, every page is there, and what a specialty page's visitor downloads first does not
// grow with the number of specialties: its HTML and its first-visit JavaScript stay within 1% of the spec's site's.
// (The routes table, which grew about 17 bytes a specialty, comes only with the first followed link.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileForRoute } from '../../src/build/prerender.ts';
import { buildRoutes } from '../../src/model/routes.ts';
import { loadSiteFile } from '../../src/site/load.ts';
import { resolveSite } from '../../src/site/resolve.ts';
import { pageWeights } from '../../tools/page-weight.ts';
import { writeLargeSite } from '../fixtures/sites/large.ts';
import { fixtureBuild, specFile } from '../sites.ts';

const added = 250;

/** The routes of a site file and, once built into `dist`, the first-visit weight of its first specialty page. */
function measured(file: string, dist: string) {
  const loaded = loadSiteFile(file);
  if (!loaded.ok) throw new Error(`${file} does not validate`);
  const routes = buildRoutes(resolveSite(loaded.site));
  const specialty = routes.find((route) => route.kind === 'specialty')!;
  const [weight] = pageWeights(dist, [specialty]);
  return { routes, weight };
}

describe(`the large site (the spec's site and ${added} more specialties)`, () => {
  it('builds every page, and a specialty page weighs what it weighs on the spec site', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-large-'));
    const file = writeLargeSite(dir, added);
    const out = join(dir, 'dist');
    const started = performance.now();
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts', '--site', file, '--out', out], { encoding: 'utf8' });
    const seconds = (performance.now() - started) / 1000;
    expect(build.status, build.stderr).toBe(0);
    const large = measured(file, out);
    for (const route of large.routes) expect(existsSync(join(out, fileForRoute(route.path))), route.path).toBe(true);
    // The spec's site as npm run test:e2e builds it, when it is there; else built here.
    let specDist = fixtureBuild('spec');
    if (!existsSync(join(specDist, 'index.html'))) {
      specDist = join(dir, 'spec-dist');
      expect(spawnSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts', '--site', specFile, '--out', specDist]).status).toBe(0);
    }
    const spec = measured(specFile, specDist);
    console.log(
      `${large.routes.length} routes built in ${seconds.toFixed(1)} s (wall, with the process's start); a specialty page: HTML ${large.weight.html} B gz ` +
        `(spec's site: ${spec.weight.html}), first-visit JavaScript ${large.weight.js} B gz (spec's site: ${spec.weight.js}, ` +
        `${((large.weight.js - spec.weight.js) / added).toFixed(1)} B more a specialty)`,
    );
    expect(large.routes.length).toBe(spec.routes.length + added);
    expect(Math.abs(large.weight.html - spec.weight.html) / spec.weight.html).toBeLessThan(0.01);
    expect(Math.abs(large.weight.js - spec.weight.js) / spec.weight.js).toBeLessThan(0.01);
  });
});
