import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support.ts';
import { bootFiles } from '../../src/build/boot-script.ts';
import { fileForRoute } from '../../src/build/prerender.ts';
import { fixtureBuild } from '../sites.ts';

const dist = fixtureBuild('spec');

// Strings only found in the yaml and ajv packages' code (listed in budgets.json): if one shows up in a browser
// chunk, build-time code leaked.
const buildTimeMarkers = (JSON.parse(readFileSync('budgets.json', 'utf8')) as { buildTimeCodeMarkers: string[] }).buildTimeCodeMarkers;

test('the JavaScript in the built assets carries no code from yaml or ajv', () => {
  const chunks = readdirSync(`${dist}/assets`).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const code = readFileSync(`${dist}/assets/${chunk}`, 'utf8');
    for (const marker of buildTimeMarkers) expect(code.includes(marker), `${chunk} contains "${marker}"`).toBe(false);
  }
});

test("every chunk opens with V8's compile hint, so its functions are compiled as it loads, not inside a visitor's first click", () => {
  const chunks = readdirSync(`${dist}/assets`).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  // The first line: V8 reads the hint before it meets the functions it applies to.
  for (const chunk of chunks) expect(readFileSync(`${dist}/assets/${chunk}`, 'utf8').split('\n', 1)[0], chunk).toBe('//# allFunctionsCalledOnLoad');
});

test('every link to another website in the built site opens in a new tab without giving it this page', () => {
  const pages = (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));
  let external = 0;
  for (const page of pages) {
    const html = readFileSync(`${dist}/${page}`, 'utf8');
    for (const [anchor] of html.matchAll(/<a\b[^>]*\bhref="https?:[^"]*"[^>]*>/g)) {
      external++;
      expect(anchor, page).toContain('target="_blank"');
      expect(anchor, page).toContain('rel="noopener noreferrer"');
    }
  }
  expect(external).toBeGreaterThan(pages.length);
});

test('the first visit of a page loads neither the search index nor the search screens', () => {
  const html = readFileSync(`${dist}/${fileForRoute('/about')}`, 'utf8');
  const entry = bootFiles(html)[0].replace('/assets/', '');
  const code = readFileSync(`${dist}/assets/${entry}`, 'utf8');
  // The index's JSON ("category":"specialty" is in no other data, quotes escaped or not) and the result cards'
  // two-line clamp.
  const index = /category\\?":\\?"specialty/;
  expect(code).not.toMatch(index);
  expect(code).not.toContain('-webkit-box');
  const chunks = readdirSync(`${dist}/assets`).filter((file) => file.endsWith('.js') && file !== entry);
  expect(chunks.filter((file) => index.test(readFileSync(`${dist}/assets/${file}`, 'utf8')))).toHaveLength(1);
});
