// The gate's property: whatever ordinary edits an editor makes, a site validate accepts passes the gate, or fails it
// only with named, positioned messages about the site itself, never with a fault of the engine (an error in the
// browser, invalid HTML, a failed or foreign request, a broken link the engine made). Random realistic edits
// (random-edits.ts) on the fixture sites, on fixed seeds, batched into a few builds; npm run edit-trials runs more.
import { describe, expect, it } from 'vitest';
import { copyFixture, type FixtureName, fixtureFile, fixtureText } from '../sites.ts';
import { randomEdits, seeded } from './random-edits.ts';
import { engineFaults, runGate } from './run-gate.ts';

// The small site: a build and a gate in about 15 s. The spec's site takes the gate 1.5 min: its batches are
// npm run edit-trials -- --site spec's, and the nine decisions' (nine-decisions.test.ts).
const batches: { site: FixtureName; seed: number; edits: number }[] = [
  { site: 'small', seed: 1, edits: 12 },
  { site: 'small', seed: 2, edits: 12 },
  { site: 'small', seed: 3, edits: 16 },
];

describe('random realistic edits', () => {
  for (const { site, seed, edits } of batches)
    it(`${edits} edits of the ${site} site (seed ${seed}) that validate accepts pass the gate or fail with named messages only`, () => {
      const { text, tried } = randomEdits(fixtureText(site), fixtureFile(site), edits, seeded(seed));
      const accepted = tried.filter((edit) => edit.accepted);
      console.log(`seed ${seed}, ${site}: ${tried.length} edits tried, ${accepted.length} accepted: ${accepted.map((edit) => edit.kind).join('; ')}`);
      expect(accepted.length).toBeGreaterThan(0);
      const copy = copyFixture(site, text);
      const gate = runGate(copy);
      expect([0, 1], gate.output.slice(-2000)).toContain(gate.status);
      for (const problem of gate.problems) {
        console.log(`  ${problem.severity} ${problem.line}:${problem.column} ${problem.path}: ${problem.message}`);
        expect(problem).toMatchObject({ file: copy, line: expect.any(Number), path: expect.stringMatching(/\S/), message: expect.stringMatching(/\S/) });
        expect(problem.line).toBeGreaterThan(0);
      }
      expect(gate.problems.filter((problem) => engineFaults.has(problem.code)).map((p) => `${p.path}: ${p.message}`)).toEqual([]);
    });
});
