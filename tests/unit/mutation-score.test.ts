import { describe, expect, it } from 'vitest';
import { type MutationReport, scoreByFolder, survivors } from '../../tools/mutation-score.ts';

const mutant = (status: string, line = 1, replacement = 'x') => ({ mutatorName: 'EqualityOperator', replacement, status, location: { start: { line } } });

describe('the mutation score of each folder', () => {
  const report: MutationReport = {
    files: {
      'src/logic/a.ts': { mutants: [mutant('Killed'), mutant('Killed'), mutant('Timeout'), mutant('Survived', 7)] },
      'src/logic/b.ts': { mutants: [mutant('NoCoverage', 3), mutant('Ignored'), mutant('CompileError')] },
      'src/site/c.ts': { mutants: [mutant('Killed')] },
    },
  };

  it('counts killed and timed-out mutants as detected, survivors and uncovered ones as not, ignored and broken ones not at all', () => {
    const [logic, site] = scoreByFolder(report);
    expect(logic).toEqual({ folder: 'src/logic', killed: 2, timedOut: 1, survived: 1, noCoverage: 1, ignored: 1, score: 60 });
    expect(site.score).toBe(100);
  });

  it('scores a folder whose every mutant is ignored as 100, not NaN', () => {
    expect(scoreByFolder({ files: { 'src/logic/a.ts': { mutants: [mutant('Ignored')] } } })[0].score).toBe(100);
  });

  it('lists each survivor at its line, its replacement on one quoted line', () => {
    expect(survivors({ files: { 'src/site/c.ts': { mutants: [mutant('Survived', 12, 'a\n  <= b\u001b[2J'), mutant('NoCoverage', 4, '""')] } } })).toEqual([
      'src/site/c.ts:12 EqualityOperator → "a <= b\\u001b[2J"',
      'src/site/c.ts:4 EqualityOperator (no test runs it) → "\\"\\""',
    ]);
  });
});
