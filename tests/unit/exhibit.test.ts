// The exhibits' drawings from their numbers: positions, lengths and changes, and the checks that keep the numbers
// honest, against the samples of site.yaml.
import { describe, expect, it } from 'vitest';
import {
  axisWeeks,
  columnTotals,
  findPhrases,
  firstOutOfOrder,
  followUpsOutside,
  linePoints,
  notePieces,
  percentChange,
  splitLastWord,
  taskBar,
  timelineWeeks,
  unknownLineCodes,
  weekMiddle,
} from '../../src/logic/exhibit.ts';
import type { ExhibitBlock } from '../../src/model/types.generated.ts';
import { exhibitLayoutFields } from '../../src/site/check-exhibit.ts';
import { builtSite } from '../sites.ts';

const site = builtSite();
const exhibitOn = (path: string) => site.pages.find((page) => page.path === path)!.blocks.find((block): block is ExhibitBlock => block.type === 'exhibit')!;

describe('an A/R aging', () => {
  it('adds each column of shares', () => {
    expect(
      columnTotals(
        [
          [38, 64],
          [19, 20],
          [43, 15],
        ],
        2,
      ),
    ).toEqual([100, 99]);
  });

  it("on /services/ar-management, each moment's shares add up to the whole A/R", () => {
    const { buckets, columns } = exhibitOn('/services/ar-management');
    expect(
      columnTotals(
        buckets!.map((bucket) => bucket.shares),
        columns!.length,
      ),
    ).toEqual([100, 100]);
  });
});

describe("a claim's lifecycle", () => {
  it('finds the first stage dated before the one above it', () => {
    expect(firstOutOfOrder([0, 0, 1, 2, 14, 14])).toBe(-1);
    expect(firstOutOfOrder([0, 2, 1, 14])).toBe(2);
  });

  it('on /services/medical-billing, runs from the visit (day 0) to the posting, in day order', () => {
    const days = exhibitOn('/services/medical-billing').stages!.map((stage) => stage.day);
    expect(days[0]).toBe(0);
    expect(firstOutOfOrder(days)).toBe(-1);
  });
});

