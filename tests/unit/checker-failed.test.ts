// A fault of the checker itself still answers with a positioned problem (one JSON document in --format json), not
// a stack trace: here the schema check is made to throw.
import { describe, expect, it, vi } from 'vitest';
import { formatProblem } from '../../src/site/problems.ts';
import { goodText } from '../hostile-values.ts';
import { loadSpecText } from '../sites.ts';

vi.mock('../../src/site/validate.ts', () => ({
  validateSite: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

describe('a fault of the checker', () => {
  it('is reported as a problem of the run, with what went wrong', () => {
    const result = loadSpecText(goodText);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'site.yaml:1:1  the checker stopped on this file: Maximum call stack size exceeded  this is a fault of the checker, not of your file: please report it with the file',
    ]);
    // Tools read the problem's name from --format json.
    expect(result.ok || result.problems.map((problem) => problem.code)).toEqual(['checkerFailed']);
  });
});
