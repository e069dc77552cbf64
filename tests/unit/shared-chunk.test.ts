// What every page ships is what the shared components read (shellOf), and nothing else. The small site is built
// with a marked word written into a text of each part of site.yaml that only some pages read: a page's content, the
// search's words (and so its index, made from the pages), the forms' words and messages, the specialties and their
// template, the clients' results. None may be in the scripts every page loads first; each must reach the browser
// somewhere, or the test would prove nothing.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCollection, isScalar, parseDocument, visit, type Pair } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fileForRoute } from '../../src/build/prerender.ts';
import { buildRoutes } from '../../src/model/routes.ts';
import { initialScripts } from '../../tools/page-weight.ts';
import { builtSite, copyFixture, fixtureText } from '../sites.ts';

/** The parts of site.yaml only some pages read, by their place in the file. */
const pageParts = [['pages'], ['search'], ['forms'], ['constants', 'messages'], ['specialtyPage'], ['specialties'], ['clientResults']];
/** A text a marked word can be written after: words, not an address, a name, a code or a value from a list. */
const isProse = (key: string, value: string) => !/href|path|slug|src|icon|type|value|variant|code|name|label|tag/i.test(key) && /\S+\s+\S+\s+\S+/.test(value);
/** Pieces of the marked words: the build never splits a text, and `Mark` + a letter is in no word of the engine. */
const marker = (n: number) => `Markq${String.fromCharCode(97 + n)}x`;

/** The small site's text with a marked word at the end of the first text of each part; answers it and the words. */
function markedSite(): { text: string; marks: Map<string, string> } {
  const doc = parseDocument(fixtureText('small'));
  const marks = new Map<string, string>();
  pageParts.forEach((path, n) => {
    const part = doc.getIn(path, true);
    if (!isCollection(part)) throw new Error(`the small site has no ${path.join('.')}`);
    let marked = false;
    visit(part, {
      Pair(_key, pair: Pair) {
        if (
          marked ||
          !isScalar(pair.key) ||
          !isScalar(pair.value) ||
          typeof pair.value.value !== 'string' ||
          !isProse(String(pair.key.value), pair.value.value)
        )
          return;
        pair.value.value = `${pair.value.value} ${marker(n)}`;
        marked = true;
        return visit.BREAK;
      },
    });
    if (!marked) throw new Error(`no text to mark in ${path.join('.')}`);
    marks.set(path.join('.'), marker(n));
  });
  return { text: doc.toString(), marks };
}

describe('the scripts every page loads first', () => {
  it("hold no page's content, no search words or index, no form words, no specialty and no client results", () => {
    const { text, marks } = markedSite();
    const file = copyFixture('small', text);
    const out = join(file, '..', 'dist');
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'src/build/build.ts', '--site', file, '--out', out], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const routes = buildRoutes(builtSite('small'));
    // The scripts every page loads before it can run: those of all pages' first visits.
    const firstScripts = routes
      .map((route) => initialScripts(out, readFileSync(join(out, fileForRoute(route.path)), 'utf8')))
      .reduce((common, scripts) => common.filter((script) => scripts.includes(script)));
    expect(firstScripts.length).toBeGreaterThan(0);
    const shared = firstScripts.map((script) => readFileSync(join(out, script), 'utf8')).join('\n');
    const everyScript = readdirSync(join(out, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(out, 'assets', name), 'utf8'))
      .join('\n');
    for (const [part, mark] of marks) {
      expect(everyScript, `${part}'s marked text reaches no script: the test would prove nothing`).toContain(mark);
      expect(shared, `${part} is in the scripts every page loads first (${firstScripts.join(', ')})`).not.toContain(mark);
    }
  }, 120_000);
});
