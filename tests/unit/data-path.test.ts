import { describe, expect, it } from 'vitest';
import { getIn } from '../../src/site/data-path.ts';

describe('the value at a place in the data', () => {
  const data = { pages: [{ path: '/about', blocks: [{ heading: 'About us' }] }], brand: { name: 'Crestline', logo: null } };

  it('follows keys and list positions', () => {
    expect(getIn(data, ['pages', 0, 'blocks', 0, 'heading'])).toBe('About us');
    expect(getIn(data, [])).toBe(data);
  });

  it('is undefined where the data does not go that far: past a text, a number, an empty value, or a missing key', () => {
    expect(getIn(data, ['brand', 'name', 'length'])).toBeUndefined();
    expect(getIn(data, ['brand', 'name', 0])).toBeUndefined();
    expect(getIn(data, ['brand', 'logo', 'src'])).toBeUndefined();
    expect(getIn({ size: 5 }, ['size', 'toFixed'])).toBeUndefined();
    expect(getIn(data, ['footer', 'links'])).toBeUndefined();
  });
});
