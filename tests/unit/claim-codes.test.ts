// A claim's codes taken apart for the hero's claim picture: one chip a code, its modifiers and units apart.
import { describe, expect, it, vi } from 'vitest';

/**
 * The codes of `text`, read by the module loaded afresh within the test: its patterns are made when the module loads,
 * and mutation testing counts a test as reading them only when that happens during the test.
 */
async function claimCodes(text: string) {
  vi.resetModules();
  const module = await import('../../src/logic/claim-codes.ts');
  return module.claimCodes(text);
}

describe('claimCodes', () => {
  it.each([
    ['57454', [{ code: '57454', modifiers: [] }]],
    ['64483-RT', [{ code: '64483', modifiers: ['RT'] }]],
    [
      '93458-26 + 93571-26',
      [
        { code: '93458', modifiers: ['26'] },
        { code: '93571', modifiers: ['26'] },
      ],
    ],
    [
      '99392 + 90460 + 90633',
      [
        { code: '99392', modifiers: [] },
        { code: '90460', modifiers: [] },
        { code: '90633', modifiers: [] },
      ],
    ],
    ['E0601-RR-KH-KX', [{ code: 'E0601', modifiers: ['RR', 'KH', 'KX'] }]],
    [
      '97530-GO ×2 + 97535-GO',
      [
        { code: '97530', modifiers: ['GO'], units: '×2' },
        { code: '97535', modifiers: ['GO'] },
      ],
    ],
    [
      '96365 + 96366 + Q5121-JZ ×40',
      [
        { code: '96365', modifiers: [] },
        { code: '96366', modifiers: [] },
        { code: 'Q5121', modifiers: ['JZ'], units: '×40' },
      ],
    ],
    ['MS-DRG 291', [{ code: 'MS-DRG 291', modifiers: [] }]],
    [
      '  D2740 +  D2950 ',
      [
        { code: 'D2740', modifiers: [] },
        { code: 'D2950', modifiers: [] },
      ],
    ],
    ['', []],
    // Units written against the ×, or against the code, or with a space after the ×.
    ['97530-GO×2', [{ code: '97530', modifiers: ['GO'], units: '×2' }]],
    ['97110-GP × 2', [{ code: '97110', modifiers: ['GP'], units: '× 2' }]],
    // Units are read at the end only: a × further in stays in the code.
    ['J3490 ×2 vials', [{ code: 'J3490 ×2 vials', modifiers: [] }]],
  ])('%j', async (text, expected) => {
    expect(await claimCodes(text)).toEqual(expected);
  });

  it('never leaves a code empty: a hyphen at the start is part of the code', async () => {
    expect(await claimCodes('-26')).toEqual([{ code: '-26', modifiers: [] }]);
  });

  it('reads a modifier at the end only, and only of two letters or digits', async () => {
    expect(await claimCodes('64483-RT-X')).toEqual([{ code: '64483-RT-X', modifiers: [] }]);
    expect(await claimCodes('64483-R')).toEqual([{ code: '64483-R', modifiers: [] }]);
  });
});
