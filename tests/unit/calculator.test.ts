// The Revenue Impact Calculator against the numbers of spec section 9, with the coefficients of site.yaml.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatorBasis,
  calculatorInputs,
  defaultCalculatorTexts,
  inputNote,
  revenueImpact,
  type CalculatorInputs,
  type RevenueImpact,
} from '../../src/logic/calculator.ts';
import { parseDecimal } from '../../src/logic/decimal.ts';
import { formatDollars, formatDays } from '../../src/logic/format.ts';
import { builtSite } from '../sites.ts';

const site = builtSite();
const constants = site.constants.calculator;
const largest = site.constants.limits.largestNumber;
const impact = (inputs: Partial<CalculatorInputs>) => revenueImpact({ ...constants.defaults, ...inputs }, constants);
const impactOfTexts = (texts: Partial<Record<keyof CalculatorInputs, string>>) =>
  revenueImpact(calculatorInputs({ ...defaultCalculatorTexts(constants), ...texts }, largest), constants);
const shown = (result: RevenueImpact) => ({
  currentLoss: formatDollars(result.currentLoss),
  potentialSavings: formatDollars(result.potentialSavings),
  improvedRevenue: formatDollars(result.improvedRevenue),
  timeSavings: formatDays(result.timeSavings),
  annualSavings: formatDollars(result.annualSavings),
});
const allFinite = (result: RevenueImpact) => Object.values(result).every(Number.isFinite);

describe('the revenue impact calculator', () => {
  it('gives finite figures, and never a negative saving, for whatever is typed in the boxes', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.double().map(String),
      fc.integer().map(String),
      fc.constantFrom('', '-', '1e400', 'NaN', 'Infinity', '$1,000', '15%', '  7 '),
    );
    fc.assert(
      fc.property(fc.record({ monthlyRevenue: typed, claimsPerMonth: typed, denialRate: typed, avgClaimValue: typed, daysInAR: typed }), (texts) => {
        const result = impactOfTexts(texts);
        expect(allFinite(result)).toBe(true);
        expect(result.potentialSavings).toBeGreaterThanOrEqual(0);
        expect(Object.values(shown(result)).join(' ')).not.toMatch(/NaN|Infinity|-\$/);
      }),
      { numRuns: 500 },
    );
  });

  it('starts from the spec defaults: 100,000 revenue, 500 claims, 15% denials, $200 a claim, 45 days in A/R', () => {
    expect(constants.defaults).toEqual({ monthlyRevenue: 100000, claimsPerMonth: 500, denialRate: 15, avgClaimValue: 200, daysInAR: 45 });
  });

  it('shows $16,000 lost, $9,300 saved, $109,300 improved revenue, 14 days and $111,600 a year for the defaults', () => {
    const result = impact({});
    // Denial loss 500 × 15% × 200 = 15,000; carrying cost 100,000/30 × 45 × 0.08/12 = 1,000.
    expect(result.currentLoss).toBeCloseTo(16000, 6);
    // Improved: 6% denials (15 × 0.4) and 31.5 days (45 × 0.7): 6,000 + 700 = 6,700.
    expect(result.potentialSavings).toBeCloseTo(9300, 6);
    expect(result.timeSavings).toBeCloseTo(13.5, 9);
    expect(shown(result)).toEqual({
      currentLoss: '$16,000',
      potentialSavings: '$9,300',
      improvedRevenue: '$109,300',
      timeSavings: '14',
      annualSavings: '$111,600',
    });
  });

  it('never improves the denial rate below the 2% floor', () => {
    // 4% × 0.4 = 1.6%, so the floor (2%) applies: 500 × 2% × 200 = 2,000 instead of 4,000.
    const result = impact({ denialRate: 4, daysInAR: 0 });
    expect(result.currentLoss).toBeCloseTo(4000, 6);
    expect(result.potentialSavings).toBeCloseTo(2000, 6);
  });

  it('never improves A/R below the 25-day floor', () => {
    // 30 × 0.7 = 21 days, so the floor (25) applies: 5 days saved, not 9.
    const result = impact({ daysInAR: 30, denialRate: 0 });
    expect(result.timeSavings).toBe(5);
    // Carrying cost 100,000/30 × days × 0.08/12: 1,000 at 45 days per 45, so 666.67 at 30 and 555.56 at 25.
    expect(result.potentialSavings).toBeCloseTo((100000 / 30) * 5 * (0.08 / 12), 6);
  });

  it('keeps a practice already better than a floor at its own figures, with nothing negative saved', () => {
    const result = impact({ denialRate: 1, daysInAR: 20 });
    expect(result.potentialSavings).toBe(0);
    expect(result.timeSavings).toBe(0);
    expect(result.annualSavings).toBe(0);
    expect(result.improvedRevenue).toBe(100000);
  });

  it('multiplies the monthly savings by 12 for the year and adds them to the monthly revenue', () => {
    const result = impact({ monthlyRevenue: 250000, claimsPerMonth: 1200, denialRate: 12, avgClaimValue: 180, daysInAR: 52 });
    expect(result.annualSavings).toBeCloseTo(result.potentialSavings * 12, 6);
    expect(result.improvedRevenue).toBeCloseTo(250000 + result.potentialSavings, 6);
  });

  it("says the formulas' constants as a visitor reads them: percentages of a year, of today's figures, and days", () => {
    expect(calculatorBasis(constants)).toEqual({
      arCarryingCostRate: '8%',
      improvedDenialFactor: '40%',
      minimumDenialRate: '2%',
      improvedArFactor: '70%',
      minimumArDays: '25',
    });
    expect(calculatorBasis({ ...constants, arCarryingCostRate: 0.065, minimumDenialRate: 2.5, minimumArDays: 30 })).toMatchObject({
      arCarryingCostRate: '6.5%',
      minimumDenialRate: '2.5%',
      minimumArDays: '30',
    });
  });
});

