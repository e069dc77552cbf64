// How many random cases a slow property test tries. Tests that load the whole site.yaml take ~100 ms a case;
// under mutation testing (`npm run test:mutation` sets MUTATION_TESTING) each of thousands of mutants may run
// them again, so they try a tenth of their cases there (at least 10), with the same seed: the same first cases.

/** `cases` in `npm test`; a tenth of them, at least 10, under mutation testing. */
export function propertyRuns(cases: number): number {
  return process.env.MUTATION_TESTING ? Math.max(10, Math.round(cases / 10)) : cases;
}
