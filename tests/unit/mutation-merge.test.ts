import { describe, expect, it } from 'vitest';
import { mergeReports, type StrykerReport } from '../../tools/mutation-merge.ts';

const test = (id: string, name: string) => ({ id, name });

describe('joining the reports of mutation runs over parts of the code', () => {
  // Two runs, each numbering its tests from 0: the same test has id 1 in the first and id 0 in the second.
  const first: StrykerReport = {
    files: {
      'src/site/a.ts': { mutants: [{ id: '0', status: 'Killed', coveredBy: ['0', '1'], killedBy: ['1'] }] },
      'src/site/b.ts': { mutants: [{ id: '1', status: 'Survived', coveredBy: ['0'] }] },
    },
    testFiles: { 'tests/unit/t.test.ts': { source: 'old', tests: [test('0', 'reads a'), test('1', 'reads b')] } },
    schemaVersion: '1',
  };
  const second: StrykerReport = {
    files: {
      'src/site/b.ts': { mutants: [{ id: '0', status: 'Killed', coveredBy: ['0', '1'], killedBy: ['0'], statusReason: 'expected /home/someone/site/x' }] },
    },
    testFiles: { 'tests/unit/t.test.ts': { source: 'new', tests: [test('0', 'reads b'), test('1', 'reads c')] } },
    schemaVersion: '2',
    projectRoot: '/home/someone/site',
  };
  const merged = mergeReports([first, second]);

  it("gives each test one id, and every mutant's tests follow it", () => {
    expect(merged.testFiles!['tests/unit/t.test.ts'].tests).toEqual([test('0', 'reads a'), test('1', 'reads b'), test('2', 'reads c')]);
    expect(merged.files['src/site/a.ts'].mutants[0]).toMatchObject({ coveredBy: ['0', '1'], killedBy: ['1'] });
    expect(merged.files['src/site/b.ts'].mutants[0]).toMatchObject({ coveredBy: ['1', '2'], killedBy: ['1'] });
  });

  it("takes a source file's mutants from the newest run of it, and keeps the others", () => {
    expect(merged.files['src/site/b.ts'].mutants).toHaveLength(1);
    expect(merged.files['src/site/b.ts'].mutants[0].status).toBe('Killed');
    expect(merged.files['src/site/a.ts'].mutants[0].status).toBe('Killed');
  });

  it('keeps the oldest source of a test file, so that Stryker runs again what a later edit may have changed', () => {
    expect(merged.testFiles!['tests/unit/t.test.ts'].source).toBe('old');
  });

  it("keeps the newest report's other fields, but not the folder it ran in (the joined report is kept in the repository)", () => {
    expect(merged.schemaVersion).toBe('2');
    expect(merged).not.toHaveProperty('projectRoot');
    expect(merged.files['src/site/b.ts'].mutants[0]).not.toHaveProperty('statusReason');
  });
});
