// The engine's own sites, which the unit and end-to-end tests read: tests/fixtures/sites/<name>/site.yaml, each with
// its public/ beside it. Never the live site.yaml: that file belongs to its editors, and a test that read it would turn
// their phone-number change into a red CI (the live file has a gate of its own, npm run check:site).
//   spec   the spec's site: the live site.yaml as it was on 2026-11-28, frozen; the spec's values are pinned on it
//   small  few blocks and minimal lists: nothing may assume today's counts
// (The large site is generated: tests/fixtures/sites/large.ts.)
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Site } from '../src/model/types.generated.ts';
import { loadSiteFile, loadSiteText, type LoadResult } from '../src/site/load.ts';
import { resolveSite } from '../src/site/resolve.ts';

export type FixtureName = 'spec' | 'small';

/** The site file of a fixture site. */
export const fixtureFile = (name: FixtureName) => `tests/fixtures/sites/${name}/site.yaml`;
/** The spec's site, which the end-to-end tests drive. */
export const specFile = fixtureFile('spec');
/** The pictures of the spec's site. */
export const specPublic = join(dirname(specFile), 'public');
/** Where `npm run test:e2e` builds a fixture site (and where its tests read the built files). */
export const fixtureBuild = (name: FixtureName) => `test-sites/${name}`;

/** The text of a fixture site's file. */
export function fixtureText(name: FixtureName = 'spec'): string {
  return readFileSync(fixtureFile(name), 'utf8');
}

/**
 * A text of the spec's site (changed by a test) checked as site.yaml: its messages name "site.yaml", its pictures are
 * those of the spec's public/.
 */
export function loadSpecText(text: string): LoadResult {
  return loadSiteText(text, 'site.yaml', specPublic);
}

/** A fixture site as written (before its placeholders are filled): the values an editor sees. */
export function writtenSite(name: FixtureName = 'spec'): Site {
  const result = loadSiteFile(fixtureFile(name));
  if (!result.ok) throw new Error(`${fixtureFile(name)} does not validate; run npm run validate -- ${fixtureFile(name)}`);
  return result.site;
}

/** A fixture site as the build sees it: loaded, checked and with its placeholders filled. */
export function builtSite(name: FixtureName = 'spec'): Site {
  return resolveSite(writtenSite(name));
}

/**
 * A copy of a fixture site in a folder of its own (its site.yaml, `text` when given, and a copy of its public/), for a
 * test that changes or builds it. Returns the copy's site file.
 */
export function copyFixture(name: FixtureName = 'spec', text = fixtureText(name)): string {
  const dir = mkdtempSync(join(tmpdir(), `site-${name}-`));
  cpSync(join(dirname(fixtureFile(name)), 'public'), join(dir, 'public'), { recursive: true });
  writeFileSync(join(dir, 'site.yaml'), text);
  return join(dir, 'site.yaml');
}
