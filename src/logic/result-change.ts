// A client's result figure against the two measures it compares (before and after), so that a buyer who reads
// "11.4% → 3.0%" beside "−74%" finds the sum right. A change in % is (after − before) ÷ before, a change in days is
// after − before, and a level (99.3%, 22 days) is the after itself; each within the rounding of the figure as shown.

/** A figure and the measures it compares, as site.yaml writes them ("−74%", "11.4%", "3.0% of claims"). */
export interface ComparedFigure {
  value: string;
  before?: string;
  after?: string;
}

/** What kind of figure a value is: a change in %, a change in days, or a level. */
export type FigureKind = 'percentChange' | 'dayChange' | 'level';

/** Why a figure and its measures disagree; absent when they agree. */
export type FigureDisagreement =
  | { problem: 'noAfter' }
  | { problem: 'notANumber'; field: 'before' | 'after' }
  | { problem: 'fromZero' }
  /** `computed`: what before → after is, written as the figure is (a change), or the after (a level). */
  | { problem: 'differs'; kind: FigureKind; computed: string };

const minus = '−';
const valueForm = /^([+−]?)([0-9]+(?:\.([0-9]+))?)(%| days)$/;
const measureForm = /^\$?([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]+)?([KM]?)/;

/** A value's sign, size, decimals and unit, or undefined when it is not written as a figure. */
function parseValue(value: string) {
  const match = valueForm.exec(value);
  if (!match) return undefined;
  const [, sign, digits, decimals = '', unit] = match;
  // Stryker disable next-line ArithmeticOperator: the only mutant here is * -> /, and dividing by 1 or −1 is multiplying by it
  const amount = Number(digits) * (sign === minus ? -1 : 1);
  const kind: FigureKind = sign === '' ? 'level' : unit === '%' ? 'percentChange' : 'dayChange';
  return { amount, decimals: decimals.length, kind, unit };
}

/** The number a measure starts with: "$182K a month" is 182,000, "1,250 claims" 1,250, "11.4%" 11.4. */
export function measureAmount(measure: string): number | undefined {
  const match = measureForm.exec(measure);
  if (!match) return undefined;
  const [, whole, fraction = '', scale] = match;
  return Number(whole.replaceAll(',', '') + fraction) * (scale === 'K' ? 1e3 : scale === 'M' ? 1e6 : 1);
}

/** A change written as a figure with `decimals` decimals, its sign (+ or the true minus; none when it rounds to 0), then `unit`. */
function written(amount: number, decimals: number, unit: string): string {
  // The sign of the figure as rounded: −0.04 to no decimals is −0, which is not below 0 and equals it.
  const rounded = Number(amount.toFixed(decimals));
  const sign = rounded < 0 ? minus : rounded === 0 ? '' : '+';
  return `${sign}${Math.abs(amount).toFixed(decimals)}${unit}`;
}

/** Whether `computed` rounds to `shown` at `decimals` decimals (a half either way counts: both roundings are fair). */
function roundsTo(computed: number, shown: number, decimals: number): boolean {
  return Math.abs(computed - shown) <= 0.5 * 10 ** -decimals + 1e-9;
}

/** Whether a figure agrees with its before and after; the first disagreement when it does not. */
export function figureDisagreement(figure: ComparedFigure): FigureDisagreement | undefined {
  const value = parseValue(figure.value);
  // The schema refuses a value not written as a figure, and a figure without before where before is required.
  if (!value || figure.before === undefined) return undefined;
  const before = measureAmount(figure.before);
  if (before === undefined) return { problem: 'notANumber', field: 'before' };
  if (value.kind === 'level') {
    if (figure.after === undefined) return undefined;
    const after = measureAmount(figure.after);
    if (after === undefined) return { problem: 'notANumber', field: 'after' };
    return after === Math.abs(value.amount) ? undefined : { problem: 'differs', kind: value.kind, computed: figure.after };
  }
  if (figure.after === undefined) return { problem: 'noAfter' };
  const after = measureAmount(figure.after);
  if (after === undefined) return { problem: 'notANumber', field: 'after' };
  if (value.kind === 'percentChange' && before === 0) return { problem: 'fromZero' };
  const change = value.kind === 'percentChange' ? ((after - before) / before) * 100 : after - before;
  return roundsTo(change, value.amount, value.decimals)
    ? undefined
    : { problem: 'differs', kind: value.kind, computed: written(change, value.decimals, value.unit) };
}
