// What a validation run prints (src/site/report.ts), in each of its three formats, and when it fails: checked in
// the test's own process (validate-output.test.ts runs the command itself, on hostile files).
import { describe, expect, it } from 'vitest';
import { formatSummary, type SiteProblem } from '../../src/site/problems.ts';
import { formatReport } from '../../src/site/report.ts';

const problem = (line: number, column: number, more: Partial<SiteProblem> = {}): SiteProblem => ({
  code: 'unknownKey',
  file: 'site.yaml',
  line,
  column,
  where: 'page /about › block 1 (hero)',
  message: `unknown field at ${line}:${column}`,
  hint: 'a hint',
  ...more,
});
const warning = (line: number) =>
  problem(line, 1, { code: 'longTitle', severity: 'warning', where: 'specialty dental › title', message: 'a long title', hint: 'shorten it' });

describe('a validation run, as text', () => {
  it('lists every problem and warning in the order of the file, then the summary', () => {
    const { output, failed } = formatReport('site.yaml', { problems: [problem(9, 3), problem(2, 8), problem(2, 5)], warnings: [warning(4)] }, 'text');
    expect(output.split('\n')).toEqual([
      'site.yaml:2:5  page /about › block 1 (hero)  unknown field at 2:5  a hint',
      'site.yaml:2:8  page /about › block 1 (hero)  unknown field at 2:8  a hint',
      'site.yaml:4:1  warning  specialty dental › title  a long title  shorten it',
      'site.yaml:9:3  page /about › block 1 (hero)  unknown field at 9:3  a hint',
      '3 errors in site.yaml (page /about), and 1 warning (page /specialties/dental)',
    ]);
    expect(failed).toBe(true);
  });

  it('fails on an error; on a warning only when strict', () => {
    expect(formatReport('site.yaml', { problems: [], warnings: [] }, 'text')).toEqual({ output: 'site.yaml is valid.', failed: false });
    expect(formatReport('site.yaml', { problems: [], warnings: [warning(4)] }, 'text').failed).toBe(false);
    expect(formatReport('site.yaml', { problems: [], warnings: [warning(4)] }, 'text', true).failed).toBe(true);
    expect(formatReport('site.yaml', { problems: [], warnings: [] }, 'text', true).failed).toBe(false);
    expect(formatReport('site.yaml', { problems: [problem(1, 1)], warnings: [] }, 'text').failed).toBe(true);
  });
});

describe('a validation run, as JSON', () => {
  it('is one document: the file, whether it is valid, the summary, and each problem with its severity, place, words and code', () => {
    const { output, failed } = formatReport('site.yaml', { problems: [problem(7, 2, { hint: undefined })], warnings: [warning(3)] }, 'json');
    expect(JSON.parse(output)).toEqual({
      file: 'site.yaml',
      valid: false,
      summary: '1 error in site.yaml (page /about), and 1 warning (page /specialties/dental)',
      problems: [
        {
          severity: 'warning',
          file: 'site.yaml',
          line: 3,
          column: 1,
          path: 'specialty dental › title',
          message: 'a long title',
          hint: 'shorten it',
          code: 'longTitle',
        },
        {
          severity: 'error',
          file: 'site.yaml',
          line: 7,
          column: 2,
          path: 'page /about › block 1 (hero)',
          message: 'unknown field at 7:2',
          hint: '',
          code: 'unknownKey',
        },
      ],
    });
    expect(failed).toBe(true);
  });

  it('says valid when only warnings are found', () => {
    expect(JSON.parse(formatReport('site.yaml', { problems: [], warnings: [warning(3)] }, 'json').output)).toMatchObject({ valid: true, problems: [{}] });
  });
});

describe('a validation run, as GitHub annotations', () => {
  it('writes an error, or a warning (an error when strict), with its place as the title, then the summary', () => {
    const report = { problems: [problem(7, 2)], warnings: [warning(3)] };
    expect(formatReport('site.yaml', report, 'github').output.split('\n')).toEqual([
      '::warning file=site.yaml,line=3,col=1,title=specialty dental › title::a long title. shorten it',
      '::error file=site.yaml,line=7,col=2,title=page /about › block 1 (hero)::unknown field at 7:2. a hint',
      '1 error in site.yaml (page /about), and 1 warning (page /specialties/dental)',
    ]);
    expect(formatReport('site.yaml', report, 'github', true).output.split('\n')[0]).toMatch(/^::error file=site\.yaml,line=3,/);
  });

  it('leaves the title out for a problem with no place, and the hint for one with none', () => {
    expect(formatReport('site.yaml', { problems: [problem(1, 1, { where: '', hint: undefined })], warnings: [] }, 'github').output.split('\n')[0]).toBe(
      '::error file=site.yaml,line=1,col=1::unknown field at 1:1',
    );
  });

  it('escapes %, line breaks, colons and commas in every field of an annotation', () => {
    const problem = { code: 'other' as const, file: 'a:b,c%d.yaml', line: 3, column: 4, where: 'page /x:y,z', message: 'm%\r\nn', hint: 'h' };
    const { output } = formatReport('a:b,c%d.yaml', { problems: [problem], warnings: [] }, 'github');
    expect(output.split('\n')[0]).toBe('::error file=a%3Ab%2Cc%25d.yaml,line=3,col=4,title=page /x%3Ay%2Cz::m%25%0D%0An. h');
  });

  it('escapes the colons of the summary line, so that it can never be read as a command', () => {
    const summary = formatReport('a::b.yaml', { problems: [problem(1, 1)], warnings: [] }, 'github')
      .output.split('\n')
      .at(-1);
    expect(summary).toBe('1 error in a%3A%3Ab.yaml (page /about)');
  });
});

describe("a run's summary", () => {
  const at = (where: string) => problem(1, 1, { where });

  it('counts errors and warnings, one or more', () => {
    expect(formatSummary('site.yaml', [at('')])).toBe('1 error in site.yaml');
    expect(formatSummary('site.yaml', [at(''), at('')], [at('')])).toBe('2 errors in site.yaml, and 1 warning');
    expect(formatSummary('site.yaml', [], [at(''), at('')])).toBe('site.yaml is valid, with 2 warnings.');
    expect(formatSummary('site.yaml', [])).toBe('site.yaml is valid.');
  });

  it('names the pages once each, a specialty by its address, then the other sections by their first key', () => {
    const problems = [
      at('page /about › block 2 (hero) › heading'),
      at('page /about › title'),
      at('specialty dental › bullets[2]'),
      at('brand.phone'),
      at('footer.links[0].label'),
      at('brand.logo.src'),
      at('specialtyPage.title'),
      at(''),
    ];
    expect(formatSummary('site.yaml', problems)).toBe('8 errors in site.yaml (pages /about, /specialties/dental; brand, footer, specialtyPage)');
    expect(formatSummary('site.yaml', [at('page /about › title')])).toBe('1 error in site.yaml (page /about)');
    expect(formatSummary('site.yaml', [at('search[0]')])).toBe('1 error in site.yaml (search)');
    expect(formatSummary('site.yaml', [], [at('brand.name')])).toBe('site.yaml is valid, with 1 warning (brand).');
  });
});

describe('a problem with the lines of the file under it', () => {
  it('is its one line when it has no source to show', () => {
    expect(formatReport('site.yaml', { problems: [problem(2, 5)], warnings: [] }, 'text').output.split('\n')).toHaveLength(2);
  });
});
