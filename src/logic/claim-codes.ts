// A claim's codes as a biller writes them, taken apart for the hero's claim picture (a module of its own: only that
// picture uses it).

/** One code of a claim: the code, its modifiers (two letters or digits each) and its units ("×2"), when it has them. */
export interface ClaimCode {
  code: string;
  modifiers: string[];
  units?: string;
}

const modifier = /-([A-Z0-9]{2})$/;
const units = /\s*(×\s*\d+)$/;

/**
 * The codes of "93458-26 + 93571-26" (joined by " + "), each with its modifiers after hyphens ("E0601-RR-KH-KX") and
 * its units after × ("97110-GP ×2"). A hyphen that is not followed by a two-character modifier at the end belongs to
 * the code ("MS-DRG 291").
 */
export function claimCodes(text: string): ClaimCode[] {
  return text
    .split('+')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const count = part.match(units);
      // The code ends where the spaces before the units begin: the match is the leftmost one, so its \s* takes them all.
      let code = count ? part.slice(0, count.index) : part;
      const modifiers: string[] = [];
      for (let found = code.match(modifier); found?.[1] && found.index; found = code.match(modifier)) {
        modifiers.unshift(found[1]);
        code = code.slice(0, found.index);
      }
      return count?.[1] ? { code, modifiers, units: count[1] } : { code, modifiers };
    });
}
