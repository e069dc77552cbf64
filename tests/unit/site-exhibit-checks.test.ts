import { describe, expect, it } from 'vitest';
import type { ExhibitBlock } from '../../src/model/types.generated.ts';
import { checkExhibit } from '../../src/site/check-exhibit.ts';
import { fixtureText, loadSpecText } from '../sites.ts';

const loaded = loadSpecText(fixtureText());
if (!loaded.ok) throw new Error('site.yaml does not load');
const exhibits = loaded.site.pages.flatMap((page) => page.blocks.filter((block): block is ExhibitBlock => block.type === 'exhibit'));
/** A copy of the real exhibit of `layout`. */
const exhibit = (layout: ExhibitBlock['layout']) => structuredClone(exhibits.find((block) => block.layout === layout)!);

/** What checkExhibit reports of `block`: each problem's code, path (after the block) and words. */
function problemsOf(block: ExhibitBlock) {
  const found: { code: string; path: (string | number)[]; message: string; hint?: string }[] = [];
  checkExhibit(block, ['pages', 0, 'blocks', 0], (path, problem) =>
    found.push({ code: problem.code, path: path.slice(4), message: problem.message, hint: problem.hint }),
  );
  return found;
}

describe("an exhibit's checks", () => {
  it('find nothing wrong with the real exhibits', () => {
    expect(exhibits.map((block) => block.layout)).toEqual(['lifecycle', 'annotated', 'aging', 'timeline', 'report']);
    for (const block of exhibits) expect(problemsOf(block), block.layout).toEqual([]);
  });

  it("report a field of another layout as that alone, without checking it as that layout's own", () => {
    const block = exhibit('report');
    // Each broken as its own layout's check would report it: shares that add up to 98, days out of order, a phrase
    // the note does not have, a claim line's unknown code, a follow-up outside its task.
    const aging = exhibit('aging');
    const lifecycle = exhibit('lifecycle');
    const annotated = exhibit('annotated');
    const timeline = exhibit('timeline');
    aging.buckets![0].shares[0] -= 2;
    lifecycle.stages!.reverse();
    annotated.codes![0].phrases.push('not in the note');
    timeline.tasks![0].followUps = [99];
    Object.assign(block, {
      columns: aging.columns,
      buckets: aging.buckets,
      stages: lifecycle.stages,
      chartNote: annotated.chartNote,
      codes: annotated.codes,
      claimLines: { ...annotated.claimLines, lines: [{ ...annotated.claimLines!.lines[0], diagnoses: ['L60.9'] }] },
      tasks: timeline.tasks,
    });
    expect(problemsOf(block).map((problem) => [problem.code, ...problem.path])).toEqual([
      ['exhibitOtherLayout', 'stages'],
      ['exhibitOtherLayout', 'chartNote'],
      ['exhibitOtherLayout', 'codes'],
      ['exhibitOtherLayout', 'columns'],
      ['exhibitOtherLayout', 'buckets'],
      ['exhibitOtherLayout', 'tasks'],
    ]);
  });

  it("say which column's shares do not add up to 100, and how far off", () => {
    const first = exhibit('aging');
    first.buckets![1].shares[0] -= 4;
    expect(problemsOf(first).map((problem) => problem.hint)).toEqual([
      "raise the first number of some buckets' shares by 4 in all: each column is the whole A/R at that moment",
    ]);
    const block = exhibit('aging');
    block.buckets![0].shares[1] += 3;
    expect(problemsOf(block)).toEqual([
      {
        code: 'exhibitSharesTotal',
        path: ['buckets'],
        message: `the shares of "${block.columns![1]}" add up to 103%, not 100%`,
        hint: "lower the second number of some buckets' shares by 3 in all: each column is the whole A/R at that moment",
      },
    ]);
  });

  it('report a phrase that overlaps one earlier in the note, naming that one', () => {
    const block = exhibit('annotated');
    const last = block.codes!.length - 1;
    const diabetes = block.codes!.findIndex((code) => code.phrases.includes('type 2 diabetes with hyperglycemia'));
    // A phrase of the last code that starts inside the diabetes code's phrase and runs past its end.
    block.codes![last].phrases.push('hyperglycemia, worsening');
    expect(diabetes).toBeGreaterThan(0);
    expect(problemsOf(block)).toEqual([
      {
        code: 'exhibitPhrasesOverlap',
        path: ['codes', last, 'phrases', block.codes![last].phrases.length - 1],
        message: expect.stringContaining('overlaps the phrase "type 2 diabetes with hyperglycemia"'),
        hint: expect.any(String),
      },
    ]);
  });

  it("report a claim line's code that the exhibit does not list, at the code", () => {
    const block = exhibit('annotated');
    block.claimLines!.lines[1].diagnoses = ['L60.9'];
    expect(problemsOf(block)).toEqual([
      {
        code: 'exhibitClaimLineCode',
        path: ['claimLines', 'lines', 1, 'diagnoses', 0],
        message: expect.stringContaining('"L60.9"'),
        hint: expect.stringContaining(block.codes!.map((entry) => entry.code).join(', ')),
      },
    ]);
  });

  it('report, of two phrases that overlap, the later in the note, naming the earlier', () => {
    const block = exhibit('annotated');
    const last = block.codes!.length - 1;
    // Earlier in the note than "glipizide 5 mg daily added", and running into it; it starts right where "type 2
    // diabetes with hyperglycemia" ends, which it only touches.
    block.codes![last].phrases.push(', worsening. Plan: continue metformin; glipizide');
    expect(problemsOf(block).map((problem) => [problem.path, problem.message])).toEqual([
      [
        ['codes', 0, 'phrases', 1],
        'the phrase "glipizide 5 mg daily added" overlaps the phrase ", worsening. Plan: continue metformin; glipizide" in the chart note',
      ],
    ]);
  });

  it('name, for a phrase that starts where one marked phrase ends and inside the next, the next', () => {
    const block = exhibit('annotated');
    const last = block.codes!.length - 1;
    // Both start right where "type 2 diabetes with hyperglycemia" ends; the longer is marked, the shorter overlaps it.
    block.codes![last].phrases.push(', worsening. Plan: continue metformin', ', worsening');
    expect(problemsOf(block).map((problem) => [problem.path, problem.message])).toEqual([
      [
        ['codes', last, 'phrases', block.codes![last].phrases.length - 1],
        'the phrase ", worsening" overlaps the phrase ", worsening. Plan: continue metformin" in the chart note',
      ],
    ]);
  });
});
