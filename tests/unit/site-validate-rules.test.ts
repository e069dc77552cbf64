import { describe, expect, it, vi } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { Locator } from '../../src/site/locate.ts';
import { readSchemas, type JsonSchema } from '../../src/site/schemas.ts';
import { validateSite } from '../../src/site/validate.ts';
import { fixtureText } from '../sites.ts';

vi.mock('../../src/site/compiled-validator.ts', async (original) => {
  const real = await original<typeof import('../../src/site/compiled-validator.ts')>();
  return { compiledValidator: vi.fn(real.compiledValidator) };
});
const { compiledValidator } = await import('../../src/site/compiled-validator.ts');

const good = fixtureText();

/** The problems of site.yaml with each `find` replaced (each must be there once): code, line:column, place, words. */
function problems(...changes: [find: string, replace: string][]): string[] {
  let text = good;
  for (const [find, replace] of changes) {
    expect(text.split(find)).toHaveLength(2);
    text = text.replace(find, replace);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  return validateSite(doc.toJS(), 'site.yaml', new Locator(doc, lines, text)).map(
    (p) => `${p.code} ${p.line}:${p.column} ${p.where} | ${p.message} | ${p.hint}`,
  );
}

/** The line of `needle` in the shipped site.yaml. */
const lineOf = (needle: string) => good.slice(0, good.indexOf(needle)).split('\n').length;

const testimonial3 = '            client: familyPracticeFlorida\n            role: Physician Owner\n';
const navButton = '{ label: Schedule Call, href: link:scheduling, variant: secondary }';
const challenge = '    - Slow collections\n';
const largest = '    largestNumber: 1000000000\n';
const limitWords = 'The largest number the calculator and the audit form take from a box; a bigger one counts as this, so the results stay readable figures.';

describe('validateSite: a field in the wrong place or misspelled is said once', () => {
  it('keeps an unknown field and a missing one of the same name apart when neither is inside the other (page 1 is no part of page 10)', () => {
    const specialties = lineOf('    title: Medical Billing Specialties\n');
    const hero = lineOf('          title: Our commitments, in writing\n') - 1;
    expect(
      problems(
        ['    title: Medical Billing Specialties\n', '    title: Medical Billing Specialties\n    heading: x\n'],
        ['        heading: A Billing Partner Measured by Results\n', ''],
      ),
    ).toEqual([
      `unknownKey ${specialties + 1}:5 page /specialties | unknown field "heading" | fields allowed here: path, title, description, layout, hideFromSearchEngines, searchTitle, searchTags, searchCategory, intro, blocks`,
      `missingField ${hero}:9 page /why-choose-us › block 1 (hero) | missing required field "heading" | The page's main heading (there is one per page).`,
    ]);
  });

  it('says a field that goes with another (after: with before:), written one level out, belongs where the other is', () => {
    const metric = lineOf('            metric: 97% collection rate\n');
    expect(
      problems(
        [testimonial3, '            author: A practice, Florida\n            before: "47 days"\n'],
        ['            metric: 97% collection rate\n', '            metric: 97% collection rate\n        after: "24 days"\n'],
      ),
    ).toEqual([
      `misplacedKey ${metric + 1}:9 page / › block 8 (testimonials) | "after" is not indented as its place needs | it belongs to page / › block 8 (testimonials) › testimonials[2]: indent it to line up with the other fields there`,
    ]);
  });

  it('says a misspelled field that goes with another (aftr: beside before:) once, as the misspelling', () => {
    const figure = '{ label: Days in A/R, value: "−23 days", before: "47", after: "24 days", icon: clock }';
    expect(problems([figure, figure.replace('after', 'aftr')])).toEqual([
      `unknownKey ${lineOf(figure)}:66 clientResults.clients.multiSpecialtyTexas.figures[1] | unknown field "aftr" | did you mean "after"? fields allowed here: label, value, before, after, icon`,
    ]);
  });

  it('keeps the other problems of a group of fields beside an unknown field that resembles none', () => {
    const line = lineOf(testimonial3);
    expect(problems([testimonial3, `${testimonial3}            author: A practice, Florida\n            zzqqxx: 1\n`])).toEqual([
      `unknownKey ${line + 3}:13 page / › block 8 (testimonials) › testimonials[2] | unknown field "zzqqxx" | fields allowed here: quote, client, role, author, rating, metric, before, after`,
      `conflictingFields ${line}:13 page / › block 8 (testimonials) › testimonials[2] | "client" and "role" cannot be written beside "author" | words signed by a client (client: and role:) show its practice type and state from clientResults.clients, the same wherever it is shown: remove author: to sign them so, or remove client: and role: to sign them with author: alone`,
    ]);
  });
});

describe('validateSite: a key run into its value', () => {
  const line = lineOf(navButton);

  it('is an allowed field from the start of the key only (_href:/contact is no href)', () => {
    expect(problems([navButton, navButton.replace('href: link:scheduling', '_href:/contact')])).toEqual([
      `missingField ${line}:7 nav.actions[1] | missing required field "href" | Where the button goes. Links to other websites open in a new tab.`,
      `unknownKey ${line}:31 nav.actions[1] | unknown field "_href:/contact" | fields allowed here: label, mobileLabel, href, variant`,
    ]);
  });

  it('is an allowed field only (hreff:/contact is an unknown one)', () => {
    expect(problems([navButton, navButton.replace('href: link:scheduling', 'hreff:/contact')])).toEqual([
      `missingField ${line}:7 nav.actions[1] | missing required field "href" | Where the button goes. Links to other websites open in a new tab.`,
      `unknownKey ${line}:31 nav.actions[1] | unknown field "hreff:/contact" | fields allowed here: label, mobileLabel, href, variant`,
    ]);
  });

  it('misses the space after its colon (href:/contact), said right after the colon', () => {
    expect(problems([navButton, navButton.replace('href: link:scheduling', 'href:/contact')])).toEqual([
      `yamlMissingSpace ${line}:36 nav.actions[1] | a space is missing after the colon of "href" | write href: with a space before the value`,
    ]);
  });
});

describe('validateSite: a value YAML read as nothing', () => {
  const heading = '        heading: What Our Clients Say\n';
  const where = `yamlQuoteNeeded ${lineOf(heading)}:18 page / › block 8 (testimonials) › heading | a text that starts with # must be in quotes`;

  it('writes the fix of a text read as a comment with its quotes and backslashes as YAML needs them', () => {
    expect(problems([heading, '        heading: #1 "best" \\ clients\n'])).toEqual([
      `${where} | write heading: "#1 \\"best\\" \\\\ clients" (a " inside the text is written \\")`,
    ]);
  });

  it('writes the fix out for a text of up to 60 characters, and says how for a longer one', () => {
    const sixty = `#${'x'.repeat(59)}`;
    expect(problems([heading, `        heading: ${sixty}\n`])).toEqual([`${where} | write heading: "${sixty}"`]);
    expect(problems([heading, `        heading: ${sixty}x\n`])).toEqual([`${where} | put a " right after heading: and another at the end of the text`]);
  });

  it("says a list's item read as a comment, or with nothing after its dash, in the words of a list", () => {
    const line = lineOf(challenge);
    expect(problems([challenge, '    - #1 slow collections\n'])).toEqual([
      `yamlQuoteNeeded ${line}:7 options.challenges[1] | a text that starts with # must be in quotes | write - "#1 slow collections"`,
    ]);
    expect(problems([challenge, '    -\n'])).toEqual([
      `emptyValue ${line}:6 options.challenges[1] | the list item has no value after its dash | write the value on the same line, after "- ". A piece of text shown on the site.`,
    ]);
    expect(problems([challenge, '    - null\n'])).toEqual([
      `wrongType ${line}:7 options.challenges[1] | should be text, but is empty | put it in quotes ("null") so it is read as text. A piece of text shown on the site.`,
    ]);
  });

  it('says an empty value that is not one of the allowed ones is empty (not "null")', () => {
    expect(problems([navButton, navButton.replace('variant: secondary', 'variant:')])).toEqual([
      `notAllowedValue ${lineOf(navButton)}:63 nav.actions[1].variant | empty is not one of the allowed values | allowed: primary, secondary`,
    ]);
  });
});

describe('validateSite: the wrong kind of value', () => {
  it('offers no quotes for a list where text belongs', () => {
    const heading = '        heading: What Our Clients Say\n';
    expect(problems([heading, '        heading:\n          - a\n'])).toEqual([
      `wrongType ${lineOf(heading) + 1}:11 page / › block 8 (testimonials) › heading | should be text, but is a list | The section's heading, for example What Our Clients Say.`,
    ]);
  });

  it('shows a text of up to 40 characters whole, and a longer one cut with …', () => {
    const forty = 'y'.repeat(40);
    const said = (shown: string) => [
      `wrongType ${lineOf(largest)}:20 constants.limits.largestNumber | should be a number, but is text ("${shown}") | ${limitWords}`,
    ];
    expect(problems([largest, `    largestNumber: ${forty}\n`])).toEqual(said(forty));
    expect(problems([largest, `    largestNumber: ${forty}y\n`])).toEqual(said(`${forty}…`));
  });

  it('says true or false as written', () => {
    expect(problems([largest, '    largestNumber: true\n'])).toEqual([
      `wrongType ${lineOf(largest)}:20 constants.limits.largestNumber | should be a number, but is true | ${limitWords}`,
    ]);
  });

  it('says the bound a number is out of, for a maximum and for an exclusive minimum', () => {
    const rating = '            rating: 5\n            metric: 97% collection rate\n';
    expect(problems([rating, rating.replace('5', '6')])).toEqual([
      `outOfRange ${lineOf(rating)}:21 page / › block 8 (testimonials) › testimonials[2].rating | 6 is out of range: it must be <= 5 | Stars out of 5.`,
    ]);
    expect(problems([largest, '    largestNumber: 0\n'])).toEqual([
      `outOfRange ${lineOf(largest)}:20 constants.limits.largestNumber | 0 is out of range: it must be > 0 | ${limitWords}`,
    ]);
  });

  it('names too few clients with the code tools read (tooFew)', () => {
    const text = good;
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines });
    const data = doc.toJS() as { clientResults: { clients: object } };
    data.clientResults.clients = {};
    expect(validateSite(data, 'site.yaml', new Locator(doc, lines, text)).map((p) => p.code)).toEqual(['tooFew']);
  });
});

describe('validateSite: its schemas', () => {
  it('compiles them once for every site it checks', () => {
    problems([largest, '    largestNumber: 0\n']);
    problems([largest, '    largestNumber: 1\n']);
    // (The other tests of this file checked sites with it too.)
    expect(compiledValidator).toHaveBeenCalledTimes(1);
  });

  it("has each not in a dependentSchemas, of fields that are required (its message names the dependentSchemas' key and those fields)", () => {
    const nots: { at: string; not: JsonSchema }[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'not') nots.push({ at, not: value as JsonSchema });
        walk(value, `${at}/${key}`);
      }
    };
    for (const [id, schema] of readSchemas()) walk(schema, id);
    expect(nots).toHaveLength(6);
    for (const { at, not } of nots) {
      expect(at).toMatch(/\/dependentSchemas\/[^/]+$/);
      const branches = (not.anyOf as JsonSchema[] | undefined) ?? [not];
      for (const branch of branches) expect(branch.required?.length, at).toBeGreaterThan(0);
    }
  });
});
