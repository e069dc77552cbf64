// The revenue audit form's estimate against the rules of spec section 9, with the coefficients of site.yaml.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditEstimate, estimateBasis } from '../../src/logic/audit-estimate.ts';
import { formatDollars, formatPercent } from '../../src/logic/format.ts';
import { builtSite } from '../sites.ts';

const site = builtSite();
const constants = site.constants.auditEstimate;
const largest = site.constants.limits.largestNumber;
const estimate = (monthlyCharges: string, currentAR: string, denialRate: string) =>
  auditEstimate({ monthlyCharges, currentAR, denialRate }, constants, largest);

describe('the audit estimate', () => {
  it('gives 25% of the charges a month, 12 times that a year, 40% of the A/R, and (rate − 3) points of the charges for a rate above 5%', () => {
    const result = estimate('100000', '200000', '12');
    expect(result).toEqual({ monthlyIncrease: 25000, annualIncrease: 300000, arImprovement: 80000, denialSavings: 9000 });
    expect(Object.values(result!).map(formatDollars)).toEqual(['$25,000', '$300,000', '$80,000', '$9,000']);
  });

  it('takes half the rate in points for a denial rate of 5% or less', () => {
    expect(estimate('100000', '0', '5')?.denialSavings).toBe(2500);
    expect(estimate('100000', '0', '4')?.denialSavings).toBe(2000);
    // Just above the threshold the other rule applies: (5.5 − 3)% of the charges.
    expect(estimate('100000', '0', '5.5')?.denialSavings).toBe(2500);
  });

  it('counts a denial rate above 100% as 100%: no practice has more denials than claims', () => {
    // (100 − 3) points of the charges, whatever rate above 100 was typed.
    expect(estimate('100000', '0', '100')?.denialSavings).toBe(97000);
    expect(estimate('100000', '0', '150')?.denialSavings).toBe(97000);
    expect(estimate('100000', '0', '100.5')?.denialSavings).toBe(97000);
  });

  it('exists only when the monthly charges are above 0', () => {
    expect(estimate('0', '200000', '12')).toBeUndefined();
    expect(estimate('', '200000', '12')).toBeUndefined();
    expect(estimate('lots', '200000', '12')).toBeUndefined();
    expect(estimate('-100', '200000', '12')).toBeUndefined();
  });

  it('counts an empty or non-numeric A/R balance or denial rate as 0', () => {
    expect(estimate('100000', '', 'high')).toEqual({ monthlyIncrease: 25000, annualIncrease: 300000, arImprovement: 0, denialSavings: 0 });
    expect(estimate('$100,000', '200,000', '12%')).toEqual(estimate('100000', '200000', '12'));
  });

  // What visitors type: mostly numbers as they write them (whole, with cents, with a $ or commas, with spaces around),
  // sometimes a rate at or over 100, the extremes, or any text at all.
  const typed = fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 0, max: 5_000_000 }).map(String) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 99_999_999 }).map((cents) => `$${(cents / 100).toLocaleString('en-US')}`) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 150 }).map((n) => ` ${n} `) },
    { weight: 1, arbitrary: fc.constantFrom('', '0', '1e308', '1e400', '-5', '99.5', 'NaN', '100', '5') },
    { weight: 1, arbitrary: fc.string() },
  );
  /** The number a typed text means, for the texts `typed` makes that are numbers (undefined for the others). */
  const meant = (text: string) => {
    const plain = text.replace(/[\s$,]/g, '');
    return /^-?\d+(\.\d+)?(e\d+)?$/.test(plain) ? Number(plain) : undefined;
  };

  it('gives finite figures, none negative, for any text typed, and for numbers the rules above, capped', () => {
    let estimated = 0;
    let runs = 0;
    fc.assert(
      fc.property(typed, typed, typed, (charges, ar, rate) => {
        runs++;
        const result = estimate(charges, ar, rate);
        if (result) for (const figure of Object.values(result)) expect(Number.isFinite(figure) && figure >= 0).toBe(true);
        const [c, a, r] = [meant(charges), meant(ar), meant(rate)];
        if (c === undefined || a === undefined || r === undefined) return;
        // Worked from the spec's rules, with amounts capped at the largest number and the rate at 0 to 100%.
        const amount = Math.min(Math.max(c, 0), largest);
        if (amount <= 0) {
          expect(result).toBeUndefined();
          return;
        }
        estimated++;
        const points = Math.min(Math.max(r, 0), 100);
        expect(result!.monthlyIncrease).toBeCloseTo(amount * 0.25, 6);
        expect(result!.annualIncrease).toBe(result!.monthlyIncrease * 12);
        expect(result!.arImprovement).toBeCloseTo(Math.min(Math.max(a, 0), largest) * 0.4, 6);
        expect(result!.denialSavings).toBeCloseTo((points > 5 ? points - 3 : points / 2) * amount * 0.01, 6);
      }),
      { numRuns: 500 },
    );
    // The rules were checked on most runs, not on a few.
    expect(estimated / runs).toBeGreaterThan(0.5);
  });
});

describe("the estimate's basis, as a visitor reads it", () => {
  it("writes the spec's coefficients (section 9) as percentages", () => {
    const constants = {
      monthlyIncreaseRate: 0.25,
      monthsPerYear: 12,
      arImprovementRate: 0.4,
      highDenialThreshold: 5,
      highDenialOffset: 3,
      lowDenialDivisor: 2,
      denialSavingsRate: 0.01,
    };
    expect(estimateBasis(constants)).toEqual({
      monthlyIncreaseRate: '25%',
      arImprovementRate: '40%',
      highDenialThreshold: '5%',
      highDenialOffset: '3%',
      lowDenialShare: '50%',
      denialSavingsRate: '1%',
    });
  });
  it('writes a share to two decimals at most, without the float noise of multiplying by 100', () => {
    expect([0.07, 0.125, 1 / 3, 0.005, 1, 0].map(formatPercent)).toEqual(['7%', '12.5%', '33.33%', '0.5%', '100%', '0%']);
  });
});
