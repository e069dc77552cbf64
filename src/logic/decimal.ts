// Numbers as visitors type them into the calculator and the audit form (spec section 5: a decimal, anything
// else counts as 0).

const decimal = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A typed number: "100,000", "$200" and "15%" are numbers; an empty box or text counts as 0. A number too big for
 * JavaScript ("1e400") comes back as Infinity, for the caller to cap.
 */
export function parseDecimal(text: string): number {
  const cleaned = text.replace(/[\s,$%]/g, '');
  return decimal.test(cleaned) ? Number(cleaned) : 0;
}

/** Whether a typed text reads as a number ("100,000", "$200", "15%"), as parseDecimal reads it. */
export function isDecimal(text: string): boolean {
  return decimal.test(text.replace(/[\s,$%]/g, ''));
}

/** An amount for a formula: a typed number never below 0 nor above `largest`. */
export function readAmount(text: string, largest: number): number {
  return Math.min(Math.max(parseDecimal(text), 0), largest);
}

/** A percentage for a formula: a typed number from 0 to 100. */
export function readPercent(text: string): number {
  return readAmount(text, 100);
}
