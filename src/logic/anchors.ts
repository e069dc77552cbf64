/**
 * The ids of a page's headings for links to them (#information-we-collect): each heading in lower case, words joined
 * by hyphens, letters and digits only; a heading met twice gets -2, -3, … so every id is the page's once. A heading
 * with no letter or digit is named by its place (section-3).
 */
export function headingAnchors(headings: readonly string[]): string[] {
  const taken = new Set<string>();
  return headings.map((heading, i) => {
    const words = heading
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .match(/[a-z0-9]+/g);
    const base = words ? words.join('-') : `section-${i + 1}`;
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    return anchor;
  });
}
