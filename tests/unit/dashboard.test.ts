// The demo dashboard's shares and bars, from the amounts of site.yaml.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barLengths, changesOnPrevious, wholePercentShares } from '../../src/logic/dashboard.ts';
import { builtSite } from '../sites.ts';

const dashboard = builtSite()
  .pages.flatMap((page) => page.blocks)
  .find((block) => block.type === 'demoDashboard')!;

describe('payer shares', () => {
  it('reads the sample payer mix as 32, 24, 18, 12, 8 and 6 percent', () => {
    expect(wholePercentShares(dashboard.payers.items.map((payer) => payer.amount))).toEqual([32, 24, 18, 12, 8, 6]);
  });

  it('gives the rounding to the largest remainders, so three equal payers make 34 + 33 + 33', () => {
    expect(wholePercentShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentShares([2, 1, 1])).toEqual([50, 25, 25]);
  });

  it('gives the rounding to the largest remainder wherever it stands, not to the first amount or the largest one', () => {
    // 1 and 2 of 3: 33.33% and 66.67%, 33 + 66 = 99, and the point left goes to .67.
    expect(wholePercentShares([1, 2])).toEqual([33, 67]);
    // 1, 2 and 4 of 7: 14.29%, 28.57% and 57.14%, 14 + 28 + 57 = 99, and the point left goes to .57, the middle one.
    expect(wholePercentShares([1, 2, 4])).toEqual([14, 29, 57]);
  });

  it('shares nothing when there is nothing to share', () => {
    expect(wholePercentShares([0, 0])).toEqual([0, 0]);
    expect(wholePercentShares([])).toEqual([]);
  });

  it('always adds up to 100 in whole percent between 0 and 100, for any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e12, noNaN: true }), { minLength: 1, maxLength: 12 }), (amounts) => {
        const shares = wholePercentShares(amounts);
        const total = amounts.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total > 0 ? 100 : 0);
        for (const share of shares) expect(Number.isInteger(share) && share >= 0 && share <= 100).toBe(true);
      }),
    );
  });
});

describe('bar lengths', () => {
  it('draws the best month full length and the others in proportion', () => {
    expect(barLengths([50, 100, 25])).toEqual([50, 100, 25]);
  });

  it('draws no bars when every amount is 0, never NaN', () => {
    expect(barLengths([0, 0])).toEqual([0, 0]);
  });
});

describe("the monthly report's changes on the month before", () => {
  it("reads the sample collections' months as up 4.1, 4.3, 3.3, 3.8 and 3.8 percent, nothing for January", () => {
    const changes = changesOnPrevious(dashboard.revenue.months.map((month) => month.amount));
    expect(changes[0]).toBeUndefined();
    expect(changes.slice(1).map((change) => Number((change! * 100).toFixed(1)))).toEqual([4.1, 4.3, 3.3, 3.8, 3.8]);
  });

  it('says a fall as a negative fraction, and states no change from a month of 0', () => {
    expect(changesOnPrevious([200, 150])).toEqual([undefined, -0.25]);
    expect(changesOnPrevious([0, 100, 100])).toEqual([undefined, undefined, 0]);
  });

  it('gives a finite change or none, never NaN or Infinity, for any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: false })), (amounts) => {
        for (const change of changesOnPrevious(amounts)) expect(change === undefined || Number.isFinite(change)).toBe(true);
      }),
    );
  });
});
