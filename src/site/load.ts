// Reads site.yaml into a checked Site, or into a list of problems that each point at a line and column. The file
// is hostile until checked: its size, its characters, its depth and what its aliases expand to are checked
// (limits.ts) before its data is made, and its data is checked by the schema before anything else reads it.
import { closeSync, existsSync, openSync, readSync, statSync, readFileSync } from 'node:fs';
import { Composer, type Document, isScalar, LineCounter, Parser, visit, YAMLParseError } from 'yaml';
import type { Site } from '../model/types.generated.ts';
import { Locator } from './locate.ts';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import { validateSite } from './validate.ts';
import { sourceLines } from './quote.ts';
import { mergedItems, syntaxSlip } from './yaml-slips.ts';
import { checkSite, publicDirOf } from './check.ts';
import { adviseSite } from './advice.ts';
import { decodeUtf8 } from './utf8.ts';
import { controlCharacterProblems, documentProblems, expansionProblem, fileSizeProblem, nestingProblem, siteLimits } from './limits.ts';

/** A site that loads may still have warnings (advice); one that does not has its errors in `problems`. */
/** `locator` maps a place in the data back to the file (the dev server's data-site-source). */
export type LoadResult = { ok: true; site: Site; warnings: SiteProblem[]; locator: Locator } | { ok: false; problems: SiteProblem[] };

/**
 * Parses, validates and cross-checks the text of a site file. `file` is the name used in messages; the site's pictures
 * are looked for in `publicDir`, by default the public/ folder beside the file.
 */
export function loadSiteText(text: string, file: string, publicDir = publicDirOf(file)): LoadResult {
  try {
    return loadChecked(text, file, publicDir);
  } catch (error) {
    // Whatever the file holds, the answer is a list of problems (one JSON document for --format json), not a crash.
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problems: [
        {
          file,
          line: 1,
          column: 1,
          where: '',
          code: 'checkerFailed',
          message: catalogue.checkerFailed.message({ detail }),
          hint: catalogue.checkerFailed.hint(),
        },
      ],
    };
  }
}

/**
 * The document of `text`, from its tokens as the depth check read them (YAML's parseDocument, without reading the
 * text a second time). Its messages are as the parser words them, without the place it would add to them: the place
 * is the problem's own.
 */
function parseTokens(text: string, tokens: readonly string[], lineCounter: LineCounter): Document.Parsed {
  const parser = new Parser(lineCounter.addNewLine);
  function* parsed() {
    // As Parser.parse starts: the first line begins at 0.
    lineCounter.addNewLine(0);
    for (const token of tokens) yield* parser.next(token);
    yield* parser.end();
  }
  let doc: Document.Parsed | undefined;
  for (const next of new Composer({ uniqueKeys: true }).compose(parsed(), true, text.length)) {
    if (!doc) doc = next;
    else {
      doc.errors.push(
        new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'),
      );
      break;
    }
  }
  // compose(…, true) ends with a document, an empty one for an empty text.
  return doc!;
}

