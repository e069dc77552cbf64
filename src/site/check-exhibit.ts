// The checks of an exhibit that the schema cannot make: a field written for another layout (which would be drawn
// nowhere), shares that do not add up to 100, stages out of day order, phrases the chart note does not have, claim
// lines naming codes the exhibit does not have, and follow-ups outside their task. Each is said at the number or the
// words to change.
import type { ExhibitBlock } from '../model/types.generated.ts';
import { columnTotals, findPhrases, firstOutOfOrder, followUpsOutside, lastWeek, unknownLineCodes } from '../logic/exhibit.ts';
import type { DataPath } from './locate.ts';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import { readSchemas, type JsonSchema } from './schemas.ts';

type Report = (path: DataPath, problem: Pick<SiteProblem, 'code' | 'message' | 'hint'>) => void;

/** Each layout's own fields, as the exhibit's schema requires them (its allOf of if layout … then required …). */
export function exhibitLayoutFields(): Map<string, string[]> {
  const schema = readSchemas().get('blocks/exhibit.schema.json');
  const branches = (schema?.allOf ?? []) as { if: JsonSchema; then: JsonSchema }[];
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: each branch of the schema's allOf names its layout and requires fields
  return new Map(branches.map((branch) => [String(branch.if.properties?.layout?.const), branch.then.required ?? []]));
}

/** Reports what is wrong with the exhibit at `at`. */
export function checkExhibit(block: ExhibitBlock, at: DataPath, report: Report): void {
  const layouts = exhibitLayoutFields();
  // Stryker disable next-line ArrayDeclaration: every layout has its branch in the schema
  const own = layouts.get(block.layout) ?? [];
  for (const [owner, fields] of layouts) {
    for (const key of fields.filter((field) => Object.hasOwn(block, field) && !own.includes(field)))
      report([...at, key], {
        code: 'exhibitOtherLayout',
        message: catalogue.exhibitOtherLayout.message({ key, owner, layout: block.layout }),
        hint: catalogue.exhibitOtherLayout.hint({ layout: block.layout, fields: own }),
      });
  }

  const { buckets, columns } = block;
  if (block.layout === 'aging' && buckets && columns) {
    columnTotals(
      buckets.map((bucket) => bucket.shares),
      columns.length,
    ).forEach((total, i) => {
      if (total !== 100)
        report([...at, 'buckets'], {
          code: 'exhibitSharesTotal',
          message: catalogue.exhibitSharesTotal.message({ column: columns[i], total }),
          hint: catalogue.exhibitSharesTotal.hint({ position: i + 1, total }),
        });
    });
  }

  if (block.layout === 'lifecycle' && block.stages) {
    const days = block.stages.map((stage) => stage.day);
    const late = firstOutOfOrder(days);
    // Stryker disable next-line EqualityOperator: the first stage has none before it, so it is never the one out of order
    if (late > 0)
      report([...at, 'stages', late, 'day'], {
        code: 'exhibitDayOrder',
        message: catalogue.exhibitDayOrder.message({ stage: late + 1, day: days[late], before: days[late - 1] }),
        hint: catalogue.exhibitDayOrder.hint(),
      });
  }

  if (block.layout === 'annotated' && block.chartNote && block.codes) {
    const codes = block.codes;
    const { missing, overlapping, marked } = findPhrases(block.chartNote.text, codes);
    for (const { code, phrase } of missing)
      report([...at, 'codes', code, 'phrases', phrase], {
        code: 'exhibitPhraseNotInNote',
        message: catalogue.exhibitPhraseNotInNote.message({ phrase: codes[code].phrases[phrase] }),
        hint: catalogue.exhibitPhraseNotInNote.hint(),
      });
    for (const place of overlapping) {
      // The marked phrase it starts in: marked phrases do not overlap, so the first to end after its start.
      const other = marked.find((earlier) => place.start < earlier.end);
      report([...at, 'codes', place.code - 1, 'phrases', codes[place.code - 1].phrases.indexOf(place.phrase)], {
        code: 'exhibitPhrasesOverlap',
        // Stryker disable next-line OptionalChaining,StringLiteral: a phrase overlaps one marked before it, or it would be marked
        message: catalogue.exhibitPhrasesOverlap.message({ phrase: place.phrase, other: other?.phrase ?? '' }),
        hint: catalogue.exhibitPhrasesOverlap.hint(),
      });
    }
  }

  if (block.layout === 'annotated' && block.claimLines && block.codes) {
    const codes = block.codes.map((entry) => entry.code);
    for (const { place, code } of unknownLineCodes(block.claimLines.lines, block.codes))
      report([...at, 'claimLines', 'lines', ...place], {
        code: 'exhibitClaimLineCode',
        message: catalogue.exhibitClaimLineCode.message({ code }),
        hint: catalogue.exhibitClaimLineCode.hint({ codes }),
      });
  }

  if (block.layout === 'timeline' && block.tasks) {
    block.tasks.forEach((task, t) => {
      // A follow-up outside its task is one of the task's followUps.
      for (const week of followUpsOutside(task))
        report([...at, 'tasks', t, 'followUps', task.followUps!.indexOf(week)], {
          code: 'exhibitFollowUpOutside',
          message: catalogue.exhibitFollowUpOutside.message({ week, start: task.start, end: lastWeek(task) }),
          hint: catalogue.exhibitFollowUpOutside.hint(),
        });
    });
  }
}