describe('what the calculator reads from its boxes', () => {
  it('reads decimals, thousands separators, a $ and a % sign', () => {
    expect(parseDecimal('100000')).toBe(100000);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('100,000')).toBe(100000);
    expect(parseDecimal(' $2,500.75 ')).toBe(2500.75);
    expect(parseDecimal('15%')).toBe(15);
    expect(parseDecimal('1e3')).toBe(1000);
  });

  it('counts an empty box or text as 0, and a number beyond what JavaScript holds as infinite', () => {
    for (const text of ['', '   ', 'abc', '12abc', '1.2.3', 'NaN', 'Infinity', '-', '.', '0x1F']) expect(parseDecimal(text)).toBe(0);
    expect(parseDecimal('1e400')).toBe(Infinity);
    expect(parseDecimal('-1e400')).toBe(-Infinity);
  });

  it('counts a negative number as 0, a denial rate above 100% as 100%, a huge number as the largest input', () => {
    const inputs = calculatorInputs(
      { monthlyRevenue: '-5000', claimsPerMonth: '1e308', denialRate: '250', avgClaimValue: '1e400', daysInAR: '-1e400' },
      largest,
    );
    expect(inputs).toEqual({ monthlyRevenue: 0, claimsPerMonth: largest, denialRate: 100, avgClaimValue: largest, daysInAR: 0 });
  });

  it('gives finite figures and no negative saving for empty, negative, huge and non-numeric inputs', () => {
    const cases = [
      { monthlyRevenue: '', claimsPerMonth: '', denialRate: '', avgClaimValue: '', daysInAR: '' },
      { monthlyRevenue: '-100000', claimsPerMonth: '-500', denialRate: '-15', avgClaimValue: '-200', daysInAR: '-45' },
      { monthlyRevenue: '1e308', claimsPerMonth: '1e308', denialRate: '1e308', avgClaimValue: '1e400', daysInAR: '1e308' },
      { monthlyRevenue: 'lots', claimsPerMonth: 'many', denialRate: 'high', avgClaimValue: '?', daysInAR: 'forever' },
    ];
    for (const texts of cases) {
      const result = impactOfTexts(texts);
      expect(allFinite(result), JSON.stringify(texts)).toBe(true);
      expect(result.potentialSavings).toBeGreaterThanOrEqual(0);
      expect(result.timeSavings).toBeGreaterThanOrEqual(0);
      for (const text of Object.values(shown(result))) expect(String(text)).not.toMatch(/NaN|Infinity|∞|-/);
    }
    expect(shown(impactOfTexts(cases[0]))).toEqual({ currentLoss: '$0', potentialSavings: '$0', improvedRevenue: '$0', timeSavings: '0', annualSavings: '$0' });
  });
});

