// A person's monogram, for the team's cards (a module of its own: the shell loads format.ts, the team block this).
/** A person's initials for their monogram: the first letters of their first and last names ("Dana Whitfield" → DW). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1].match(/\p{L}/u)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('en-US');
}
