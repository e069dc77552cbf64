// A person's monogram, for the team's cards (a module of its own: the shell loads format.ts, the team block this).
/** A person's initials for their monogram: the first letters of their first and last names ("Dana Whitfield" → DW). */
export function initials(name: string): string {
  // Each word's first letter; a word without one ("—", "2022") and the empty words between two spaces give none.
  const letters = name.split(/\s/).flatMap((word) => word.match(/\p{L}/u)?.[0] ?? []);
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? letters[letters.length - 1] : '';
  return (first + last).toLocaleUpperCase('en-US');
}
