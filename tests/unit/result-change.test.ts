import { describe, expect, it } from 'vitest';
import { figureDisagreement, measureAmount } from '../../src/logic/result-change.ts';

describe('measureAmount', () => {
  it.each([
    ['11.4%', 11.4],
    ['3.0% of claims', 3],
    ['$182K a month', 182_000],
    ['$1.2M a month', 1_200_000],
    ['1,250 claims', 1250],
    ['48 days', 48],
    ['9 payers', 9],
    // Digits without commas are one number, however many: not the first three of them.
    ['1000 claims', 1000],
    ['12345', 12_345],
    ['$1500K a year', 1_500_000],
  ])('reads %s as %d', (measure, amount) => {
    expect(measureAmount(measure)).toBe(amount);
  });

  it('reads no number from words', () => {
    expect(measureAmount('about half')).toBeUndefined();
  });
});

describe('figureDisagreement', () => {
  it('agrees with a change in % that (after − before) ÷ before rounds to', () => {
    // The home page's cardiology client: 11.4% → 3.0% is −73.7%, shown as −74%.
    expect(figureDisagreement({ value: '−74%', before: '11.4%', after: '3.0% of claims' })).toBeUndefined();
    expect(figureDisagreement({ value: '+41%', before: '$182K', after: '$257K a month' })).toBeUndefined();
  });

  it('refuses a change in % that before → after is not, and says what it is', () => {
    expect(figureDisagreement({ value: '−70%', before: '11.4%', after: '3.0%' })).toEqual({
      problem: 'differs',
      kind: 'percentChange',
      computed: '−74%',
    });
    // A rise written as a fall is refused, whatever its size.
    expect(figureDisagreement({ value: '−41%', before: '$182K', after: '$257K' })).toMatchObject({ computed: '+41%' });
  });

  it('takes half of the last digit shown either way as rounding, and no more', () => {
    // 100 → 50.5 is −49.5%: both −49% and −50% are fair roundings of it; −48% is not.
    expect(figureDisagreement({ value: '−50%', before: '100', after: '50.5' })).toBeUndefined();
    expect(figureDisagreement({ value: '−49%', before: '100', after: '50.5' })).toBeUndefined();
    expect(figureDisagreement({ value: '−48%', before: '100', after: '50.5' })).toMatchObject({ computed: '−50%' });
    // With a decimal shown the rounding is a tenth's half: 200 → 213.3 is +6.65%.
    expect(figureDisagreement({ value: '+6.7%', before: '200', after: '213.3' })).toBeUndefined();
    expect(figureDisagreement({ value: '+6.5%', before: '200', after: '213.3' })).toMatchObject({ computed: '+6.7%' });
  });

  it('takes a difference of exactly the half and the billionth it allows for binary fractions as rounding too', () => {
    // 1 → 0.500000001 days is −0.499999999 days, 0.500000001 from the −1 shown: the very limit (0.5 + 1e-9, the same
    // binary number), still within it.
    expect(figureDisagreement({ value: '−1 days', before: '1 day', after: '0.500000001 days' })).toBeUndefined();
  });

  it('writes a change that rounds to nothing without a sign: 0%, never +0% or −0%', () => {
    expect(figureDisagreement({ value: '+5%', before: '100', after: '100' })).toEqual({ problem: 'differs', kind: 'percentChange', computed: '0%' });
    // 500 → 499.8 is −0.04%, 0% as shown.
    expect(figureDisagreement({ value: '+5%', before: '500', after: '499.8' })).toMatchObject({ computed: '0%' });
    expect(figureDisagreement({ value: '−3 days', before: '12 days', after: '12 days' })).toMatchObject({ computed: '0 days' });
  });

  it('agrees with a change in days that is after − before, to the day', () => {
    expect(figureDisagreement({ value: '−23 days', before: '48 days', after: '25 days' })).toBeUndefined();
    expect(figureDisagreement({ value: '−22 days', before: '48 days', after: '25 days' })).toEqual({
      problem: 'differs',
      kind: 'dayChange',
      computed: '−23 days',
    });
    expect(figureDisagreement({ value: '+5 days', before: '10', after: '15 days' })).toBeUndefined();
  });

  it('agrees with a change in days from day 0 (only a change in % needs a before that is not zero)', () => {
    expect(figureDisagreement({ value: '+5 days', before: '0 days', after: '5 days' })).toBeUndefined();
  });

  it('agrees with a level that is its after, or that has no after (the level is the after)', () => {
    expect(figureDisagreement({ value: '99.3%', before: '81%', after: '99.3%' })).toBeUndefined();
    expect(figureDisagreement({ value: '99.3%', before: '81%' })).toBeUndefined();
    expect(figureDisagreement({ value: '22 days', before: '41 days' })).toBeUndefined();
    expect(figureDisagreement({ value: '99.3%', before: '81%', after: '98.9%' })).toEqual({ problem: 'differs', kind: 'level', computed: '98.9%' });
  });

  it('asks a change for its after, and a change in % for a before that is not zero', () => {
    expect(figureDisagreement({ value: '−74%', before: '11.4%' })).toEqual({ problem: 'noAfter' });
    expect(figureDisagreement({ value: '+40%', before: '0 claims', after: '12 claims' })).toEqual({ problem: 'fromZero' });
  });

  it('says which measure is not a number', () => {
    expect(figureDisagreement({ value: '−74%', before: 'many', after: '3%' })).toEqual({ problem: 'notANumber', field: 'before' });
    expect(figureDisagreement({ value: '−74%', before: '11.4%', after: 'few' })).toEqual({ problem: 'notANumber', field: 'after' });
    expect(figureDisagreement({ value: '99.3%', before: '81%', after: 'most claims' })).toEqual({ problem: 'notANumber', field: 'after' });
  });

  it('has nothing to check without a before', () => {
    expect(figureDisagreement({ value: '99.3%' })).toBeUndefined();
  });

  it('has nothing to check in a value not written as a figure (the schema refuses it)', () => {
    expect(figureDisagreement({ value: 'about a third', before: '11.4%', after: '3.0%' })).toBeUndefined();
  });
});