function loadChecked(text: string, file: string, publicDir: string): LoadResult {
  const fail = (problems: SiteProblem[]): LoadResult => ({ ok: false, problems: withSource(sortProblems(problems), text, file) });
  const tooLarge = fileSizeProblem(text, file);
  if (tooLarge) return fail([tooLarge]);
  const lineCounter = new LineCounter();
  const invisible = controlCharacterProblems(text, file);
  if (invisible.length > 0) return fail(invisible);
  const tokens: string[] = [];
  const tooDeep = nestingProblem(text, file, tokens);
  if (tooDeep) return fail([tooDeep]);
  const doc = parseTokens(text, tokens, lineCounter);
  const locator = new Locator(doc, lineCounter, text);
  if (doc.errors.length > 0) {
    // After the first syntax error the parser's view of the rest is a guess: report that one (and every
    // duplicate key, which does not confuse the parser).
    const firstSyntax = doc.errors.find((error) => error.code !== 'DUPLICATE_KEY');
    // A key with no name seen twice comes of a syntax error that cut two values short: that error says it.
    const namedTwice = (error: (typeof doc.errors)[number]) => error.code === 'DUPLICATE_KEY' && /\S/.test(text.slice(error.pos[0], error.pos[1]));
    return fail(
      doc.errors
        .filter((error) => namedTwice(error) || error === firstSyntax)
        .map((error) => {
          const { line, col } = lineCounter.linePos(error.pos[0]);
          const position = { file, line, column: col, where: '' };
          if (error.code === 'DUPLICATE_KEY') {
            const key = text
              .slice(error.pos[0])
              .split(/:\s|:$|\n/)[0]
              .trim();
            const first = lineCounter.linePos(firstKeyBefore(doc, error.pos[0]) ?? error.pos[0]).line;
            return { ...position, code: 'duplicateKey' as const, message: catalogue.duplicateKey.message({ key, first }), hint: catalogue.duplicateKey.hint() };
          }
          const detail = error.message;
          // The usual slips in plain words with their fix; the parser's own words for anything else.
          const slip = syntaxSlip(text, line, detail);
          if (slip) return { ...position, ...slip };
          return { ...position, code: 'yamlSyntax' as const, message: catalogue.yamlSyntax.message({ detail }), hint: catalogue.yamlSyntax.hint() };
        }),
    );
  }

  // A list item indented a space too far is valid YAML, joined to the item above: refused with its fix.
  const merged = mergedItems(text, doc, lineCounter);
  if (merged.length > 0) return fail(merged.map((slip) => ({ file, where: '', ...slip })));

  const unsafe = documentProblems(doc, file, lineCounter, (path) => locator.where(path, undefined));
  if (unsafe.length > 0) return fail(unsafe);

  let data: unknown;
  try {
    // Stryker disable next-line ObjectLiteral: our limit is 100, the parser's own default: the option says which limit is meant, and carries a change of it
    data = doc.toJS({ maxAliasCount: siteLimits.aliasCount });
  } catch (error) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: toJS throws nothing else here (nesting, unknown and circular aliases are refused above); another error would be rethrown as the checker's fault
    if (error instanceof ReferenceError && /excessive alias/i.test(error.message)) {
      // The first alias: a * after a space or bracket and before a name (an alias cannot start the file: its anchor
      // comes first).
      const firstAlias = /[\s[{,]\*[^\s,\]}]/.exec(text);
      const offset = firstAlias ? firstAlias.index + 1 : 0;
      const { line, col } = lineCounter.linePos(offset);
      return fail([
        {
          file,
          line,
          column: col,
          where: '',
          code: 'aliasLimit',
          message: catalogue.aliasLimit.message({ limit: siteLimits.aliasCount }),
          hint: catalogue.aliasLimit.hint(),
        },
      ]);
    }
    throw error;
  }
  const expanded = expansionProblem(doc, file, lineCounter, (path) => locator.where(path, undefined));
  if (expanded) return fail([expanded]);

  const schemaProblems = validateSite(data, file, locator);
  if (schemaProblems.length > 0) return fail(schemaProblems);
  const site = data as Site;
  const crossProblems = checkSite(site, file, locator, publicDir);
  return crossProblems.length > 0
    ? fail(crossProblems)
    : { ok: true, site, warnings: withSource(sortProblems(adviseSite(site, file, locator)), text, file), locator };
}

/** Loads a site file's bytes: refused at its first byte that is not UTF-8, else read as loadSiteText reads a text. */
export function loadSiteBytes(bytes: Uint8Array, file: string, publicDir = publicDirOf(file)): LoadResult {
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return loadSiteText(decoded.text, file, publicDir);
  const { line, column, byte } = decoded;
  return {
    ok: false,
    problems: [{ file, line, column, where: '', code: 'notUtf8', message: catalogue.notUtf8.message({ byte }), hint: catalogue.notUtf8.hint() }],
  };
}

/** Reads and loads a site file from disk; of a file over the size limit, only as much as the message needs. */
export function loadSiteFile(file: string): LoadResult {
  if (!existsSync(file) || !statSync(file).isFile()) {
    return {
      ok: false,
      problems: [
        { file, line: 1, column: 1, where: '', code: 'fileNotFound', message: catalogue.fileNotFound.message({ file }), hint: catalogue.fileNotFound.hint() },
      ],
    };
  }
  const bytes = statSync(file).size;
  if (bytes <= siteLimits.fileBytes) return loadSiteBytes(readFileSync(file), file);
  const head = Buffer.alloc(siteLimits.fileBytes + 1);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const problem = fileSizeProblem(head.toString('utf8'), file)!;
  return { ok: false, problems: [{ ...problem, message: catalogue.fileTooLarge.message({ bytes, limit: siteLimits.fileBytes }) }] };
}

/**
 * Each problem of `file` with the lines of `text` it is on, for the frame under its message; a problem of another
 * file (a link in public/) has no frame of this one.
 */
function withSource(problems: SiteProblem[], text: string, file: string): SiteProblem[] {
  const lines = text.split('\n');
  return problems.map((problem) => (problem.file === file ? { ...problem, source: sourceLines(lines, problem.line, problem.column) } : problem));
}

function sortProblems(problems: SiteProblem[]): SiteProblem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Where the key written again at `offset` is first written in its map (its offset), for a "written twice" message. */
function firstKeyBefore(doc: Document, offset: number): number | undefined {
  let first: number | undefined;
  visit(doc, {
    Map(_key, map) {
      const keyOf = (pair: (typeof map.items)[number]) => (isScalar(pair.key) ? pair.key : undefined);
      const again = map.items.find((pair) => keyOf(pair)?.range?.[0] === offset);
      if (!again) return undefined;
      first = map.items.map(keyOf).find((key) => key?.value === keyOf(again)?.value)?.range?.[0];
      return visit.BREAK;
    },
  });
  return first;
}