describe('a timeline of weeks', () => {
  const tasks = [
    { start: 1, weeks: 2 },
    { start: 3, weeks: 10 },
  ];

  it('spans up to the last week of the longest-running task', () => {
    expect(timelineWeeks(tasks)).toBe(12);
  });

  it("draws a task's bar from its first week for as many weeks as it takes, in proportion to the whole", () => {
    expect(taskBar({ start: 1, weeks: 2 }, 12)).toEqual({ left: 0, width: (2 / 12) * 100 });
    expect(taskBar({ start: 3, weeks: 10 }, 12)).toEqual({ left: (2 / 12) * 100, width: (10 / 12) * 100 });
  });

  it('puts a follow-up in the middle of its week, and names every week up to 8, then every other one', () => {
    expect(weekMiddle(1, 10)).toBe(5);
    expect(weekMiddle(10, 10)).toBe(95);
    expect(axisWeeks(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(axisWeeks(12)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(axisWeeks(20)).toEqual([1, 5, 9, 13, 17]);
  });

  it('names every week of an 8-week timeline, and every other week of a 16-week one', () => {
    expect(axisWeeks(8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(axisWeeks(9)).toEqual([1, 3, 5, 7, 9]);
    expect(axisWeeks(16)).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
    expect(axisWeeks(17)).toEqual([1, 5, 9, 13, 17]);
  });

  it("finds the follow-ups outside their task's weeks", () => {
    expect(followUpsOutside({ start: 2, weeks: 6, followUps: [1, 2, 7, 8] })).toEqual([1, 8]);
    expect(followUpsOutside({ start: 2, weeks: 6 })).toEqual([]);
  });
});

describe("a report's trend line", () => {
  it('spaces the months evenly and sets each point as high as its amount, from 0 at the foot', () => {
    expect(linePoints([50, 100], 200, 100)).toEqual([
      { x: 50, y: 50 },
      { x: 150, y: 0 },
    ]);
    expect(linePoints([50, 100], 200, 100, 10)).toEqual([
      { x: 50, y: 55 },
      { x: 150, y: 10 },
    ]);
    expect(linePoints([0, 0], 200, 100)).toEqual([
      { x: 50, y: 100 },
      { x: 150, y: 100 },
    ]);
  });

  it('says how much the last month moved from the first, with a real minus sign', () => {
    expect(percentChange(188400, 214600)).toBe('+13.9%');
    expect(percentChange(200, 150)).toBe('−25%');
    expect(percentChange(200, 200)).toBe('0%');
    expect(percentChange(0, 150)).toBe('');
  });
});

describe('a chart note and its codes', () => {
  const note = 'Follow-up of diabetes; A1c up; glipizide added, same visit.';

  it("keeps a marked phrase's last word apart, to stand on one line with its number", () => {
    expect(splitLastWord('glipizide 5 mg daily added')).toEqual(['glipizide 5 mg daily ', 'added']);
    expect(splitLastWord('metformin')).toEqual(['', 'metformin']);
    expect(splitLastWord('')).toEqual(['', '']);
  });

  it("cuts the note into words and each code's phrases, numbered by their code", () => {
    expect(notePieces(note, [{ phrases: ['glipizide added', 'A1c up'] }, { phrases: ['same visit'] }])).toEqual([
      { text: 'Follow-up of diabetes; ' },
      { text: 'A1c up', code: 1 },
      { text: '; ' },
      { text: 'glipizide added', code: 1 },
      { text: ', ' },
      { text: 'same visit', code: 2 },
      { text: '.' },
    ]);
  });

  it("marks a phrase at the note's very start and one at its very end, side by side, with no empty piece of words", () => {
    const whole = 'Type 2 diabetes with hyperglycemia';
    expect(notePieces(whole, [{ phrases: ['Type 2 diabetes'] }, { phrases: [' with hyperglycemia'] }])).toEqual([
      { text: 'Type 2 diabetes', code: 1 },
      { text: ' with hyperglycemia', code: 2 },
    ]);
    expect(findPhrases(whole, [{ phrases: ['Type 2 diabetes', ' with hyperglycemia'] }])).toMatchObject({ missing: [], overlapping: [] });
  });

  it('marks the longer of two phrases that start at the same place, whichever code names it, the shorter overlapping it', () => {
    const marked = (codes: { phrases: string[] }[]) => {
      const { marked, overlapping } = findPhrases(note, codes);
      return { marked: marked.map((place) => place.phrase), overlapping: overlapping.map((place) => place.phrase) };
    };
    expect(marked([{ phrases: ['A1c'] }, { phrases: ['A1c up'] }])).toEqual({ marked: ['A1c up'], overlapping: ['A1c'] });
    expect(marked([{ phrases: ['A1c up'] }, { phrases: ['A1c'] }])).toEqual({ marked: ['A1c up'], overlapping: ['A1c'] });
  });

  it('finds the phrases the note does not have, and those overlapping an earlier one', () => {
    const { missing, overlapping } = findPhrases(note, [{ phrases: ['A1c up', 'same day'] }, { phrases: ['up; glipizide'] }]);
    expect(missing).toEqual([{ code: 0, phrase: 1 }]);
    expect(overlapping.map((place) => place.phrase)).toEqual(['up; glipizide']);
  });

  it("finds a claim line's codes that are not the exhibit's, a code with its modifier counting as both parts", () => {
    const codes = [{ code: '99214' }, { code: '25' }, { code: 'E11.65' }, { code: '11730-T5' }, { code: 'L60.0' }];
    const good = [
      { procedure: '99214', modifiers: ['25'], diagnoses: ['E11.65'] },
      { procedure: '11730', modifiers: ['T5'], diagnoses: ['L60.0'] },
    ];
    expect(unknownLineCodes(good, codes)).toEqual([]);
    expect(unknownLineCodes([{ procedure: '11730-T5', diagnoses: ['L60.0'] }], codes)).toEqual([]);
    const bad = [
      { procedure: '99215', modifiers: ['25', '59'], diagnoses: ['E11.65', 'E11.9'] },
      { procedure: '11730', diagnoses: ['L60'] },
    ];
    expect(unknownLineCodes(bad, codes)).toEqual([
      { place: [0, 'procedure'], code: '99215' },
      { place: [0, 'modifiers', 1], code: '59' },
      { place: [0, 'diagnoses', 1], code: 'E11.9' },
      { place: [1, 'diagnoses', 0], code: 'L60' },
    ]);
  });

  it("on /services/medical-coding, every code of the claim's lines is one of the exhibit's codes", () => {
    const { claimLines, codes } = exhibitOn('/services/medical-coding');
    expect(claimLines?.lines.length).toBeGreaterThan(0);
    expect(unknownLineCodes(claimLines!.lines, codes!)).toEqual([]);
  });

  it('on /services/medical-coding, marks every phrase of every code', () => {
    const { chartNote, codes } = exhibitOn('/services/medical-coding');
    const { missing, overlapping, marked } = findPhrases(chartNote!.text, codes!);
    expect([missing, overlapping]).toEqual([[], []]);
    expect(marked).toHaveLength(codes!.flatMap((code) => code.phrases).length);
  });
});

describe("the exhibit's layouts", () => {
  it('take their own fields, as the schema requires them', () => {
    expect(Object.fromEntries(exhibitLayoutFields())).toEqual({
      lifecycle: ['dayLabel', 'stages'],
      annotated: ['chartNote', 'codesTitle', 'codes'],
      aging: ['columns', 'buckets'],
      timeline: ['weekLabel', 'spanLabel', 'followUpLabel', 'tasks'],
      report: ['figures', 'trendLine', 'denials', 'actions'],
    });
  });
});

describe("the exhibits' captions in site.yaml", () => {
  const exhibits = site.pages.flatMap((page) => page.blocks.flatMap((block) => (block.type === 'exhibit' ? [block] : [])));

  it('describe the A/R aging as the horizontal bars it draws, never as columns', () => {
    const aging = exhibits.find((block) => block.layout === 'aging')!;
    expect(aging.footnote).toMatch(/bars/);
    expect(aging.footnote).not.toMatch(/column/i);
  });

  it("explain every colour of the enrollment timeline, the amber of a payer's request too", () => {
    const timeline = exhibits.find((block) => block.layout === 'timeline')!;
    expect(timeline.footnote).toMatch(/green is done/i);
    expect(timeline.footnote).toMatch(/amber is a payer's request for more information/);
  });
});
