import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatProblem, formatSummary } from '../../src/site/problems.ts';
import { frameLines, sourceLines } from '../../src/site/quote.ts';
import { blockSchemaTypes } from '../../src/site/schemas.ts';
import { fixtureText, loadSpecText } from '../sites.ts';

const good = fixtureText();

/** The 1-based line and column where `needle` starts in `text` (after `offset` characters of it). */
function positionOf(text: string, needle: string, offset = 0): { line: number; column: number } {
  const index = text.indexOf(needle) + offset;
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

function problemsOf(text: string): string[] {
  const result = loadSpecText(text);
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe('site.yaml problems', () => {
  it('accepts the real site.yaml', () => {
    expect(problemsOf(good)).toEqual([]);
  });

  it('names a misspelled block type once, with the allowed types and the suggestion', () => {
    const bad = good.replace('      - type: hero\n', '      - type: heroo\n');
    const { line, column } = positionOf(bad, '      - type: heroo', 14);
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  page / › block 1 (heroo)  unknown block type "heroo"  did you mean "hero"? allowed types: ${blockSchemaTypes().join(', ')}`,
    ]);
  });

  it('names an unknown key at the key, with a suggestion, and does not also call the right key missing', () => {
    const bad = good.replace('    bullets:\n', '    bulets:\n');
    const { line, column } = positionOf(bad, 'bulets:');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  specialty cardiology  unknown field "bulets"  did you mean "bullets"? fields allowed here: slug, name, featured, searchTags, practices, title, heroButton, bottomButton, eyebrow, bulletsHeading, cardsHeading, closingHeading, codesNote, headline, subtitle, description, bullets, sampleClaim, codes, denials, client, cards`,
    ]);
  });

  it('points a missing required field at its parent and says what the field is for', () => {
    const bad = good.replace(/ {4}headline: "Cardiology[^\n]*\n/, '');
    const { line, column } = positionOf(bad, 'slug: cardiology');
    expect(problemsOf(bad)).toEqual([`site.yaml:${line}:${column}  specialty cardiology  missing required field "headline"  The page's main heading.`]);
  });

  it('says a list was expected when it finds text', () => {
    const bad = good.replace(/ {2}challenges:\n( {4}- [^\n]*\n)+/, '  challenges: High denial rates\n');
    const { line, column } = positionOf(bad, 'challenges: High', 12);
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  options.challenges  should be a list, but is text ("High denial rates")  The challenges a visitor can tick on the audit form.`,
    ]);
  });

  it('insists on exactly six bullets per specialty', () => {
    const bad = good.replace('      - "Holter and event monitor billing"\n', '');
    const { line, column } = positionOf(bad, '      - "Cardiac catheterization', 6);
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  specialty cardiology › bullets  must have exactly 6 items, but has 5: add 1  Exactly six services for this specialty, one short phrase each.`,
    ]);
  });

  it("reports a YAML syntax error at its line, once: a usual slip in plain words with its fix, any other in the parser's", () => {
    const bracket = good.replace('  blurb: Revenue', '  blurb: [Revenue');
    expect(problemsOf(bracket)).toHaveLength(1);
    // Too long to be shown whole (a copy would paste the message's "…"), the text's fix is said in words.
    expect(problemsOf(bracket)[0]).toBe(
      `site.yaml:${positionOf(bracket, '  blurb:').line}:10  a text that starts with [ must be in quotes  put a " right after blurb: and another at the end of the text`,
    );
    // A quote inside the text is written \" within the quotes: said only when the text has one.
    const quoted = good.replace(/ {2}blurb: .*\n/, '  blurb: {brand} says "paid"\n');
    expect(problemsOf(quoted)[0]).toMatch(/ {2}write blurb: "\{brand\} says \\"paid\\"" \(a " inside the text is written \\"\)$/);
    // A text in quotes followed by more words: the quote that ends it, and the text as it was meant.
    const early = good.replace('  blurb: Revenue Cycle Management', '  blurb: "Revenue Cycle" Management');
    expect(problemsOf(early)).toEqual([
      `site.yaml:${positionOf(early, '  blurb:').line}:24  the text in quotes ends at this ", but more follows it on the line  put the whole text in double quotes and write each " inside it as \\"`,
    ]);
    const other = good.replace('  blurb: Revenue Cycle Management', '  blurb: ]Revenue Cycle Management');
    expect(problemsOf(other)).toHaveLength(1);
    expect(problemsOf(other)[0]).toMatch(
      new RegExp(`^site\\.yaml:${positionOf(other, '  blurb:').line}:\\d+ {2}YAML syntax error: .+ {2}check the indentation`),
    );
  });

  it('reports a key written twice at the second one', () => {
    const bad = good.replace('  name: Crestline RCM\n', '  name: Crestline RCM\n  name: Other Name\n');
    const { line, column } = positionOf(bad, '  name: Other Name', 2);
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  "name" is written twice in the same place (first on line ${line - 1})  keep only one of them: the second would silently replace the first`,
    ]);
  });

  it('refuses an alias bomb before expanding it', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const name of 'bcdefgh')
      levels.push(
        `${name}: &${name} [${Array(9)
          .fill(`*${String.fromCharCode(name.charCodeAt(0) - 1)}`)
          .join(', ')}]`,
      );
    const bad = good.replace('theme:\n', `bomb:\n${levels.map((l) => `  ${l}\n`).join('')}theme:\n`);
    const { line, column } = positionOf(bad, '*a');
    const started = performance.now();
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  too many aliases (*name): more than 100 expansions  write the values out instead of repeating them with & and *`,
    ]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a __proto__ key', () => {
    const bad = good.replace('  phone:', '  __proto__:\n    polluted: true\n  phone:');
    const { line, column } = positionOf(bad, '__proto__');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  brand  the key "__proto__" is not allowed  it has a special meaning to the programs that read this file; rename or remove it`,
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names the line of the first of two same items of a list', () => {
    const bad = good.replace('          - cardiology\n          - family-practice\n', '          - cardiology\n          - cardiology\n');
    const first = positionOf(bad, '          - cardiology\n          - cardiology').line;
    expect(problemsOf(bad)).toEqual([expect.stringContaining(`items 1 and 2 are the same (item 1 is on line ${first}); each must be different`)]);
  });

  it('names the line of the first of two search categories with the same value', () => {
    const bad = good.replace('    - { value: page, label: Pages,', '    - { value: service, label: Pages,');
    const { line } = positionOf(bad, '    - { value: service', 12);
    expect(problemsOf(bad)).toEqual([expect.stringContaining(`the category "service" is listed twice (first on line ${line})`)]);
  });

  it('names the line of the first of two clients that are one practice', () => {
    const bad = good.replace(
      '      practice: Cardiology Practice\n      size: 8 providers\n      state: California',
      '      practice: Multi-Specialty Clinic\n      size: 8 providers\n      state: Texas',
    );
    const { line } = positionOf(bad, '      practice: Multi-Specialty Clinic');
    expect(problemsOf(bad)).toEqual([
      expect.stringContaining(`the clients "multiSpecialtyTexas" (line ${line}) and "cardiologyCalifornia" are the same practice type`),
    ]);
  });

  it('refuses two specialties with the same slug, at the second one', () => {
    const bad = good.replace('  - slug: hospice\n', '  - slug: cardiology\n');
    const line = bad.slice(0, bad.lastIndexOf('  - slug: cardiology\n')).split('\n').length;
    const first = bad.slice(0, bad.indexOf('  - slug: cardiology\n')).split('\n').length;
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:11  specialty cardiology › slug  the specialty slug "cardiology" is used twice (first on line ${first})  every specialty needs its own slug, because it becomes the address /specialties/<slug>`,
    ]);
  });

  it('refuses a link: reference to a link that brand.links does not define', () => {
    const bad = good.replace('href: link:scheduling }', 'href: link:scheduler }');
    const problems = problemsOf(bad);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('unknown external link "link:scheduler"  did you mean "scheduling"?');
  });

  it('refuses a stat that names a figure brand.figures does not define, at the name, with the likely figure', () => {
    const stat = '- { figure: revenueIdentified, label: Extra revenue identified monthly, icon: dollar }';
    const bad = good.replace(stat, stat.replace('revenueIdentified', 'revenueIdentifed'));
    const { line, column } = positionOf(bad, 'revenueIdentifed');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  page /revenue-audit › block 4 (stats) › stats[1].figure  brand.figures has no figure "revenueIdentifed"  did you mean "revenueIdentified"? figures defined under brand.figures: cleanClaimRate, daysInAR, providers, practicesServed, monthlyCollections, revenueIdentified`,
    ]);
  });

  it('refuses a specialty, a case study, a testimonial or a quote that names a client clientResults does not define, at the name', () => {
    const allowed = Object.keys((parse(good) as { clientResults: { clients: object } }).clientResults.clients).join(', ');
    for (const [written, misspelt, where] of [
      [
        '    client: cardiologyCalifornia\n    sampleClaim',
        '    client: cardiologyCalifornia\n    sampleClaim'.replace('cardiologyCalifornia', 'cardiologyCalifornya'),
        'specialty cardiology › client',
      ],
      ['          - client: multiSpecialtyTexas\n', '          - client: multiSpecialtyTexs\n', 'page / › block 7 (caseStudies) › studies[0].client'],
      [
        '            client: familyPracticeFlorida\n            role: Physician Owner',
        '            client: familyPracticeFlorda\n            role: Physician Owner',
        'page / › block 8 (testimonials) › testimonials[2].client',
      ],
      [
        '            client: painManagementArizona\n',
        '            client: painManagementArizon\n',
        'page /revenue-audit › block 3 (auditForm) › aside.quote.client',
      ],
    ]) {
      const bad = good.replace(written, misspelt);
      const name = /client: (\w+)/.exec(misspelt)![1];
      const { line, column } = positionOf(bad, misspelt, misspelt.indexOf(name));
      expect(problemsOf(bad), where).toEqual([
        `site.yaml:${line}:${column}  ${where}  clientResults.clients has no client "${name}"  did you mean "${/client: (\w+)/.exec(written)![1]}"? clients defined under clientResults.clients: ${allowed}`,
      ]);
    }
  });

  it('refuses words signed by a client and by an author too, or by a client without the role, and says which to write', () => {
    const signed = '            client: multiSpecialtyTexas\n            role: Practice Administrator\n';
    const both = good.replace(signed, `${signed}            author: Practice Administrator, Multi-Specialty Clinic, Texas\n`);
    // At the first of the client's fields, author: being the one the site shows otherwise.
    const at = positionOf(both, signed, 12);
    expect(problemsOf(both)).toEqual([
      `site.yaml:${at.line}:${at.column}  page / › block 8 (testimonials) › testimonials[0]  "client" and "role" cannot be written beside "author"  words signed by a client (client: and role:) show its practice type and state from clientResults.clients, the same wherever it is shown: remove author: to sign them so, or remove client: and role: to sign them with author: alone`,
    ]);
    const noRole = good.replace(signed, '            client: multiSpecialtyTexas\n');
    const quote = positionOf(noRole, 'quote: Within six months');
    expect(problemsOf(noRole)).toEqual([
      `site.yaml:${quote.line}:${quote.column}  page / › block 8 (testimonials) › testimonials[0]  missing required field "role"  With client: only, the speaker's role at the client, for example Practice Manager.`,
    ]);
  });

  it('refuses a case study that names a client and writes its own figures too', () => {
    const study = '          - client: cardiologyCalifornia\n';
    const bad = good.replace(study, `${study}            metrics: [{ label: Denials, value: "−80%" }]\n`);
    const at = positionOf(bad, study, 12);
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${at.line + 1}:${at.column}  page / › block 7 (caseStudies) › studies[1]  "metrics" cannot be written beside "client"  a study that names a client shows that client's practice type, size, state, window and figures from clientResults.clients, the same wherever it is shown: remove these fields, or remove client: to write the study's own`,
    ]);
  });

  it('refuses a stat or the hero proof that names a figure and writes its own value too, and says which to remove', () => {
    const stat = '- { figure: daysInAR, label: Average A/R, icon: clock }';
    const bad = good.replace(stat, '- { figure: daysInAR, value: 22 days, label: Average A/R, icon: clock }');
    const { line, column } = positionOf(bad, 'value: 22 days');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  page / › block 2 (stats) › stats[1]  "value" cannot be written beside "figure"  a stat that names a figure shows the value and the note written for it under brand.figures, the same on every page: remove value: and note: from this stat, or remove figure: to give it a figure of its own`,
    ]);
    const proof = good.replace('proof: { figure: providers, label', 'proof: { figure: providers, value: "600+", label');
    const at = positionOf(proof, 'value: "600+"');
    expect(problemsOf(proof)).toEqual([
      `site.yaml:${at.line}:${at.column}  trust.proof  "value" cannot be written beside "figure"  the proof row shows the value written for the figure under brand.figures: remove value: here, or remove figure: to give the row a value of its own`,
    ]);
  });

  it('refuses a placeholder nothing will fill', () => {
    const bad = good.replace('  closingHeading: Ready to Maximize Your {name} Revenue?', '  closingHeading: Ready to Maximize Your {specialty} Revenue?');
    expect(problemsOf(bad)).toEqual([
      expect.stringContaining(
        'specialtyPage.closingHeading  unknown placeholder {specialty}  placeholders allowed here: {brand}, {phone}, {email}, {complianceEmail}, {address}, {cleanClaimRate}, {daysInAR}, {providers}, {practicesServed}, {monthlyCollections}, {revenueIdentified}, {name}',
      ),
    ]);
  });

  it('refuses a navigation link to a page that does not exist, at the link, with the likely page', () => {
    const bad = good.replace('{ label: Credentialing, href: /services/credentialing }', '{ label: Credentialing, href: /services/credentialling }');
    const { line, column } = positionOf(bad, '/services/credentialling');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  nav.main[2].menu[0].links[3].href  no page has the address /services/credentialling  did you mean "/services/credentialing"? a link to this site must go to a page under pages:, a specialty (/specialties/<slug>) or a redirect`,
    ]);
  });

  it('refuses a link to a section the page does not declare, with the sections it has', () => {
    const bad = good.replace('      href: /security#iso\n', '      href: /security#iso27001\n');
    const { line, column } = positionOf(bad, '/security#iso27001');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  trust.badges[2].href  the page /security has no section #iso27001  sections with an anchor there: #soc2, #hipaa, #iso`,
    ]);
  });

  it('refuses a section link to a page without anchors', () => {
    const bad = good.replace('{ label: Why Choose Us, href: /why-choose-us }', '{ label: Why Choose Us, href: /why-choose-us#team }');
    expect(problemsOf(bad)).toEqual([
      expect.stringContaining('the page /why-choose-us has no section #team  that page has no block with an anchor; link to the page without #'),
    ]);
  });

  it('refuses a redirect to a page that does not exist', () => {
    const bad = good.replace('    to: /upwards\n', '    to: /upward\n');
    expect(problemsOf(bad)).toEqual([expect.stringContaining('redirects[0].to  no page has the address /upward  did you mean "/upwards"?')]);
  });

  it('refuses a picture that is not in public/, with the likely file', () => {
    const bad = good.replace('src: /images/audit-popup-dashboard.svg', 'src: /images/audit-popup-dashbord.svg');
    const { line, column } = positionOf(bad, '/images/audit-popup-dashbord.svg');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  page / › block 10 (auditPopup) › image.src  the picture /images/audit-popup-dashbord.svg is not in the public/ folder  did you mean "/images/audit-popup-dashboard.svg"? add the file public/images/audit-popup-dashbord.svg, or correct the name`,
    ]);
  });

  it('refuses a button that goes nowhere, and says what its href is for', () => {
    const bad = good.replace(
      'button: { label: Request SOC 2 Report, href: "/contact?request=soc2", variant: secondary }',
      'button: { label: Request SOC 2 Report, variant: secondary }',
    );
    const { line, column } = positionOf(bad, '{ label: Request SOC 2 Report, variant: secondary }');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  page /security › block 3 (complianceSection) › button  missing required field "href"  Where the button goes: /a-page of this site, link:scheduling (one of brand.links) or a full https:// address. Links to other websites open in a new tab.`,
    ]);
  });

  it('refuses a specialty tile whose slug is no specialty, with the likely slug', () => {
    const bad = good.replace('          - gastroenterology\n          - internal-medicine\n', '          - gastroenterolgy\n          - internal-medicine\n');
    const { line, column } = positionOf(bad, 'gastroenterolgy');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  page /services/medical-billing › block 5 (specialtyTiles) › specialties[4]  no specialty has the slug "gastroenterolgy"  did you mean "gastroenterology"? use the slug of one of the specialties listed under specialties:`,
    ]);
  });

  it('refuses a comparison row with more values than the table has columns', () => {
    const bad = good.replace('values: [Live in 48 hours, Several weeks of setup]', 'values: [Live in 48 hours, Weeks, Months]');
    const { line, column } = positionOf(bad, '[Live in 48 hours, Weeks');
    expect(problemsOf(bad)).toEqual([
      `site.yaml:${line}:${column}  page /why-choose-us › block 5 (comparisonTable) › rows[1].values  this row has 3 values for 2 columns  give one value per entry of columns:, in the same order`,
    ]);
  });

  it('refuses a last-updated date that is not a real day', () => {
    const bad = good.replace('        updatedLabel: Last updated\n', '        updatedLabel: Last updated\n        updated: 2026-02-30\n');
    expect(problemsOf(bad)).toEqual([
      expect.stringContaining(
        'page /privacy-policy › block 2 (legalText) › updated  "2026-02-30" is not written the expected way  The day this text last changed, as year-month-day',
      ),
    ]);
  });

  it('names a list or a group written where one of a few words belongs, instead of printing it', () => {
    const bad = good.replace('      icon: shield\n', '      icon: { name: shield }\n');
    expect(problemsOf(bad)).toEqual([expect.stringContaining('a group of fields is not one of the allowed values  allowed: ')]);
  });

  it('sums up the errors by place', () => {
    const result = loadSpecText(good.replace('      - type: hero\n', '      - type: heroo\n').replace('    bullets:\n', '    bulets:\n'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(formatSummary('site.yaml', result.problems)).toBe('2 errors in site.yaml (pages /, /specialties/cardiology)');
  });
});

describe('the frame under a message', () => {
  const frame = (text: string, line: number, column: number) => {
    const source = sourceLines(text.split('\n'), line, column);
    return source ? frameLines(source) : undefined;
  };

  it('shows the line before and the line, with the marker under the column', () => {
    expect(frame('a:\n  b: 1\n  c 2\n', 3, 3)).toEqual(['2 |   b: 1', '3 |   c 2', '  |   ^']);
  });

  it('shows no line before on line 1 or after a blank line, and nothing for a line the file does not have', () => {
    expect(frame('a: [\n', 1, 4)).toEqual(['1 | a: [', '  |    ^']);
    expect(frame('a: 1\n\nb 2\n', 3, 1)).toEqual(['3 | b 2', '  | ^']);
    expect(frame('a: 1\n', 0, 1)).toBeUndefined();
    expect(frame('a: 1\n', 3, 1)).toBeUndefined();
  });

  it('shows a tab as → and a control character as �, one for one, so the marker stays under its spot', () => {
    expect(frame('a:\n\tb: 1\n', 2, 1)).toEqual(['1 | a:', '2 | →b: 1', '  | ^']);
    expect(frame('a: x\u001b[2Jy\u202Ez\r\n', 1, 5)).toEqual(['1 | a: x�[2Jy�z', '  |     ^']);
  });

  it("drops a line's own end of a Windows line end (\\r\\n) only, and shows a lone \\r inside a line as �", () => {
    expect(frame('a: x\ry\r\nb: z\rw\r\n', 2, 4)).toEqual(['1 | a: x�y', '2 | b: z�w', '  |    ^']);
  });

  it('shows a line from its start while the spot is within its first 71 characters, and a window from the 72nd', () => {
    const line = 'k'.repeat(150);
    expect(frame(line, 1, 71)).toEqual([`1 | ${'k'.repeat(100)}…`, `  | ${' '.repeat(70)}^`]);
    expect(frame(line, 1, 72)).toEqual([`1 | …${'k'.repeat(100)}…`, `  | ${' '.repeat(41)}^`]);
  });

  it('marks a line cut at its end only when more than the 100 characters shown are there', () => {
    expect(frame('k'.repeat(100), 1, 1)).toEqual([`1 | ${'k'.repeat(100)}`, '  | ^']);
    expect(frame('k'.repeat(101), 1, 1)).toEqual([`1 | ${'k'.repeat(100)}…`, '  | ^']);
    expect(frame(`${'j'.repeat(101)}\n${'k'.repeat(100)}`, 2, 1)).toEqual([`1 | ${'j'.repeat(100)}…`, `2 | ${'k'.repeat(100)}`, '  | ^']);
  });

  it('shows no line before when it has only spaces', () => {
    expect(frame('a: 1\n   \nb 2\n', 3, 1)).toEqual(['3 | b 2', '  | ^']);
  });

  it('shows the line before from the same character as the line, when the line is cut', () => {
    const above = Array.from({ length: 1100 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const [before, shown, marker] = frame(`${above}\na: ${'x'.repeat(500)}!${'y'.repeat(500)}`, 2, 504)!;
    expect(before).toBe(`1 | …${above.slice(463, 563)}…`);
    expect(shown).toBe(`2 | …${'x'.repeat(40)}!${'y'.repeat(59)}…`);
    expect(marker).toBe(`  | ${' '.repeat(41)}^`);
  });

  it('counts a character written with two UTF-16 units as one', () => {
    expect(frame('a: 😀 b: c\n', 1, 7)).toEqual(['1 | a: 😀 b: c', '  |      ^']);
  });

  it('cuts a long line to a window around the spot, with … where it is cut', () => {
    const long = `a: ${'x'.repeat(500)}!${'y'.repeat(500)}`;
    const [shown, marker] = frame(long, 1, 504)!;
    expect(shown).toBe(`1 | …${'x'.repeat(40)}!${'y'.repeat(59)}…`);
    expect(marker).toBe(`  | ${' '.repeat(41)}^`);
  });
});
