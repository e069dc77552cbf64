// How a value of site.yaml appears inside a message: short, on one line, and with nothing a terminal or a CI log
// would act on. A message quotes what the editor wrote so they can find it, but never a whole 1 MB paste, and
// never an escape sequence that would recolour a terminal or a line break that would start a forged log line.

/** The characters a site file may not hold: invisible controls (not tab or line break) and direction overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
export const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** How long a quoted value may be in a message before it is cut. */
const excerptLength = 60;

// In a message, a tab or a line break is written out too: a message is one line.
const unprintable = new RegExp(`${controlCharacter.source}|[\\t\\n\\r]`, 'gu');

/** `text` with every control character, tab and line break written as a visible escape (\n, \u001B). */
export function printable(text: string): string {
  return text.replace(unprintable, (c) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  });
}

/** A value as a message quotes it: printable, and cut to its start when long ("Lorem ipsum… (1,048,576 characters)"). */
export function excerpt(text: string, length = excerptLength): string {
  if (text.length <= length) return printable(text);
  // Cut between two characters, not inside one written with two UTF-16 units.
  const cut = /[\uD800-\uDBFF]/.test(text[length - 2]) ? length - 2 : length - 1;
  return `${printable(text.slice(0, cut))}… (${text.length.toLocaleString('en-US')} characters)`;
}

/**
 * Parameters of messages that are not values of the site file: the schema's own descriptions and the place a
 * field belongs (made of parts already cut), shown whole; a YAML parser's sentence, cut later than a value; a
 * value that the checker quotes itself ("…" or what it is), which is an excerpt already.
 */
const paramLengths: Readonly<Record<string, number>> = { description: Infinity, belongs: Infinity, file: Infinity, detail: 200, value: 100, actual: 100 };

/** The parameters of a message, each text shortened by `excerpt` and each list cut to its first 40 items. */
export function excerptParams<P>(params: P): P {
  if (params === null || typeof params !== 'object') return params;
  const short = (value: unknown, length: number): unknown => {
    // (Of Infinity characters, an excerpt is the whole text, printable.)
    if (typeof value === 'string') return excerpt(value, length);
    if (Array.isArray(value)) {
      const shown = value.slice(0, 40).map((item) => short(item, length));
      return value.length > 40 ? [...shown, `and ${value.length - 40} more`] : shown;
    }
    return value;
  };
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, short(value, paramLengths[key] ?? excerptLength)])) as P;
}

/** The lines a code frame shows under a message: the line before (for context) and the line of the problem. */
export interface SourceLines {
  lines: { number: number; text: string }[];
  /** Where the marker goes under the last line, in characters from its start. */
  marker: number;
}

/** How many characters of a line a frame shows; a longer line is cut to a window around the spot. */
const frameWidth = 100;
const frameCharacter = new RegExp(`${controlCharacter.source}|[\\t\\r]`, 'u');

/**
 * `lines[line - 1]` and the line before it as a frame shows them: one visible character for each character of the
 * file (a tab as →, any other control as �), so the marker stays under its spot and nothing reaches a terminal that
 * it would act on; a long line is cut to a window around `column`, with … where it is cut.
 */
export function sourceLines(lines: readonly string[], line: number, column: number): SourceLines | undefined {
  if (line < 1 || line > lines.length) return undefined;
  const own = lines[line - 1].replace(/\r$/, '');
  // Only a stretch around the spot is read, `reach` either side of it: a line may be megabytes long.
  const at = column - 1;
  const reach = 4 * frameWidth;
  const from = Math.max(0, at - reach);
  const region = Array.from(own.slice(from, at + reach));
  const spot = Array.from(own.slice(from, Math.max(from, at))).length;
  const start = spot > frameWidth - 30 ? spot - 40 : 0;
  const offset = from + region.slice(0, start).join('').length;
  const shown = (chars: string[]) => {
    const visible = chars.slice(0, frameWidth).map((c) => (c === '\t' ? '→' : frameCharacter.test(c) ? '\uFFFD' : c));
    // (Each line is read hundreds of characters past where it is shown from: when no more than frameWidth are
    // there, the line ends within them.)
    return `${offset > 0 ? '…' : ''}${visible.join('')}${chars.length > frameWidth ? '…' : ''}`;
  };
  const above = line > 1 ? lines[line - 2].replace(/\r$/, '') : '';
  const before = above.trim() === '' ? [] : [{ number: line - 1, text: shown(Array.from(above.slice(offset, offset + reach))) }];
  return { lines: [...before, { number: line, text: shown(region.slice(start)) }], marker: spot - start + (offset > 0 ? 1 : 0) };
}

/** A frame's lines: each line of the file after its number, then the marker under the spot ("  40 | text", "     |    ^"). */
export function frameLines(source: SourceLines): string[] {
  const width = String(source.lines[source.lines.length - 1].number).length;
  const gutter = (label: string) => `${label.padStart(width)} | `;
  return [...source.lines.map((line) => gutter(String(line.number)) + line.text), `${gutter('')}${' '.repeat(source.marker)}^`];
}
