// Random damage to the real site.yaml (deleted fields, values of the wrong kind, random texts, shuffled lists)
// never crashes or hangs the checker: it either passes the file or names problems with a line, a column and words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { propertyRuns } from './property-runs.ts';
import { fixtureText, loadSpecText } from '../sites.ts';

type Path = (string | number)[];
const data = parse(fixtureText()) as unknown;

/** Every place in the data that holds a value, as a path. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = path.length ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => pathsOf(item, [...path, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return here;
}
const paths = pathsOf(data);

type Mutation = { kind: 'delete' } | { kind: 'replace'; value: unknown } | { kind: 'shuffle'; seed: number };

function mutate(root: unknown, path: Path, mutation: Mutation): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  const key = path.at(-1)!;
  if (mutation.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (mutation.kind === 'replace') parent[key] = mutation.value;
  else if (Array.isArray(parent[key])) {
    const list = parent[key] as unknown[];
    list.sort((a, b) => ((JSON.stringify(a).length * mutation.seed) % 7) - ((JSON.stringify(b).length * mutation.seed) % 7));
  }
  return copy;
}

const anyValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: 'delete' as const }),
  anyValue.map((value) => ({ kind: 'replace' as const, value })),
  fc.integer({ min: 1, max: 97 }).map((seed) => ({ kind: 'shuffle' as const, seed })),
);

describe('site.yaml under random damage', () => {
  it('always answers with a pass or with positioned, worded problems, quickly', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: paths.length - 1 }), mutation), { minLength: 1, maxLength: 3 }), (changes) => {
        let damaged = data;
        for (const [index, change] of changes) {
          const path = paths[index];
          try {
            damaged = mutate(damaged, path, change);
          } catch {
            // The path is gone after an earlier change: skip this one.
          }
        }
        const text = stringify(damaged);
        const lines = text.split('\n').length;
        const started = performance.now();
        const result = loadSpecText(text);
        expect(performance.now() - started).toBeLessThan(5000);
        if (result.ok) return;
        expect(result.problems.length).toBeGreaterThan(0);
        for (const problem of result.problems) {
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.line).toBeLessThanOrEqual(lines);
          expect(problem.column).toBeGreaterThanOrEqual(1);
          expect(problem.message.trim()).not.toBe('');
          expect(problem.message).not.toMatch(/undefined|\[object Object\]/);
        }
      }),
      { numRuns: propertyRuns(60) },
    );
  }, 120_000);
});
