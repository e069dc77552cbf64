// A person's monogram: the initials of their first and last names, in any alphabet.
import { describe, expect, it } from 'vitest';
import { initials } from '../../src/logic/initials.ts';

describe('initials', () => {
  it.each([
    ['Dana Whitfield', 'DW'],
    ['Elena Ramirez', 'ER'],
    ['  priya   nair ', 'PN'],
    ['Marcus J. Lee', 'ML'],
    ['Cher', 'C'],
    ['Zoë Ångström', 'ZÅ'],
    ['', ''],
    ['— 2022 —', ''],
    // A last word without a letter is not the last name.
    ['Dana Whitfield —', 'DW'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
