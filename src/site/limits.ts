// The limits a site file must stay within, checked on its text and then on the parsed YAML before its data is
// made: a file pasted from anywhere must not be able to exhaust the checker's time, memory or stack, or the
// build's disk. Each check stops at the first place over a limit and says where it is. The longest text is a rule of the schema
// (common.schema.json, maxLength of text), so it is checked with the other rules of the fields.
import { CST, isAlias, isMap, isPair, isScalar, isSeq, Lexer, type Document, type LineCounter, type Node } from 'yaml';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import type { DataPath } from './locate.ts';
import { controlCharacter } from './quote.ts';

export const siteLimits = {
  /** The largest site file, in bytes (the real one is about a twentieth of it). */
  fileBytes: 2_000_000,
  /** How many characters the data may hold once every alias (*name) is replaced by what it repeats. */
  expandedCharacters: 4_000_000,
  /** How deep lists and groups of fields may nest (the real file goes 9 deep). */
  depth: 32,
  /** How many alias expansions the YAML parser makes before it counts the file as an attack ("billion laughs"). */
  aliasCount: 100,
  /** How many problems of one kind (invisible characters) are listed before the rest are left unsaid. */
  reportedProblems: 10,
} as const;

type Position = Pick<SiteProblem, 'file' | 'line' | 'column' | 'where'>;

/** The line and column of `offset` in `text`, for the checks made before the parser has counted lines. */
function positionIn(text: string, offset: number): { line: number; column: number } {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return { line, column: offset - lineStart + 1 };
}

/** The problem when `text` (UTF-8) is longer than the largest file: at the line where the limit is passed. */
export function fileSizeProblem(text: string, file: string): SiteProblem | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes <= siteLimits.fileBytes) return undefined;
  // UTF-8 takes at least one byte a character: the limit is passed at or before this character.
  const { line } = positionIn(text, siteLimits.fileBytes);
  return {
    file,
    line,
    column: 1,
    where: '',
    code: 'fileTooLarge',
    message: catalogue.fileTooLarge.message({ bytes, limit: siteLimits.fileBytes }),
    hint: catalogue.fileTooLarge.hint(),
  };
}

