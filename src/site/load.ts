// Reads site.yaml into a checked Site, or into a list of problems that each point at a line and column.
import { existsSync, readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import type { Site } from './types.generated.ts';
import { Locator } from './locate.ts';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import { validateSite } from './validate.ts';
import { checkSite } from './check.ts';
import { adviseSite } from './advice.ts';

/** How many alias expansions a file may make before it counts as an attack ("billion laughs"). */
export const maxAliasCount = 100;

/** Keys that mean something to JavaScript objects and must not be smuggled in as data. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** A site that loads may still have warnings (advice); one that does not has its errors in `problems`. */
export type LoadResult = { ok: true; site: Site; warnings: SiteProblem[] } | { ok: false; problems: SiteProblem[] };

/** Parses, validates and cross-checks the text of a site file. `file` is the name used in messages. */
export function loadSiteText(text: string, file: string): LoadResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: true });
  const locator = new Locator(doc, lineCounter);
  const fail = (problems: SiteProblem[]): LoadResult => ({ ok: false, problems: sortProblems(problems) });

  if (doc.errors.length > 0) {
    // After the first syntax error the parser's view of the rest is a guess: report that one (and every
    // duplicate key, which does not confuse the parser).
    const firstSyntax = doc.errors.find((error) => error.code !== 'DUPLICATE_KEY');
    return fail(
      doc.errors
        .filter((error) => error.code === 'DUPLICATE_KEY' || error === firstSyntax)
        .map((error) => {
          const [{ line, col }] = error.linePos ?? [{ line: 1, col: 1 }];
          const position = { file, line, column: col, where: '' };
          if (error.code === 'DUPLICATE_KEY') {
            const key = text.slice(error.pos[0]).split(/:\s|:$|\n/)[0].trim();
            return { ...position, code: 'duplicateKey' as const, message: catalogue.duplicateKey.message({ key }), hint: catalogue.duplicateKey.hint() };
          }
          const detail = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
          return { ...position, code: 'yamlSyntax' as const, message: catalogue.yamlSyntax.message({ detail }), hint: catalogue.yamlSyntax.hint() };
        }),
    );
  }

  const forbidden: SiteProblem[] = [];
  for (const { key, path, position } of locator.keys()) {
    if (forbiddenKeys.has(key)) forbidden.push({ file, ...position, where: locator.where(path, undefined), code: 'forbiddenKey', message: catalogue.forbiddenKey.message({ key }), hint: catalogue.forbiddenKey.hint() });
  }
  if (forbidden.length > 0) return fail(forbidden);

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount });
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      const firstAlias = /(^|[\s[{,])\*[^\s,\]}]+/m.exec(text);
      const offset = firstAlias ? firstAlias.index + firstAlias[1].length : 0;
      const { line, col } = lineCounter.linePos(offset);
      return fail([{ file, line, column: col, where: '', code: 'aliasLimit', message: catalogue.aliasLimit.message({ limit: maxAliasCount }), hint: catalogue.aliasLimit.hint() }]);
    }
    throw error;
  }

  const schemaProblems = validateSite(data, file, locator);
  if (schemaProblems.length > 0) return fail(schemaProblems);
  const site = data as Site;
  const crossProblems = checkSite(site, file, locator);
  return crossProblems.length > 0 ? fail(crossProblems) : { ok: true, site, warnings: sortProblems(adviseSite(site, file, locator)) };
}

/** Reads and loads a site file from disk. */
export function loadSiteFile(file: string): LoadResult {
  if (!existsSync(file)) {
    return { ok: false, problems: [{ file, line: 1, column: 1, where: '', code: 'fileNotFound', message: catalogue.fileNotFound.message({ file }), hint: catalogue.fileNotFound.hint() }] };
  }
  return loadSiteText(readFileSync(file, 'utf8'), file);
}

function sortProblems(problems: SiteProblem[]): SiteProblem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
}
