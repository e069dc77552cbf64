// `npm run edit-trials -- [--site small|spec] [--seed 100] [--batches 10] [--edits 12] [--widths 320,1280]`: the gate's
// property test (tests/gate/random-edits.test.ts) at length. Each batch makes random realistic edits of a fixture site,
// keeps those validate accepts, builds the result and runs the whole gate on it; a batch fails only when the gate finds
// a fault of the engine (an error in the browser, invalid HTML, a failed or foreign request, a broken link). Prints
// each batch, the count of edits tried, and exits 1 on an engine fault.
import { parseArgs } from 'node:util';
import { randomEdits, seeded } from '../tests/gate/random-edits.ts';
import { engineFaults, runGate } from '../tests/gate/run-gate.ts';
import { copyFixture, type FixtureName, fixtureFile, fixtureText } from '../tests/sites.ts';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'small' },
    seed: { type: 'string', default: '100' },
    batches: { type: 'string', default: '10' },
    edits: { type: 'string', default: '12' },
    widths: { type: 'string' },
  },
});
const site = values.site as FixtureName;
const [seed, batches, edits] = [Number(values.seed), Number(values.batches), Number(values.edits)];
let tried = 0;
let accepted = 0;
let passed = 0;
let named = 0;
let faulty = 0;
for (let batch = 0; batch < batches; batch++) {
  const run = randomEdits(fixtureText(site), fixtureFile(site), edits, seeded(seed + batch));
  tried += run.tried.length;
  accepted += run.tried.filter((edit) => edit.accepted).length;
  const gate = runGate(copyFixture(site, run.text), values.widths);
  const faults = gate.problems.filter((problem) => engineFaults.has(problem.code));
  const errors = gate.problems.filter((problem) => problem.severity === 'error');
  if (faults.length > 0 || ![0, 1].includes(gate.status ?? -1)) faulty++;
  else if (errors.length > 0) named++;
  else passed++;
  console.log(
    `seed ${seed + batch}: ${run.tried.filter((edit) => edit.accepted).length} of ${run.tried.length} edits accepted; gate exit ${gate.status}, ${errors.length} errors, ${faults.length} engine faults`,
  );
  for (const problem of [...faults, ...errors].slice(0, 5)) console.log(`  ${problem.line}:${problem.column} ${problem.path}: ${problem.message}`);
}
console.log(`\n${tried} edits tried on the ${site} site in ${batches} builds, ${accepted} accepted by validate.`);
console.log(`Batches: ${passed} passed the gate, ${named} failed it with named messages about the site, ${faulty} with a fault of the engine.`);
console.log(`${passed + named} passed, ${faulty} failed`);
process.exitCode = faulty > 0 ? 1 : 0;