/** A name for an invisible character: "U+001B (escape)". */
function characterName(character: string): string {
  // biome-ignore-start lint/complexity/useSimpleNumberKeys: code points in hex, as the message writes them (U+000B).
  const names: Record<number, string> = {
    0: 'null',
    7: 'bell',
    8: 'backspace',
    0xb: 'vertical tab',
    0xc: 'form feed',
    0xd: 'carriage return',
    0x1b: 'escape',
    0x7f: 'delete',
    0x202e: 'right-to-left override',
    0x202d: 'left-to-right override',
  };
  // biome-ignore-end lint/complexity/useSimpleNumberKeys: end of the code points in hex.
  const code = character.codePointAt(0)!;
  const name = names[code];
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''}`;
}

/**
 * A quick look at how deep the file nests, before it is parsed: the parser takes seconds over a line of a
 * million [ or "- ", and reports its own stack overflowing as a syntax error. Reads the YAML tokens once and
 * stops at the first place deeper than the limit, counting on each line the brackets open, the indentation
 * levels open and the - ? : indicators. That is an estimate, a level or so above the real depth in files people
 * write (10 for the real file, 9 deep), far below the limit; documentProblems counts exactly after parsing.
 * `lexed`, when given, receives the tokens read, for the parser to take rather than reading the text again.
 */
export function nestingProblem(text: string, file: string, lexed?: string[]): SiteProblem | undefined {
  const synthetic = new Set(['\u0002', '\u0018', '\u001f']);
  const indents: number[] = [];
  let offset = 0;
  let brackets = 0;
  let indicators = 0;
  // The current line's indentation, until its first token that is not space or a comment.
  let indent: number | undefined = 0;
  for (const token of new Lexer().lex(text)) {
    lexed?.push(token);
    const type = CST.tokenType(token);
    if (type === 'newline') {
      indent = 0;
      indicators = 0;
    } else if (indent !== undefined && type === 'space') indent = token.length;
    else if (indent !== undefined && type !== 'comment') {
      if (brackets === 0) {
        while ((indents.at(-1) ?? -1) >= indent) indents.pop();
        indents.push(indent);
      }
      indent = undefined;
    }
    if (type === 'flow-seq-start' || type === 'flow-map-start') brackets++;
    else if (type === 'flow-seq-end' || type === 'flow-map-end') brackets = Math.max(0, brackets - 1);
    else if (brackets === 0 && (type === 'seq-item-ind' || type === 'explicit-key-ind' || type === 'map-value-ind')) indicators++;
    if (brackets + indents.length + indicators > siteLimits.depth) {
      return {
        file,
        ...positionIn(text, offset),
        where: '',
        code: 'tooDeep',
        message: catalogue.tooDeep.message({ limit: siteLimits.depth }),
        hint: catalogue.tooDeep.hint(),
      };
    }
    if (!synthetic.has(token)) offset += token.length;
  }
  return undefined;
}

/** Invisible characters written as they are in the file (a carriage return only outside a Windows line end). */
export function controlCharacterProblems(text: string, file: string): SiteProblem[] {
  const pattern = new RegExp(`${controlCharacter.source}|\\r(?!\\n)`, 'gu');
  const found: SiteProblem[] = [];
  for (const match of text.matchAll(pattern)) {
    if (found.push(controlProblem({ file, ...positionIn(text, match.index), where: '' }, match[0])) === siteLimits.reportedProblems) break;
  }
  return found;
}

function controlProblem(position: Position, character: string): SiteProblem {
  return {
    ...position,
    code: 'controlCharacter',
    message: catalogue.controlCharacter.message({ character: characterName(character) }),
    hint: catalogue.controlCharacter.hint(),
  };
}

/**
 * How a walk of the document goes into a node under `key`: one path stack for the whole walk, rather than a new
 * array for every node (a thousand pages have hundreds of thousands).
 */
function stepInto(path: (string | number)[], visit: (node: unknown) => void) {
  return (key: string | number, node: unknown) => {
    path.push(key);
    visit(node);
    path.pop();
  };
}

/**
 * Walks the parsed document once, in the order it is written, and returns its problems: nesting deeper than the
 * limit, an alias that names no anchor or sits inside what it repeats (both stop the walk), a key JavaScript gives
 * a meaning (also when an alias writes it), and an invisible character that a "\e"-style escape put in a text.
 */
export function documentProblems(doc: Document, file: string, lines: LineCounter, where: (path: DataPath) => string): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const at = (node: unknown, path: DataPath): Position => {
    // Every node of a parsed document has its range.
    const { line, col } = lines.linePos((node as Node).range![0]);
    return { file, line, column: col, where: where([...path]) };
  };
  // The values being walked: an alias to one of them is inside what it repeats.
  const open = new Set<Node>();
  let stopped = false;
  const stop = (problem: SiteProblem) => {
    problems.push(problem);
    stopped = true;
  };

  // The path of the node walked (a copy only for a problem's place).
  const path: (string | number)[] = [];
  const inside = stepInto(path, (node) => visit(node));
  const visit = (node: unknown): void => {
    if (stopped || !node) return;
    if (path.length > siteLimits.depth)
      return stop({ ...at(node, path), code: 'tooDeep', message: catalogue.tooDeep.message({ limit: siteLimits.depth }), hint: catalogue.tooDeep.hint() });
    if (isAlias(node)) {
      const target = node.resolve(doc);
      if (!target)
        return stop({
          ...at(node, path),
          code: 'unknownAlias',
          message: catalogue.unknownAlias.message({ name: node.source }),
          hint: catalogue.unknownAlias.hint(),
        });
      if (open.has(target))
        return stop({
          ...at(node, path),
          code: 'circularAlias',
          message: catalogue.circularAlias.message({ name: node.source }),
          hint: catalogue.circularAlias.hint(),
        });
    } else if (isScalar(node)) {
      // (A number, a true or false, or an empty value, written out, holds none of them.)
      const text = String(node.value);
      const control = controlCharacter.exec(text) ?? /\r/.exec(text);
      if (control && problems.length < siteLimits.reportedProblems) problems.push(controlProblem(at(node, path), control[0]));
    } else if (
      // Stryker disable next-line ConditionalExpression: every node the parser makes is an alias, a scalar, a map or a list: a map or a list is all that is left
      isMap(node) ||
      isSeq(node)
    ) {
      open.add(node);
      node.items.forEach((item: unknown, index: number) => {
        if (!isPair(item)) {
          inside(index, item);
          return;
        }
        const key = isAlias(item.key) ? item.key.resolve(doc) : item.key;
        const name = isScalar(key) ? String(key.value) : String(index);
        if (forbiddenKeys.has(name))
          problems.push({
            ...at(item.key, path),
            code: 'forbiddenKey',
            message: catalogue.forbiddenKey.message({ key: name }),
            hint: catalogue.forbiddenKey.hint(),
          });
        inside(name, item.key);
        inside(name, item.value);
      });
      open.delete(node);
    }
  };
  visit(doc.contents);
  return problems;
}

/**
 * The alias (*name) at which the data, with every alias written out as what it repeats, passes the limit: 100
 * aliases of a 600 KB list are within the parser's alias count, but would build pages of 60 MB each. Counts each
 * anchored value once (in the order the file is written, an anchor comes before its aliases), so it takes one pass
 * however much the aliases repeat. Call it on a document without unknown or circular aliases.
 */
export function expansionProblem(doc: Document, file: string, lines: LineCounter, where: (path: DataPath) => string): SiteProblem | undefined {
  const sizes = new Map<Node, number>();
  let total = 0;
  let over: { node: Node; path: DataPath } | undefined;
  // The path of the node walked (copied only where the limit is passed).
  const path: (string | number)[] = [];
  const inside = stepInto(path, (node) => visit(node));
  const visit = (node: unknown): void => {
    if (over || !node) return;
    const before = total;
    if (isAlias(node)) {
      total += sizes.get(node.resolve(doc)!) ?? 0;
      if (total > siteLimits.expandedCharacters) over = { node, path: [...path] };
      return;
    }
    if (isScalar(node)) total += (typeof node.value === 'string' ? node.value.length : 0) + 1;
    else if (
      // Stryker disable next-line ConditionalExpression: every node the parser makes is an alias, a scalar, a map or a list: a map or a list is all that is left
      isMap(node) ||
      isSeq(node)
    ) {
      node.items.forEach((item: unknown, index: number) => {
        if (!isPair(item)) {
          inside(index, item);
          return;
        }
        const name = isScalar(item.key) ? String(item.key.value) : String(index);
        visit(item.key);
        inside(name, item.value);
      });
    }
    // Every value's size, for the aliases to the anchored ones.
    sizes.set(node as Node, total - before);
  };
  visit(doc.contents);
  if (!over) return undefined;
  const { line, col } = lines.linePos(over.node.range![0]);
  return {
    file,
    line,
    column: col,
    where: where(over.path),
    code: 'expandedTooLarge',
    message: catalogue.expandedTooLarge.message({ limit: siteLimits.expandedCharacters }),
    hint: catalogue.expandedTooLarge.hint(),
  };
}

/** Keys that mean something to JavaScript objects and must not be smuggled in as data. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * What is wrong with a value an edit puts into the file (any data, as JSON reads it), `depth` levels down, if
 * anything: nesting deeper than the limit (`key` undefined), or a key JavaScript gives a meaning. Walks without
 * recursion, so that no depth of data can overflow the stack.
 */
export function valueProblem(value: unknown, depth: number): { key?: string } | undefined {
  const open: { value: unknown; depth: number }[] = [{ value, depth }];
  while (open.length > 0) {
    const next = open.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > siteLimits.depth) return {};
    for (const [key, inner] of Object.entries(next.value)) {
      if (!Array.isArray(next.value) && forbiddenKeys.has(key)) return { key };
      open.push({ value: inner, depth: next.depth + 1 });
    }
  }
  return undefined;
}