describe("what the calculator tells the visitor about a box's number", () => {
  const largest = 1_000_000_000;
  it('says nothing for an empty box or a number taken as typed', () => {
    for (const text of ['', '  ', '0', '100,000', '$200', '15%', '100', '1e9']) expect(inputNote('monthlyRevenue', text, largest), text).toBeUndefined();
    expect(inputNote('denialRate', '100', largest)).toBeUndefined();
  });
  it('says when text is not a number (0 is taken), a number is below 0 (0) or above the maximum (the maximum)', () => {
    expect(inputNote('daysInAR', 'abc', largest)).toBe('notNumber');
    expect(inputNote('daysInAR', '12 days', largest)).toBe('notNumber');
    expect(inputNote('monthlyRevenue', '-5000', largest)).toBe('belowZero');
    expect(inputNote('denialRate', '150', largest)).toBe('aboveMaximum');
    expect(inputNote('denialRate', '100.01', largest)).toBe('aboveMaximum');
    expect(inputNote('monthlyRevenue', '1e308', largest)).toBe('aboveMaximum');
    expect(inputNote('claimsPerMonth', '1000000001', largest)).toBe('aboveMaximum');
  });
  it('notes a typed number exactly when the formulas take another', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (typed) => {
        const text = String(typed);
        const taken = calculatorInputs({ ...defaultCalculatorTexts(site.constants.calculator), monthlyRevenue: text }, largest).monthlyRevenue;
        expect(inputNote('monthlyRevenue', text, largest) === undefined, text).toBe(taken === Number(text));
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
  it('notes any text without a digit as not a number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z:;!?/ -]*[a-zA-Z:;!?/-][a-zA-Z:;!?/ -]*$/), (text) => {
        expect(inputNote('daysInAR', text, largest), text).toBe('notNumber');
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });
});

describe('how the figures read', () => {
  it('shows dollars as U.S. dollars without cents, rounding to the nearest dollar', () => {
    expect(formatDollars(16000)).toBe('$16,000');
    expect(formatDollars(9299.6)).toBe('$9,300');
    expect(formatDollars(1234567.4)).toBe('$1,234,567');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(-0.3)).toBe('$0');
  });

  it('writes whole dollars and days as Intl.NumberFormat en-US does, at every length, sign and rounding edge', () => {
    const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 99.5, 999, 999.5, 1000, 12345, 99999.49, 100000, 999999.5, 1e9, 123456789012, Number.MAX_SAFE_INTEGER, 2 ** 60, 1e21, 2.5e25];
    for (const amount of [...amounts, ...amounts.map((a) => -a - 0.7)]) {
      const whole = Math.round(amount) || 0;
      expect(formatDollars(amount), String(amount)).toBe(currency.format(whole));
      expect(formatDays(amount), String(amount)).toBe(plain.format(whole));
    }
    expect([formatDollars(Number.NaN), formatDollars(Number.POSITIVE_INFINITY), formatDollars(Number.NEGATIVE_INFINITY)]).toEqual(['$0', '$∞', '-$∞']);
  });

  it('rounds days to whole days, with thousands separators', () => {
    expect(formatDays(13.5)).toBe('14');
    expect(formatDays(13.49)).toBe('13');
    expect(formatDays(0)).toBe('0');
    expect(formatDays(300000000)).toBe('300,000,000');
  });
});
