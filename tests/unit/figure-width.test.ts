// How wide the audit estimate's figures are drawn, so their box can size them to fit on one line.
import { describe, expect, it } from 'vitest';
import { figureWidthEm } from '../../src/logic/figure-width.ts';

describe('the width of a figure', () => {
  it('counts a digit or $ as 0.64 em and a comma as 0.34 em', () => {
    expect(figureWidthEm('$9,000')).toBe(3.54);
    expect(figureWidthEm('$300,000')).toBe(4.82);
  });

  it('grows with the number of digits, so the longest figure sets the size of all four', () => {
    const widths = ['$80,000', '$90,000,000', '$3,000,000,000'].map(figureWidthEm);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(figureWidthEm('$3,000,000,000')).toBe(8.06);
  });

  it('is nothing for nothing', () => {
    expect(figureWidthEm('')).toBe(0);
  });
});
