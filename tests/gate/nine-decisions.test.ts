// The nine ordinary decisions of issue 41's trial, made on a copy of the spec's site the way Edit page makes them (the
// same writer, each checked by validate), then the whole gate: an editor's change of this kind must pass CI on its own
// merits, with no developer. Before the gate, tests pinned the phone number, the figure, the counts and the positions
// of today's content, and these nine decisions failed 43 unit and 28 end-to-end tests.
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editSiteText } from '../../src/site/edit.ts';
import { nineDecisions } from './nine-decisions.ts';
import { copyFixture, fixtureText, specFile, writtenSite } from '../sites.ts';
import { runGate } from './run-gate.ts';

const decisions = nineDecisions(writtenSite('spec'));

describe("the nine decisions of an editor's trial", () => {
  it('are each accepted as Edit page makes them, and together pass the whole gate (warnings allowed, no error)', () => {
    let text = fixtureText();
    for (const decision of decisions) {
      const result = editSiteText(text, specFile, decision.edits);
      expect(result.ok ? [] : result.reason === 'refused' ? [result.message] : result.problems.map((p) => p.message), decision.what).toEqual([]);
      if (result.ok) text = result.text;
    }
    const copy = copyFixture('spec', text);
    const gate = runGate(copy);
    const errors = gate.problems.filter((problem) => problem.severity === 'error');
    expect(
      errors.map((p) => `${p.line}:${p.column} ${p.path}: ${p.message}`),
      gate.output.slice(-3000),
    ).toEqual([]);
    expect(gate.status).toBe(0);
    // Every finding, warnings too, is at a line of the copy and names where in the site it is.
    for (const problem of gate.problems) expect(problem).toMatchObject({ file: copy, line: expect.any(Number), path: expect.stringMatching(/\S/) });
    expect(dirname(copy)).not.toBe(dirname(specFile));
  });
});
