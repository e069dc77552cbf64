// The usual slips of hand-written YAML, each in a few lines: the message an editor gets, at the line and column of
// the slip, with its fix. Each expectation is what an editor would be told by a colleague looking at the lines (which
// line is off, and where it belongs), written before running the checker. yaml-slips.test.ts makes the same slips
// all over the real site.yaml; tests/fixtures/site-errors/ has one of each in place.
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/site/load.ts';

/** The first problem of a site file made of `lines`, as "line:column code: message (hint)". */
function slipOf(...lines: string[]): string {
  const result = loadSiteText(`${lines.join('\n')}\n`, 'site.yaml');
  if (result.ok) return 'no problem';
  const [problem] = result.problems;
  return `${problem.line}:${problem.column} ${problem.code}: ${problem.message} (${problem.hint})`;
}

const tab = 'yamlTab: this line is indented with a tab (use spaces instead, two for each level, lined up with the lines around it)';
const indent = (spaces: number, side: 'left' | 'right', column: number) =>
  `yamlIndent: this line starts ${spaces} space${spaces === 1 ? '' : 's'} ${side} of the lines it belongs with (line it up at column ${column})`;

describe('a slip in a few lines', () => {
  it('a tab in the indentation, at the tab', () => {
    expect(slipOf('brand:', '\tname: Crestline')).toBe(`2:1 ${tab}`);
    expect(slipOf('brand:', '  \tname: Crestline')).toBe(`2:3 ${tab}`);
  });

  it('a quote left open, at the quote, however far below the parser notices', () => {
    const open = (quote: string) => `yamlUnclosedQuote: the text opened with ${quote} here is not closed (end it with ${quote} on the same line)`;
    expect(slipOf('brand:', '  name: "Crestline', '  phone: x')).toBe(`2:9 ${open('"')}`);
    expect(slipOf('brand:', "  name: 'Crestline", '  phone: x', '  email: y', '  city: z')).toBe(`2:9 ${open("'")}`);
  });

  it('a bracket left open, at the bracket: not one inside quotes, nor one that is closed', () => {
    const open = (bracket: string, close: string) =>
      `yamlUnclosedBracket: the ${bracket} opened here is not closed (end it with ${close} on the same line, after its last value)`;
    expect(slipOf('brand:', '  tags: [a, b', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  map: {a: 1, b: 2', '  phone: x')).toBe(`2:8 ${open('{', '}')}`);
    expect(slipOf('brand:', '  tags: ["a]", b', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  tags: [[a, b], [c', '  phone: x')).toBe(`2:18 ${open('[', ']')}`);
  });

  it("a list item's dash without its space", () => {
    expect(slipOf('items:', '  - one', '  -two', '  - three')).toBe(
      '3:4 yamlDashSpace: a space is missing after the "-" that starts this list item (write - two)',
    );
  });

  it('a line a space right or left of its neighbours', () => {
    expect(slipOf('brand:', '  name: x', '   phone: y')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', ' phone: y')).toBe(`3:2 ${indent(1, 'left', 3)}`);
  });

  it('a line two spaces right or left of its neighbours, also past a blank line or a comment', () => {
    expect(slipOf('brand:', '  name: x', '    phone: y')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', '', '    phone: y')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', '  # the phone', '    phone: y')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', '  phone: y', '    email: z', '  city: w')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  address:', '    street: x', '  city: y', '    zip: z')).toBe(`4:3 ${indent(2, 'left', 5)}`);
  });

  it('a line a space off, found above the line where the parser notices the keys no longer line up', () => {
    expect(slipOf('a:', '  b:', '     c:', '      x: 1', '      y: 2', '    d: 2')).toBe(`3:6 ${indent(1, 'right', 5)}`);
    expect(slipOf('a:', '  b:', '    c: 1', '    d: 2', '     e: 3', '    f: 4')).toBe(`5:6 ${indent(1, 'right', 5)}`);
  });

  it("the first line of a block deeper than the block's other lines", () => {
    expect(slipOf('brand:', '  address:', '      street: x', '    city: y')).toBe(`3:7 ${indent(2, 'right', 5)}`);
    expect(slipOf('brand:', '  list:', '      - a', '    - b')).toBe(`3:7 ${indent(2, 'right', 5)}`);
  });

  it('the first line of a block at the column of the line that opens it', () => {
    // The block's next line stands a level right: the first line moved left.
    expect(slipOf('brand:', '  address:', '  street: x', '    city: y')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  list:', '  - name: a', '    - name: b')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    // It does not: the opening line moved right.
    expect(slipOf('brand:', '  name: x', '    address:', '    street: y', '  city: z')).toBe(`3:5 ${indent(2, 'right', 3)}`);
  });

  it('a key whose line is out of step with the lines before and after it', () => {
    expect(slipOf('brand:', '  name: x', '    phone: y', '    email: z')).toBe(`2:3 ${indent(2, 'left', 5)}`);
  });

  it("a key at its list item's dash, or a list item off its list's column", () => {
    // Under the item's first key.
    expect(slipOf('list:', '  - name: a', '  title: b')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    // The item moved right, where its kin stand a level left.
    expect(slipOf('list:', '  - name: a', '    title: b', '    - name: c', '    title: d')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    // The items are texts: the key goes beside the key that opens the list.
    expect(slipOf('brand:', '  list:', '    - a', '    title: b')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    // An item left or right of the items like it, above or below.
    expect(slipOf('brand:', '  list:', '    - name: a', '      title: b', '  - name: c', '    title: d')).toBe(`5:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  list:', '    - name: a', '  - name: b', '  - name: c')).toBe(`3:5 ${indent(2, 'right', 3)}`);
  });

  it("a list item a space or two right of its list's items: YAML joins it to the item above", () => {
    const merged = (spaces: number, column: number) =>
      `yamlMergedItem: this line looks like a new item of the list, but it starts ${spaces} space${spaces === 1 ? '' : 's'} further right than the items above, so it has become part of the item above (line its "-" up at column ${column}, under the other items)`;
    expect(slipOf('brand:', '  list:', '    - one', '     - two')).toBe(`4:6 ${merged(1, 5)}`);
    expect(slipOf('brand:', '  list:', '  - one', '    - two')).toBe(`4:5 ${merged(2, 3)}`);
  });

  it('a text that YAML would read as something else, with the text to copy in quotes', () => {
    expect(slipOf('brand:', '  name: Crestline: billing')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write name: "Crestline: billing")',
    );
    expect(slipOf('brand:', '  name: Our services:')).toBe('2:9 yamlColonInText: a text that ends with ":" must be in quotes (write name: "Our services:")');
    expect(slipOf('brand:', '  name: @crestline')).toBe('2:9 yamlQuoteNeeded: a text that starts with @ must be in quotes (write name: "@crestline")');
  });

  it('a text in quotes that ends before the line does, at the quote that ends it', () => {
    const early = (quote: string, fix: string) =>
      `yamlQuoteEndsEarly: the text in quotes ends at this ${quote}, but more follows it on the line (write name: ${fix} (a " inside the text is written \\"))`;
    expect(slipOf('brand:', '  name: "Our "Journey""')).toBe(`2:14 ${early('"', '"Our \\"Journey\\""')}`);
    // '' inside single quotes is one ', and \" inside double quotes one ": neither ends the text.
    expect(slipOf('brand:', "  name: 'It''s' ours")).toBe(`2:15 ${early("'", `"'It''s' ours"`)}`);
    expect(slipOf('brand:', '  name: "a \\" b" more')).toBe(`2:16 ${early('"', '"\\"a \\\\\\" b\\" more"')}`);
  });

  it("a key's colon left out, for a value on its line or for what the lines under it hold", () => {
    expect(slipOf('brand:', '  name Crestline', '  phone: x')).toBe(
      '2:7 yamlMissingColon: a colon is missing after "name" (write name: and then the value, with a space after the colon)',
    );
    const opens = '3:8 yamlMissingColon: a colon is missing after "links" (write links: (what it holds stays on the lines under it))';
    expect(slipOf('brand:', '  name: x', '  links', '    - a')).toBe(opens);
    expect(slipOf('brand:', '  name: x', '  links', '  - a')).toBe(opens);
  });
});
