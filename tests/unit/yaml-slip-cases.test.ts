// The usual slips of hand-written YAML, each in a few lines: the message an editor gets, at the line and column of
// the slip, with its fix. Each expectation is what an editor would be told by a colleague looking at the lines (which
// line is off, and where it belongs), written before running the checker. yaml-slips.test.ts makes the same slips
// all over the real site.yaml; tests/fixtures/site-errors/ has one of each in place.
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/site/load.ts';
import { evenIndentSlip, indentSlip, lookBack, movedAbove } from '../../src/site/yaml-indent-slips.ts';

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
const dashSpace = (item: string) => `yamlDashSpace: a space is missing after the "-" that starts this list item (write - ${item})`;
/** No slip: the file is read, and only then found wanting (these few lines are not a whole site). */
const read = (field: string) => new RegExp(`^1:1 missingField: missing required field "${field}"`);

describe('a slip in a few lines', () => {
  it('a tab in the indentation, at the tab', () => {
    expect(slipOf('brand:', '\tname: Crestline')).toBe(`2:1 ${tab}`);
    expect(slipOf('brand:', '  \tname: Crestline')).toBe(`2:3 ${tab}`);
    expect(slipOf('items:', ' \t- one')).toBe(`2:2 ${tab}`);
    expect(slipOf('items:', '  - one', '\t- two')).toBe(`3:1 ${tab}`);
  });

  it('a tab inside a value, or on a blank line, is no slip: the line that is off is named', () => {
    expect(slipOf('brand:', '  name: a\tb', ' phone: y')).toBe(`3:2 ${indent(1, 'left', 3)}`);
    // The parser passes a tab on a blank line, and reports the line under it there.
    expect(slipOf('brand:', '  name: x', '\t', '  phone: y')).toMatch(read('theme'));
    expect(slipOf('brand:', '  name: x', '\t', '   phone: y')).toBe(`4:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', ' \t ', ' phone: y')).toBe(`4:2 ${indent(1, 'left', 3)}`);
  });

  it('a slip before or after blank lines and comments, where the parser reports another line', () => {
    expect(slipOf('brand:', '  name: x', '', '', '\tphone: y')).toBe(`5:1 ${tab}`);
    expect(slipOf('brand:', '  name: x', '  # a', '  # b', '   phone: y')).toBe(`5:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('items:', '  - one', '', '', '  -two')).toBe(`5:4 ${dashSpace('two')}`);
    expect(slipOf('items:', '  -one', '  # a', '', '  - two')).toBe(`2:4 ${dashSpace('one')}`);
    const noSpace = (line: number, key: string) =>
      `${line}:${key.length + 4} yamlMissingSpace: a space is missing after the colon of "${key}" (write ${key}: with a space before the value)`;
    expect(slipOf('brand:', '  name: x', '  # a', '  # b', '  phone:y')).toBe(noSpace(5, 'phone'));
    expect(slipOf('brand:', '  name: x', '  # a', '  # b', '  phone:y', '  email: z')).toBe(noSpace(5, 'phone'));
    expect(slipOf('brand:', '  name:x', '  # a', '  # b', '  phone: y')).toBe(noSpace(2, 'name'));
    const noColon = (line: number, column: number, key: string) =>
      `${line}:${column} yamlMissingColon: a colon is missing after "${key}" (write ${key}: and then the value, with a space after the colon)`;
    expect(slipOf('brand:', '  name x', '  # a', '', '  phone: y')).toBe(noColon(2, 7, 'name'));
    expect(slipOf('items:', '  - type hero', '    # the hero', '    heading: x')).toBe(noColon(2, 9, 'type'));
    expect(slipOf('brand:', '  name: x', '  links', '  # the links', '    - a')).toBe(
      '3:8 yamlMissingColon: a colon is missing after "links" (write links: (what it holds stays on the lines under it))',
    );
  });

  it('the first of two slips', () => {
    expect(slipOf('brand:', '  name Crestline', '  phone: x', '  email y')).toBe(
      '2:7 yamlMissingColon: a colon is missing after "name" (write name: and then the value, with a space after the colon)',
    );
    expect(slipOf('items:', '  - one', '  -two', '  - three', '  -four')).toBe(`3:4 ${dashSpace('two')}`);
    // Above and under the line the parser reports (the line a space right goes on to it, as it has no colon).
    expect(slipOf('brand:', '  name: x', '   phone y', '  email: z', '   city: w')).toBe(`3:4 ${indent(1, 'right', 3)}`);
  });

  it('a quote left open, at the quote, however far below the parser notices', () => {
    const open = (quote: string) => `yamlUnclosedQuote: the text opened with ${quote} here is not closed (end it with ${quote} on the same line)`;
    expect(slipOf('brand:', '  name: "Crestline', '  phone: x')).toBe(`2:9 ${open('"')}`);
    expect(slipOf('brand:', "  name: 'Crestline", '  phone: x', '  email: y', '  city: z')).toBe(`2:9 ${open("'")}`);
    expect(slipOf('name: "Crestline', 'phone: x')).toBe(`1:7 ${open('"')}`);
    expect(slipOf("name: 'Crestline", 'phone: x')).toBe(`1:7 ${open("'")}`);
    // The parser reads on to the end of the file: seven lines below.
    expect(slipOf('brand:', '  name: "Crestline', '  phone: x', '  email: y', '  city: z', '  zip: w', '  state: v', '  street: u')).toBe(`2:9 ${open('"')}`);
    // A \" on a line between is a quote inside the text, not the one left open; so is '' in single quotes.
    expect(slipOf('brand:', '  name: "Crestline', '  said \\"hi\\" here', '  phone: x')).toBe(`2:9 ${open('"')}`);
    expect(slipOf('brand:', "  name: 'Crestline", "  it''s ours", '  phone: x')).toBe(`2:9 ${open("'")}`);
    // The last quote on its line: the first item of the list is closed, with a \" inside it.
    expect(slipOf('brand:', '  tags: ["a \\"b\\"", "c', '  phone: x')).toBe(`2:21 ${open('"')}`);
  });

  it('a word, a hyphen, or a list closed on its line is no quote, item or bracket left open: the line that is off is named', () => {
    expect(slipOf('brand:', '  note: left undefined for now', '   phone: y')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x-ray', '   phone: y')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  tags: [a, b]', '   phone: y')).toBe(`3:4 ${indent(1, 'right', 3)}`);
  });

  it('a bracket left open, at the bracket: not one inside quotes, nor one that is closed', () => {
    const open = (bracket: string, close: string) =>
      `yamlUnclosedBracket: the ${bracket} opened here is not closed (end it with ${close} on the same line, after its last value)`;
    expect(slipOf('brand:', '  tags: [a, b', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  map: {a: 1, b: 2', '  phone: x')).toBe(`2:8 ${open('{', '}')}`);
    expect(slipOf('brand:', '  tags: ["a]", b', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  tags: [[a, b], [c', '  phone: x')).toBe(`2:18 ${open('[', ']')}`);
    expect(slipOf('tags: [a, b', 'phone: x')).toBe(`1:7 ${open('[', ']')}`);
    // At the start of its line.
    expect(slipOf('[a, b')).toBe(`1:1 ${open('[', ']')}`);
    expect(slipOf('{a: 1')).toBe(`1:1 ${open('{', '}')}`);
    expect(slipOf('brand:', '  tags: [a, [b, c]', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  map: {a: 1, b: {c: 2}', '  phone: x')).toBe(`2:8 ${open('{', '}')}`);
    expect(slipOf('brand:', '  list:', '    - [a, b', '    - c')).toBe(`3:7 ${open('[', ']')}`);
    expect(slipOf('brand:', "  tags: ['a]', b", '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', "  tags: ['it''s ]', b", '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  "name": [a, b', '  phone: x')).toBe(`2:11 ${open('[', ']')}`);
  });

  it('a list or map of short items left open, however many lines it was written over', () => {
    const open = (bracket: string, close: string) =>
      `yamlUnclosedBracket: the ${bracket} opened here is not closed (end it with ${close} on the same line, after its last value)`;
    expect(slipOf('brand:', '  tags: [a, b,', '    c, d,', '    e, f,', '    g, h,', '    i, j,', '    k, l', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  map: {a: 1,', '    b: 2,', '    c: 3,', '    d: 4,', '    e: 5,', '    f: 6', '  phone: x')).toBe(`2:8 ${open('{', '}')}`);
    // Items of three words or fewer are a list's; a map's first key makes a map, however long its value.
    expect(slipOf('brand:', '  tags: [Crestline, billing', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  tags: [clean claim rate, b', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  tags: [a, clean claim rate', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  tags: [a, clean  claim rate', '  phone: x')).toBe(`2:9 ${open('[', ']')}`);
    expect(slipOf('brand:', '  map: { name: Crestline is the best billing company', '  phone: x')).toBe(`2:8 ${open('{', '}')}`);
    // A [ inside a list left open is no text's start, however long its items: the last [ left open is named.
    expect(slipOf('brand:', '  tags: [a, [clean claim rate here', '  phone: x')).toBe(`2:13 ${open('[', ']')}`);
  });

  it('a text that starts with [ or { is no list or map left open: it needs quotes', () => {
    expect(slipOf('brand:', '  name: [Crestline is the best billing company', '  phone: x')).toBe(
      '2:9 yamlQuoteNeeded: a text that starts with [ must be in quotes (write name: "[Crestline is the best billing company")',
    );
    // One item of more than three words is enough.
    expect(slipOf('brand:', '  name: [Draft, see the notes below', '  phone: x')).toBe(
      '2:9 yamlQuoteNeeded: a text that starts with [ must be in quotes (write name: "[Draft, see the notes below")',
    );
    expect(slipOf('brand:', '  name: {Crestline is great', '  phone: x')).toBe(
      '2:9 yamlQuoteNeeded: a text that starts with { must be in quotes (write name: "{Crestline is great")',
    );
    expect(slipOf('brand:', '  name: {Crestline is great: really', '  phone: x')).toBe(
      '2:9 yamlQuoteNeeded: a text that starts with { must be in quotes (write name: "{Crestline is great: really")',
    );
    // With no key before it, it is none of the usual slips (no [ left open, and no key to write it after): the parser
    // says what is wrong, at the end of the file where it noticed.
    expect(slipOf('[Crestline is the best billing company')).toMatch(/^2:1 yamlSyntax: /);
    // At the text, past the spaces after the colon.
    expect(slipOf('brand:', '  name:  [Crestline is the best billing company', '  phone: x')).toBe(
      '2:10 yamlQuoteNeeded: a text that starts with [ must be in quotes (write name: "[Crestline is the best billing company")',
    );
  });

  it("a list item's dash without its space", () => {
    expect(slipOf('items:', '  - one', '  -two', '  - three')).toBe(`3:4 ${dashSpace('two')}`);
    expect(slipOf('items:', '  - one', '  - two', '  -three')).toBe(`4:4 ${dashSpace('three')}`);
    // The first item: YAML reads it as a text, and joins the items under it to it.
    expect(slipOf('items:', '  -one', '  - two')).toBe(`2:4 ${dashSpace('one')}`);
    expect(slipOf('items:', '  -one', '  -two', '  - three')).toBe(`2:4 ${dashSpace('one')}`);
    expect(slipOf('-one', '- two')).toBe(`1:2 ${dashSpace('one')}`);
    // After an item of several lines; the first item under the key that opens the list, at its column.
    expect(slipOf('items:', '  - type: a', '    heading: b', '  -type: c')).toBe(`4:4 ${dashSpace('type: c')}`);
    expect(slipOf('brand:', '  name: x', '  items:', '  -one', '  phone: y')).toBe(`4:4 ${dashSpace('one')}`);
  });

  it('a dash with no list around it is no list item: the line that is off is named', () => {
    expect(slipOf('brand:', '  name: x', '   -phone: y')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    // A line that starts with a dash among keys, with no list there: no dash without its space, nor a key without its
    // colon (the word after the dash is no key), is made up: the parser says what is wrong.
    expect(slipOf('brand:', '  name: x', '  -5', '  email: z')).toMatch(/^3:3 yamlSyntax: /);
    expect(slipOf('brand:', '  name: x', '  -phone y', '  email: z')).toMatch(/^3:3 yamlSyntax: /);
  });

  it('a blank line of spaces, trailing spaces after a colon, or a web address is no slip: the line that is off is named', () => {
    expect(slipOf('brand:', '  name: x', '    ', '   phone: y')).toBe(`4:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:  ', '  name: x', '   phone: y')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  address:  ', '  street: x', '    city: y')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  url: http://x', '    phone: y')).toBe(`3:5 ${indent(2, 'right', 3)}`);
  });

  it('a line a space right or left of its neighbours', () => {
    expect(slipOf('brand:', '  name: x', '   phone: y')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', ' phone: y')).toBe(`3:2 ${indent(1, 'left', 3)}`);
    expect(slipOf('items:', '  - type: a', '     heading: b')).toBe(`3:6 ${indent(1, 'right', 5)}`);
  });

  it('a line a space off in a block: the block that opens it, its first line, its other lines, the key after it', () => {
    expect(slipOf('brand:', '   address:', '    street: y', '  phone: z')).toBe(`2:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', '   address:', '    street: y', '    city: z', '  phone: w')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', ' address:', '    street: y', '    city: z', '  phone: w')).toBe(`3:2 ${indent(1, 'left', 3)}`);
    expect(slipOf('brand:', '  name: x', '  address:', '     street: y', '    city: z', '  phone: w')).toBe(`4:6 ${indent(1, 'right', 5)}`);
    expect(slipOf('brand:', '  name: x', '  address:', '   street: y', '    city: z', '  phone: w')).toBe(`4:4 ${indent(1, 'left', 5)}`);
    expect(slipOf('brand:', '  name: x', '  address:', '    street: y', '   city: z', '  phone: w')).toBe(`5:4 ${indent(1, 'left', 5)}`);
    expect(slipOf('brand:', '  name: x', '  address:', '    street: y', '     city: z', '  phone: w')).toBe(`5:6 ${indent(1, 'right', 5)}`);
    expect(slipOf('brand:', '  name: x', '  address:', '    street: y', '    city: z', ' phone: w')).toBe(`6:2 ${indent(1, 'left', 3)}`);
    // A key that would open a block as the file's last line; a key that opens a list whose items stand left of it
    // (at the column of the keys beside it), where the items' first keys are no kin of it.
    expect(slipOf('brand:', '  name: x', '   phone:')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '   links:', '  - name: a', '  - name: b', '  phone: x')).toBe(`2:4 ${indent(1, 'right', 3)}`);
    // A key under a key that opens a block and holds nothing, beside the keys under it.
    expect(slipOf('brand:', '  address:', '    street:', '   city: x', '    zip: y')).toBe(`4:4 ${indent(1, 'left', 5)}`);
  });

  it('a line two spaces right or left of its neighbours, also past a blank line or a comment', () => {
    expect(slipOf('brand:', '  name: x', '    phone: y')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', '', '    phone: y')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', '  # the phone', '    phone: y')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x', '  phone: y', '    email: z', '  city: w')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    // Under a text with a | or > inside it (not at its start, where it would start a text written under its key).
    expect(slipOf('brand:', '  name: x > y', '    phone: z')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  name: x | y', '    phone: z')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    // Under the first of two items that start alike, the key of the first is off.
    expect(slipOf('blocks:', '  - type: text', '      heading: a', '  - type: text', '    heading: b')).toBe(`3:7 ${indent(2, 'right', 5)}`);
    expect(slipOf('brand:', '  address:', '    street: x', '  city: y', '    zip: z')).toBe(`4:3 ${indent(2, 'left', 5)}`);
  });

  it('a block two spaces off: the line that opens it, or its first line', () => {
    expect(slipOf('brand:', '  name: x', '    address:', '    street: y', '    city: z', '  phone: w')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  address:', '  street: y', '    city: z', '  phone: w')).toBe(`3:3 ${indent(2, 'left', 5)}`);
  });

  it('a list item or a key of one two spaces off', () => {
    expect(slipOf('brand:', '  items:', '    - one', '    - two', '  - three')).toBe(`5:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('items:', '  - type: a', '    heading: b', '  - type: c', '      heading: d')).toBe(`5:7 ${indent(2, 'right', 5)}`);
    // A key at its item's dash belongs under the item's first key; an item under the last key of the item above, beside it.
    expect(slipOf('items:', '  - type: a', '    heading: b', '  heading2: c')).toBe(`4:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('items:', '  - type: a', '    heading: b', '    - type: c', '      heading: d')).toBe(`4:5 ${indent(2, 'right', 3)}`);
  });

  it('a line a space off, found above the line where the parser notices the keys no longer line up', () => {
    expect(slipOf('a:', '  b:', '     c:', '      x: 1', '      y: 2', '    d: 2')).toBe(`3:6 ${indent(1, 'right', 5)}`);
    expect(slipOf('a:', '  b:', '    c: 1', '    d: 2', '     e: 3', '    f: 4')).toBe(`5:6 ${indent(1, 'right', 5)}`);
    // Past a line that goes on with a list written over two lines, which may stand at any column (it was named).
    expect(slipOf('a:', '  b:', '     c: [x,', '           y]', '    d: 2')).toBe(`3:6 ${indent(1, 'right', 5)}`);
  });

  it("the first line of a block deeper than the block's other lines", () => {
    expect(slipOf('brand:', '  address:', '      street: x', '    city: y')).toBe(`3:7 ${indent(2, 'right', 5)}`);
    expect(slipOf('brand:', '  list:', '      - a', '    - b')).toBe(`3:7 ${indent(2, 'right', 5)}`);
    // A list's first item of several lines (the item after it was named as 2 spaces left).
    expect(slipOf('brand:', '  links:', '      - label: a', '        href: b', '    - label: c')).toBe(`3:7 ${indent(2, 'right', 5)}`);
    expect(slipOf('blocks:', '  - type: hero', '    buttons:', '        - label: a', '          href: /a', '      - label: b', '        href: /b')).toBe(
      `4:9 ${indent(2, 'right', 7)}`,
    );
    // Its other lines may be keys in quotes (it got the parser's words).
    expect(slipOf('brand:', '    name: x', '  "phone": y')).toBe(`2:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  address:', '      street: x', "    'city': y", '  phone: z')).toBe(`3:7 ${indent(2, 'right', 5)}`);
  });

  it('the first line of a block at the column of the line that opens it', () => {
    // The block's next line stands a level right: the first line moved left.
    expect(slipOf('brand:', '  address:', '  street: x', '    city: y')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  list:', '  - name: a', '    - name: b')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    // It does not: the opening line moved right.
    expect(slipOf('brand:', '  name: x', '    address:', '    street: y', '  city: z')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    // A text in quotes or a list written on one line at the key's column is what the key holds: a level right of it
    // (the key was named 2 spaces right, at column 1).
    expect(slipOf('brand:', '  tags:', '  [billing, coding]', '  phone: x')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  about:', '  "Founded in 2010"', '  phone: x')).toBe(`3:3 ${indent(2, 'left', 5)}`);
  });

  it('a comment or a blank line between a block and the line the parser reports is no line of the block', () => {
    // The first line at the column of the line that opens the block, the next a level right: the first moved left
    // (the comment or blank line hid the opening line, and the line under it was named).
    expect(slipOf('brand:', '  address:', '    # the street', '  street: x', '    city: y')).toBe(`4:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  address:', '', '  street: x', '    city: y')).toBe(`4:3 ${indent(2, 'left', 5)}`);
    // A comment deeper than the lines around it stands nowhere: the line off is the key.
    expect(slipOf('brand:', '  address:', '      # the street', '    street: x', '      city: y')).toBe(`5:7 ${indent(2, 'right', 5)}`);
    expect(slipOf('brand:', '  name: x', '      # the phone', '    phone: y')).toBe(`4:5 ${indent(2, 'right', 3)}`);
  });

  it("the file's first key indented, with keys after it left of it: it moved right of the left edge", () => {
    expect(slipOf('    brand:', '  name: x', '  phone: y')).toBe(`1:5 ${indent(4, 'right', 1)}`);
    expect(slipOf('  brand:', '  name: x', 'theme:')).toBe(`1:3 ${indent(2, 'right', 1)}`);
    expect(slipOf('# the site', '  brand:', '    name: x', 'theme:', '  colors: x')).toBe(`2:3 ${indent(2, 'right', 1)}`);
    // The whole file indented alike is no slip, nor a comment or a blank line left of it: a line off in it is named.
    expect(slipOf('  brand:', '    name: x', '      phone: y')).toBe(`3:7 ${indent(2, 'right', 5)}`);
    expect(slipOf('  brand:', '    name: x', '', '# the phone', '      phone: y')).toBe(`5:7 ${indent(2, 'right', 5)}`);
  });

  it('a key whose line is out of step with the lines before and after it', () => {
    expect(slipOf('brand:', '  name: x', '    phone: y', '    email: z')).toBe(`2:3 ${indent(2, 'left', 5)}`);
    // Past a comment, a blank line or the second line of a text between them.
    expect(slipOf('brand:', '  name: x', '    phone: y', '    # the email', '    email: z')).toBe(`2:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  name: x', '    phone: y', '', '    email: z')).toBe(`2:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  name: x', '    phone: call us', '      at any time', '    email: z')).toBe(`2:3 ${indent(2, 'left', 5)}`);
  });

  it("a key at its list item's dash, or a list item off its list's column", () => {
    // Under the item's first key.
    expect(slipOf('list:', '  - name: a', '  title: b')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    // The item moved right, where its kin stand a level left.
    expect(slipOf('list:', '  - name: a', '    title: b', '    - name: c', '    title: d')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    // The items are texts: the key goes beside the key that opens the list.
    expect(slipOf('brand:', '  list:', '    - a', '    title: b')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  list:', '    - a', '    title: b', '  phone: x')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    // A key in quotes likewise (it got the parser's words).
    expect(slipOf('list:', '  - name: a', '  "title": b')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('items:', '  - type: a', '    heading: b', "  'heading2': c")).toBe(`4:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  list:', '    - a', '    "title": b')).toBe(`4:5 ${indent(2, 'right', 3)}`);
    // An item left or right of the items like it, above or below.
    expect(slipOf('brand:', '  list:', '    - name: a', '      title: b', '  - name: c', '    title: d')).toBe(`5:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('brand:', '  list:', '    - name: a', '  - name: b', '  - name: c')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    // Past the item's other keys or a comment, to the next item; a key after it is no item.
    expect(slipOf('brand:', '  list:', '    - name: a', '  - name: b', '    title: x', '  - name: c')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  list:', '    - name: a', '  - name: b', '  # note', '  - name: c')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  list:', '    - name: a', '  - name: b', '  phone: x')).toBe(`4:3 ${indent(2, 'left', 5)}`);
    // A text item over two lines, with " - " inside its second line: that line is no item.
    expect(slipOf('brand:', '  items:', '    - one', '      and - more', '  - two')).toBe(`5:3 ${indent(2, 'left', 5)}`);
    // After a comment, YAML no longer joins it to the item above: it is out of place.
    expect(slipOf('items:', '  - a', '  - b', '  # note', '    - c', '  - d')).toBe(`5:5 ${indent(2, 'right', 3)}`);
  });

  it('one line of a page moved a space or two: that line, at the column it came from', () => {
    expect(slipOf('blocks:', ' - type: hero', '    heading: Get paid', '    buttons:', '      - label: Audit', '        href: /audit')).toBe(
      `2:2 ${indent(1, 'left', 3)}`,
    );
    expect(slipOf('blocks:', '   - type: hero', '    heading: Get paid', '    buttons:', '      - label: Audit', '        href: /audit')).toBe(
      `2:4 ${indent(1, 'right', 3)}`,
    );
    expect(
      slipOf('blocks:', '- type: text', '    bullets:', '      - Founded in 2010', '      - Remote first', '  - type: stats', '    heading: Numbers'),
    ).toBe(`2:1 ${indent(2, 'left', 3)}`);
    expect(
      slipOf('blocks:', '  - type: text', '  bullets:', '      - Founded in 2010', '      - Remote first', '  - type: stats', '    heading: Numbers'),
    ).toBe(`3:3 ${indent(2, 'left', 5)}`);
    expect(slipOf('stats:', '  - figure: rate', '    label: Clean claims', '    icon: check', '  - figure: days', '    label: Days', '  icon: clock')).toBe(
      `7:3 ${indent(2, 'left', 5)}`,
    );
    expect(slipOf('brand:', '  name: Crestline', '  address:', '    street: 1 Main St', '      city: Denver', '  phone: 555-0100')).toBe(
      `5:7 ${indent(2, 'right', 5)}`,
    );
    expect(slipOf('brand:', 'name: Crestline', '', '  # where we are', '  address:', '    street: 1 Main St', '    city: Denver', '  phone: x')).toBe(
      `2:1 ${indent(2, 'left', 3)}`,
    );
  });

  it('a line moved among lines that hold a list or a map on one line, or beside the blocks of its kind', () => {
    expect(slipOf('theme:', '    colors:', '    primary: blue', '    accent: teal', '  fonts:', '    body: Inter', '    heading: Inter')).toBe(
      `2:5 ${indent(2, 'right', 3)}`,
    );
    expect(slipOf('blocks:', '- type: hero', '    tags: [billing, coding]', '    heading: Get paid', '  - type: stats', '    map: { a: 1, b: 2 }')).toBe(
      `2:1 ${indent(2, 'left', 3)}`,
    );
    expect(slipOf('blocks:', '  - type: hero', '    tags: [billing, coding]', '    heading: Get paid', '- type: stats', '    map: { a: 1, b: 2 }')).toBe(
      `5:1 ${indent(2, 'left', 3)}`,
    );
    expect(slipOf('brand:', '  tags: [billing, coding]', ' links:', '    - a', '    - b', '  phone: x')).toBe(`3:2 ${indent(1, 'left', 3)}`);
    expect(
      slipOf(
        'nav:',
        '  - label: Home',
        '    href: /',
        '    - label: Services',
        '    href: /services',
        '    children:',
        '      - label: Billing',
        '        href: /billing',
      ),
    ).toBe(`4:5 ${indent(2, 'right', 3)}`);
  });

  it('a text written on the lines under its key (| or >): a line moved near it, or its first line at the key', () => {
    // "body: |" is no text that needs quotes.
    expect(
      slipOf('blocks:', '- type: text', '    body: |', '      Founded in 2010,', '      we bill for practices.', '    heading: Story', '  - type: stats'),
    ).toBe(`2:1 ${indent(2, 'left', 3)}`);
    expect(slipOf('blocks:', '- type: text', '    body: >-', '      Founded in 2010,', '    heading: Story', '  - type: stats')).toBe(
      `2:1 ${indent(2, 'left', 3)}`,
    );
    // Its first line at the key's column is no key without its colon.
    expect(slipOf('blocks:', '  - type: text', '    body: |', '    Founded in 2010,', '      we bill for practices.', '    heading: Story')).toBe(
      `4:5 ${indent(2, 'left', 7)}`,
    );
    expect(slipOf('brand:', '  about: >', '  Founded in 2010,', '    we bill.')).toBe(`3:3 ${indent(2, 'left', 5)}`);
    // Also with more spaces before the | or after it.
    expect(slipOf('blocks:', '  - type: text', '    body:  |  ', '    Founded in 2010,', '      we bill for practices.', '    heading: Story')).toBe(
      `4:5 ${indent(2, 'left', 7)}`,
    );
    expect(slipOf('blocks:', '- type: text', '    body: >  ', '      Founded in 2010,', '    heading: Story', '  - type: stats')).toBe(
      `2:1 ${indent(2, 'left', 3)}`,
    );
    // A | before a text on its line is no such key.
    expect(slipOf('brand:', '  name: | Crestline', '  phone: y')).toBe(
      '2:9 yamlQuoteNeeded: a text that starts with | must be in quotes (write name: "| Crestline")',
    );
  });

  it('a blank line of spaces at the start of a | text is no line off: the parser says what is wrong', () => {
    // The parser wants the text's indentation stated when a blank line before its first line holds more spaces than
    // that line; no line of it is off ("0 spaces right" was a made-up slip).
    const leading = /yamlSyntax: YAML syntax error: Block scalars with more-indented leading empty lines must use an explicit indentation indicator/;
    expect(slipOf('brand:', '  about: |', '        ', '    Founded in 2010.', '  phone: x')).toMatch(new RegExp(`^4:5 ${leading.source}`));
    expect(slipOf('brand:', '  about: |', '', '        ', '    Founded in 2010.', '  phone: x')).toMatch(new RegExp(`^5:5 ${leading.source}`));
  });

  it("a list's items may stand at the column of the key that opens the list: a line off beside them goes by them", () => {
    expect(slipOf('brand:', '  name: Crestline', '  tags:', '   - billing', '  - coding', '  phone: x')).toBe(`4:4 ${indent(1, 'right', 3)}`);
    expect(slipOf('brand:', '  name: Crestline', '  tags:', '  - billing', '- coding', '  phone: x')).toBe(`5:1 ${indent(2, 'left', 3)}`);
    // The key that opens such a list, a space off (it got "NaN spaces").
    expect(slipOf('brand:', '  name: Crestline', ' tags:', '  - billing', '  - coding', '  phone: x')).toBe(`3:2 ${indent(1, 'left', 3)}`);
    expect(slipOf('brand:', '  name: Crestline', '   tags:', '  - billing', '  - coding', '  phone: x')).toBe(`3:4 ${indent(1, 'right', 3)}`);
    // A list's first item at the key's column, its next items a level right: the first item moved left.
    expect(slipOf('list:', '- name: a', '  title: b', '  - name: c', '    title: d')).toBe(`2:1 ${indent(2, 'left', 3)}`);
  });

  it("a list item a space or two right of its list's items: YAML joins it to the item above", () => {
    const merged = (spaces: number, column: number) =>
      `yamlMergedItem: this line looks like a new item of the list, but it starts ${spaces} space${spaces === 1 ? '' : 's'} further right than the items above, so it has become part of the item above (line its "-" up at column ${column}, under the other items)`;
    expect(slipOf('brand:', '  list:', '    - one', '     - two')).toBe(`4:6 ${merged(1, 5)}`);
    expect(slipOf('brand:', '  list:', '  - one', '    - two')).toBe(`4:5 ${merged(2, 3)}`);
    expect(slipOf('brand:', '  items:', '    - one', '     - two', '    - three')).toBe(`4:6 ${merged(1, 5)}`);
    // After an item whose text goes on over a second line.
    expect(slipOf('items:', '  - one', '    more words', '    - two')).toBe(`4:5 ${merged(2, 3)}`);
    expect(slipOf('items:', '  - Paid time-off', '    - Remote first')).toBe(`3:5 ${merged(2, 3)}`);
    // A text over two lines may hold " - " inside its second line; a text in quotes, "- " at its start.
    expect(slipOf('items:', '  - Founded in 2010', '    and remote - first')).toMatch(read('brand'));
    expect(slipOf('brand:', '  name: A - Z billing', '  phone: x')).toMatch(read('theme'));
    expect(slipOf('items:', '  - A - Z billing', '  - Coding')).toMatch(read('brand'));
    expect(slipOf('items:', '  - "one', '    - two"')).toMatch(read('brand'));
    // A key's text over two lines has no item above to join: no made-up column ("1 space further right", "column 4").
    expect(slipOf('brand:', '  name: one', '    - two')).toMatch(read('theme'));
    expect(slipOf('brand:', '  name: one - two', '    - three')).toMatch(read('theme'));
  });

  it('a text that YAML would read as something else, with the text to copy in quotes', () => {
    expect(slipOf('brand:', '  name: Crestline: billing')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write name: "Crestline: billing")',
    );
    expect(slipOf('brand:', '  name: Our services:')).toBe('2:9 yamlColonInText: a text that ends with ":" must be in quotes (write name: "Our services:")');
    expect(slipOf('brand:', '  name: @crestline')).toBe('2:9 yamlQuoteNeeded: a text that starts with @ must be in quotes (write name: "@crestline")');
    expect(slipOf('brand:', '  name: - x', '  phone: y')).toBe('2:9 yamlQuoteNeeded: a text that starts with - must be in quotes (write name: "- x")');
    expect(slipOf('brand:', '  name: ? x', '  phone: y')).toBe('2:9 yamlQuoteNeeded: a text that starts with ? must be in quotes (write name: "? x")');
    expect(slipOf('brand:', '  name: %off', '  phone: y')).toBe('2:9 yamlQuoteNeeded: a text that starts with % must be in quotes (write name: "%off")');
    expect(slipOf('brand:', '  name: -', '  phone: y')).toBe('2:9 yamlQuoteNeeded: a text that starts with - must be in quotes (write name: "-")');
    // A [ … ] or { … } that does not end the line starts a text.
    expect(slipOf('brand:', '  name: [Draft] Our services', '  phone: y')).toBe(
      '2:9 yamlQuoteNeeded: a text that starts with [ must be in quotes (write name: "[Draft] Our services")',
    );
    expect(slipOf('brand:', '  name: [Draft]Our services', '  phone: y')).toBe(
      '2:9 yamlQuoteNeeded: a text that starts with [ must be in quotes (write name: "[Draft]Our services")',
    );
    // A text that only ends with [ … ] or { … } is no list or map written on one line.
    expect(slipOf('brand:', '  name: Note: see [1]', '  phone: y')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write name: "Note: see [1]")',
    );
    expect(slipOf('brand:', '  name: Note: see {1}', '  phone: y')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write name: "Note: see {1}")',
    );
    // Ending with a colon too, it is told as holding one.
    expect(slipOf('brand:', '  name: Note: see below:', '  phone: y')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write name: "Note: see below:")',
    );
    // A \ is written \\ in double quotes.
    expect(slipOf('brand:', '  path: C:\\files: old', '  phone: y')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write path: "C:\\\\files: old")',
    );
    expect(slipOf('brand:', '  name: {Draft} Our services', '  phone: y')).toBe(
      '2:9 yamlQuoteNeeded: a text that starts with { must be in quotes (write name: "{Draft} Our services")',
    );
    expect(slipOf('items:', '  - name: a: b', '    phone: y')).toBe(
      '2:11 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write - name: "a: b")',
    );
    expect(slipOf('brand:', '  name: Say "hi": now', '  phone: y')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write name: "Say \\"hi\\": now" (a " inside the text is written \\"))',
    );
  });

  it('spaces at the end of the line are no part of the text', () => {
    expect(slipOf('brand:', '  name: Our services:  ', '  phone: y')).toBe(
      '2:9 yamlColonInText: a text that ends with ":" must be in quotes (write name: "Our services:")',
    );
    expect(slipOf('brand:', "  name: 'Our' team  ", '  phone: y')).toBe(
      `2:13 yamlQuoteEndsEarly: the text in quotes ends at this ', but more follows it on the line (write name: "'Our' team")`,
    );
  });

  it('a text in quotes whole on its line, or a word in quotes inside a text, is no slip: the line that is off is named', () => {
    expect(slipOf('brand:', '  name: "Crestline"', '    phone: y')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', '  name: "Crestline" # our name', '    phone: y')).toBe(`3:5 ${indent(2, 'right', 3)}`);
    expect(slipOf('brand:', "  name: Our 'big' team", '    phone: y')).toBe(`3:5 ${indent(2, 'right', 3)}`);
  });

  it('a text of 60 characters is shown whole, a longer one said in words', () => {
    expect(slipOf('brand:', '  name: Crestline: billing and coding for practices across the lands', '  phone: y')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (write name: "Crestline: billing and coding for practices across the lands")',
    );
    const early = '2:19 yamlQuoteEndsEarly: the text in quotes ends at this ", but more follows it on the line';
    expect(slipOf('brand:', '  name: "Crestline" billing and coding for practices across the US', '  phone: y')).toBe(
      `${early} (write name: "\\"Crestline\\" billing and coding for practices across the US" (a " inside the text is written \\"))`,
    );
    expect(slipOf('brand:', '  name: "Crestline" billing and coding for practices across the USA', '  phone: y')).toBe(
      `${early} (put the whole text in double quotes and write each " inside it as \\")`,
    );
  });

  it('a text too long to show whole in the message is said in words', () => {
    expect(slipOf('brand:', '  name: Crestline: medical billing and revenue cycle management for practices', '  phone: y')).toBe(
      '2:9 yamlColonInText: a text that contains ": " (a colon and a space) must be in quotes (put a " right after name: and another at the end of the text)',
    );
  });

  it('a text in quotes that ends before the line does, at the quote that ends it', () => {
    // A " inside the text is written \" (said only when the text has one: a text in single quotes may have none).
    const early = (quote: string, fix: string, note = ' (a " inside the text is written \\")') =>
      `yamlQuoteEndsEarly: the text in quotes ends at this ${quote}, but more follows it on the line (write name: ${fix}${note})`;
    expect(slipOf('brand:', '  name: "Our "Journey""')).toBe(`2:14 ${early('"', '"Our \\"Journey\\""')}`);
    // '' inside single quotes is one ', and \" inside double quotes one ": neither ends the text.
    expect(slipOf('brand:', "  name: 'It''s' ours")).toBe(`2:15 ${early("'", `"'It''s' ours"`, '')}`);
    expect(slipOf('brand:', '  name: "a \\" b" more')).toBe(`2:16 ${early('"', '"\\"a \\\\\\" b\\" more"')}`);
    expect(slipOf('brand:', '  name: "Crestline" billing')).toBe(`2:19 ${early('"', '"\\"Crestline\\" billing"')}`);
    expect(slipOf('brand:', "  name: 'Our' team")).toBe(`2:13 ${early("'", `"'Our' team"`, '')}`);
    expect(slipOf('brand:', '  name: \'Our "big"\' team')).toBe(`2:19 ${early("'", `"'Our \\"big\\"' team"`)}`);
    // A comment after the closing quote is no more text.
    expect(slipOf('brand:', '  name: "Crestline" # our name')).toMatch(read('theme'));
  });

  it("a key's colon left out, for a value on its line or for what the lines under it hold", () => {
    expect(slipOf('brand:', '  name Crestline', '  phone: x')).toBe(
      '2:7 yamlMissingColon: a colon is missing after "name" (write name: and then the value, with a space after the colon)',
    );
    const opens = '3:8 yamlMissingColon: a colon is missing after "links" (write links: (what it holds stays on the lines under it))';
    expect(slipOf('brand:', '  name: x', '  links', '    - a')).toBe(opens);
    expect(slipOf('brand:', '  name: x', '  links', '  - a')).toBe(opens);
    expect(slipOf('brand:', '  phone: x', '  name Crestline')).toBe(
      '3:7 yamlMissingColon: a colon is missing after "name" (write name: and then the value, with a space after the colon)',
    );
    // After a block, or a list (its items a level right, or at the key's column, which YAML allows): the key above
    // the block is its sibling (it got the parser's words).
    const phone = '5:8 yamlMissingColon: a colon is missing after "phone" (write phone: and then the value, with a space after the colon)';
    expect(slipOf('brand:', '  name: x', '  address:', '    street: y', '  phone x')).toBe(phone);
    expect(slipOf('brand:', '  tags:', '    - billing', '    - coding', '  phone x')).toBe(phone);
    expect(slipOf('brand:', '  tags:', '  - billing', '  - coding', '  phone x')).toBe(phone);
    // A word alone with nothing under it opens nothing: no colon is said to be missing.
    expect(slipOf('brand:', '  name: x', 'theme')).toMatch(/^3:1 yamlSyntax: /);
    expect(slipOf('brand:', '  name: x', '  phone')).toMatch(/^3:3 yamlSyntax: /);
    expect(slipOf('brand:', '  name: x', '  address', '    street: y')).toBe(
      '3:10 yamlMissingColon: a colon is missing after "address" (write address: (what it holds stays on the lines under it))',
    );
  });

  it("a key's colon left out before two spaces, or under a text with a colon in it: right after the key", () => {
    expect(slipOf('brand:', '  name  Crestline', '  phone: x')).toBe(
      '2:7 yamlMissingColon: a colon is missing after "name" (write name: and then the value, with a space after the colon)',
    );
    expect(slipOf('brand:', '  name: Time 10:30', '  phone x')).toBe(
      '3:8 yamlMissingColon: a colon is missing after "phone" (write phone: and then the value, with a space after the colon)',
    );
  });

  it("a list item's first key, or a key under it, without its colon", () => {
    expect(slipOf('items:', '  - type hero', '    heading: x')).toBe(
      '2:9 yamlMissingColon: a colon is missing after "type" (write type: and then the value, with a space after the colon)',
    );
    expect(slipOf('items:', '  - type: hero', '    heading Get paid')).toBe(
      '3:12 yamlMissingColon: a colon is missing after "heading" (write heading: and then the value, with a space after the colon)',
    );
  });

  it("a key's colon with no space after it", () => {
    expect(slipOf('brand:', '  name:Crestline', '  phone: x')).toBe(
      '2:8 yamlMissingSpace: a space is missing after the colon of "name" (write name: with a space before the value)',
    );
    expect(slipOf('items:', '  - name:Crestline', '    phone: y')).toBe(
      '2:10 yamlMissingSpace: a space is missing after the colon of "name" (write name: with a space before the value)',
    );
    expect(slipOf('name:Crestline', 'phone: x')).toBe(
      '1:6 yamlMissingSpace: a space is missing after the colon of "name" (write name: with a space before the value)',
    );
    // Before a path (it got the parser's words: a / after the colon was taken for a web address).
    const href = '3:10 yamlMissingSpace: a space is missing after the colon of "href" (write href: with a space before the value)';
    expect(slipOf('nav:', '  - label: Home', '    href:/home')).toBe(href);
    expect(slipOf('nav:', '  - label: Home', '    href:/home', '  - label: About', '    href: /about')).toBe(href);
    // A web address is no key: the line that is off is named.
    expect(slipOf('brand:', '  links:', '    - https://crestline.example', '    - http://x', '   phone: y')).toBe(`5:4 ${indent(1, 'right', 3)}`);
  });

  it("a key that holds nothing, a key under a key at its column, or the file's first key stands in step: the line off in the block below is named", () => {
    // `fax:` holds nothing, and `phone:` beside it is no line of its block: `fax:` did not move right (it was named
    // "2 spaces right", from the line far below where the parser found keys that no longer line up).
    expect(slipOf('brand:', '  fax:', '  phone: y', '  address:', '      street: x', '    city: y')).toBe(`5:7 ${indent(2, 'right', 5)}`);
    expect(slipOf('brand:', '  name: x', '  fax:', '  phone: y', '  address:', '      street: x', '    city: y')).toBe(`6:7 ${indent(2, 'right', 5)}`);
    // The whole file indented alike, its first key holding nothing (the first key was named "2 spaces right"); also
    // with a comment at the left edge before the line off, where the parser reports it.
    expect(slipOf('  brand:', '  name: x', '      phone: y')).toBe(`3:7 ${indent(4, 'right', 3)}`);
    expect(slipOf('  brand:', '  name: x', '', '# the phone', '      phone: y')).toBe(`5:7 ${indent(4, 'right', 3)}`);
  });

  it('a key that opens a block at its own column, after the last line of a list item: it moved right', () => {
    // At the item's dash, but not under the item's first key (the line under it would stand left of it): off the left edge.
    expect(slipOf('cases:', '  - client: a', '    challenge: b', '  - client: c', '    challenge: d', '  averages:', '  heading: x')).toBe(
      `6:3 ${indent(2, 'right', 1)}`,
    );
    // At the left edge there is no column left of it: the line off under it is named.
    expect(slipOf('a:', '  b: 1', 'brand:', 'name: x', '    phone: y')).toBe(`5:5 ${indent(4, 'right', 1)}`);
  });

  it('a line is lined up with the lines of its kind: a list item not with a key, a text item not with a map item', () => {
    // A list's first item deeper than a key after it: the key is no item, so the item is not said to belong at its
    // column (the key would stand beside the list there); the parser says what is wrong.
    expect(slipOf('brand:', '  list:', '      - a', '    title: b')).toMatch(/^4:1 yamlSyntax: /);
    // A text item goes by the text items above it, past the list of maps in one of them.
    expect(slipOf('list:', '  - a', '  - links:', '      - name: x', '- b')).toBe(`5:1 ${indent(2, 'left', 3)}`);
    // A text item in quotes with " - y: " inside it is a text item.
    expect(slipOf('brand:', '  list:', '    - "a"', '  - "x - y: z"')).toBe(`4:3 ${indent(2, 'left', 5)}`);
    // A list of maps written on one line ({ … }) has no first key to go under: a key at its dash goes beside the key
    // that opens the list.
    expect(slipOf('brand:', '  metrics:', '    - { label: Revenue, value: 32% }', '    note: x')).toBe(`4:5 ${indent(2, 'right', 3)}`);
  });

  it("a list's items at the column of the key that opens the list, the last a level right: the last moved", () => {
    expect(slipOf('list:', '- name: a', '- name: b', '  - name: c')).toBe(`4:3 ${indent(2, 'right', 1)}`);
  });

  it('a line at the column of the lines it goes with is not named ("0 spaces right"), nor does the checker stop on a first line without its colon', () => {
    // Two items a level right of the first, the second after a comment (YAML joins the first to the item above): the
    // second stands where the first does, and neither alone is off; the parser says what is wrong.
    expect(slipOf('items:', '  - a', '    - b', '  # note', '    - c')).toMatch(/^5:5 yamlSyntax: /);
    // The list's first item stands where the item the parser reports does: it is not the line off (`bullets:`, moved out
    // of the item, is).
    expect(
      slipOf('blocks:', '  - type: text', 'bullets:', '      - Founded in 2010', '      - Remote first', '  - type: stats', '    heading: Numbers'),
    ).not.toMatch(/^2:/);
    // A word alone under a list item's first key, at its column, opens nothing: no colon is missing, and no line is off.
    expect(slipOf('items:', '  - type: hero', '    checklist')).toMatch(/^3:5 yamlSyntax: /);
    // A word alone on the first line, over a key: no line above it to go by.
    expect(slipOf('brand', '  name: x')).toMatch(/^1:1 yamlSyntax: /);
  });

  it("a key at its list item's dash as the file's last line, holding nothing: under the item's first key", () => {
    expect(slipOf('list:', '  - name: a', '  title:')).toBe(`3:3 ${indent(2, 'left', 5)}`);
  });

  it('a line after one that ends with a comma and spaces goes on with a list written over lines: not the line off', () => {
    expect(slipOf('a:', '  b:', '     c: [x,  ', '           y]', '    d: 2')).toBe(`3:6 ${indent(1, 'right', 5)}`);
  });

  it("a block's first line at the column of a key that holds nothing, over a line a level right of it: that line is off", () => {
    // The parser reports `city:` a level right of `street:`, not keys that no longer line up: `address:` is not said
    // to be `brand:`'s first line moved left (with `street:` beside it, `city:` would still be off).
    expect(slipOf('brand:', 'address:', '  street: x', '    city: y')).toBe(`4:5 ${indent(2, 'right', 3)}`);
  });

  it('the first of two slips: a list item off its list, then an item without its space (the item before it is the first, at another column)', () => {
    expect(slipOf('items:', '  - one', '- two', '  -three')).toBe(`3:1 ${indent(2, 'left', 3)}`);
  });

  it('a dash without its space, or a word without its colon, over no list or block of its own: no space or colon is said to be missing', () => {
    // `-one` left of the key that opens the list above it: with its space, it would still be no item of that list.
    expect(slipOf('brand:', '  items:', '-one', '  phone: y')).toMatch(/^3:1 yamlSyntax: /);
    // `links` over an item left of it: with a colon, it would still hold nothing (the item is no line of its block).
    expect(slipOf('brand:', '  name: x', '  links', '- a')).toMatch(/^3:3 yamlSyntax: /);
  });
});

// The look-back of movedAbove, which a few lines cannot reach: a line a space off is looked for up to 200 lines above
// the line where the parser found keys that no longer line up, and no further (a slip that far up is another one).
describe('the line that moved, looked for above the line the parser reports', () => {
  // `b:` a space right (column 4), then `gap` lines of its block, then a key of `a:` at its column.
  const file = (gap: number) => ['a:', '   b:', ...Array<string>(gap).fill('    x: 1'), '  d: 1'];

  it('200 lines above: found', () => {
    const lines = file(199);
    expect(movedAbove(lines, lines.length)).toMatchObject({ code: 'yamlIndent', line: 2, column: 4 });
  });

  it('201 lines above: not looked for', () => {
    const lines = file(200);
    expect(movedAbove(lines, lines.length)).toBeUndefined();
  });

  it('the line the parser reports, and those under it, are not looked at', () => {
    // `d:` a space right, on the line the parser reports and on the line under it: the lines above are in place.
    expect(movedAbove(['a:', '  b: 1', '   d: 1'], 3)).toBeUndefined();
    expect(movedAbove(['a:', '  b: 1', '  c: 1', '   d: 1'], 3)).toBeUndefined();
    expect(movedAbove(['a:', '   b: 1', '  c: 1', '  d: 1'], 3)).toMatchObject({ code: 'yamlIndent', line: 2, column: 4 });
  });
});

// How far a line's kin are looked for, which a few lines cannot reach: up to lookBack lines above (a kin further off
// is another list's), and, for the first line of a block, its siblings after it before any line above.
describe("a line's kin, looked for near it", () => {
  /** A slip as slipOf tells it. */
  const told = (slip: ReturnType<typeof indentSlip>) => slip && `${slip.line}:${slip.column} ${slip.code}: ${slip.message} (${slip.hint})`;

  it('a list item off its list, in a file longer than the look-back: by its kin just above', () => {
    const lines = [...Array<string>(lookBack + 10).fill('x: 1'), 'items:', '  - one', '  - two', '- three'];
    expect(told(evenIndentSlip(lines, lines.length))).toBe(`${lines.length}:1 ${indent(2, 'left', 3)}`);
  });

  it('a list item whose kin stand lookBack lines above goes by them; one line further, they are not looked for', () => {
    const file = (gap: number) => ['items:', '  - one', ...Array<string>(gap).fill('  # a note'), '- two'];
    const near = file(lookBack - 1);
    expect(told(evenIndentSlip(near, near.length))).toBe(`${near.length}:1 ${indent(2, 'left', 3)}`);
    const far = file(lookBack);
    expect(evenIndentSlip(far, far.length)).toBeUndefined();
  });

  it('a key a space off goes by a key of its kind lookBack lines above; one line further, by none (the column left of it)', () => {
    // `d:` at column 4, `b:` at column 5 above it, lines at column 1 between.
    const file = (gap: number) => ['a:', '    b: 1', ...Array<string>(gap).fill('c: 1'), '   d: 1'];
    const near = file(lookBack - 1);
    expect(told(indentSlip(near, near.length))).toBe(`${near.length}:4 ${indent(1, 'left', 5)}`);
    const far = file(lookBack);
    expect(told(indentSlip(far, far.length))).toBe(`${far.length}:4 ${indent(1, 'right', 3)}`);
  });

  it('the first line of a block goes by its siblings after it, not by a key above', () => {
    // `d:` (column 6) opens `c:`'s block; `e:` after it stands at column 5, `x:` above at column 7.
    const lines = ['a:', '  b:', '      x: 1', '  c:', '     d: 1', '    e: 1'];
    expect(told(indentSlip(lines, 5))).toBe(`5:6 ${indent(1, 'right', 5)}`);
  });
});
