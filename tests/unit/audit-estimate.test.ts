// The revenue audit form's estimate against the rules of spec section 9, with the coefficients of site.yaml.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditEstimate, estimateBasis } from '../../src/logic/audit-estimate.ts';
import { formatDollars, formatPercent } from '../../src/logic/format.ts';
import { builtSite } from '../built-site.ts';

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

  it('gives finite figures, none negative, for any text typed in the three boxes', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.constantFrom('', '1e308', '1e400', '-5', '99.5', 'NaN'), (a, b, c, extreme) => {
        for (const result of [estimate(a, b, c), estimate(extreme, extreme, extreme), estimate('100000', extreme, extreme)]) {
          if (result) for (const figure of Object.values(result)) expect(Number.isFinite(figure) && figure >= 0).toBe(true);
        }
      }),
    );
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
