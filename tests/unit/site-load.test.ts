// The loader's own answers on small texts: which of the parser's errors it reports and in whose words, and where it
// places the alias limit. Whole files and their fixtures are in site-errors.test.ts and site-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/site/load.ts';

const problemsOf = (text: string) => {
  const result = loadSiteText(text, 'site.yaml');
  return result.ok ? [] : result.problems.map(({ line, column, code, message }) => `${line}:${column} ${code}: ${message}`);
};

describe('a key written twice', () => {
  it('is reported with the first syntax error after it, each at its place', () => {
    expect(problemsOf('a: 1\na: 2\nb: [\n')).toEqual([
      '2:1 duplicateKey: "a" is written twice in the same place',
      '3:4 yamlUnclosedBracket: the [ opened here is not closed',
    ]);
  });

  it('is named as written, to its colon: spaces around it left out, a colon inside it kept', () => {
    expect(problemsOf('"a" : 1\n"a" : 2\n')).toEqual(['2:1 duplicateKey: ""a"" is written twice in the same place']);
    expect(problemsOf('a:b: 1\na:b: 2\n')).toEqual(['2:1 duplicateKey: "a:b" is written twice in the same place']);
  });

  it('is not reported when it has no name: the syntax error that cut two values short says it', () => {
    // One problem, the slip's (which line the slip finder names is pinned in yaml-slip-cases.test.ts), and no duplicate.
    const problems = problemsOf('a:\n- b\n  :\n  :\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\d+:\d+ yamlIndent: /);
  });
});

describe("the parser's own words", () => {
  it('are given without the place the parser adds to them, on any line', () => {
    // A word alone, with nothing under it: no usual slip.
    expect(problemsOf(`${'#\n'.repeat(11)}brand:\n  name: x\ntheme\n`)).toEqual([
      '14:1 yamlSyntax: YAML syntax error: Implicit map keys need to be followed by map values',
    ]);
  });
});

describe('too many aliases', () => {
  it('are refused at the first alias, not at a * inside a text above it', () => {
    const aliases = Array(101).fill('*a').join(', ');
    expect(problemsOf(`n: 2*3\na: &a x\nb: [${aliases}]\n`)).toEqual(['3:5 aliasLimit: too many aliases (*name): more than 100 expansions']);
  });
});
