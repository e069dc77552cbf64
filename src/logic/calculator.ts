// The Revenue Impact Calculator (spec section 9): what denials and slow A/R cost a practice each month, and what
// it would save with a lower denial rate and fewer days in A/R. The coefficients come from site.yaml.
import type { CalculatorConstants, CalculatorDefaults } from '../model/types.generated.ts';
import { isDecimal, parseDecimal, readAmount, readPercent } from './decimal.ts';
import { formatDays, formatPercent } from './format.ts';

/** The five numbers a visitor types in. */
export type CalculatorInputs = CalculatorDefaults;
export type CalculatorField = keyof CalculatorInputs;

/** The calculator's boxes, in the order they are shown. */
export const calculatorFields = ['monthlyRevenue', 'claimsPerMonth', 'denialRate', 'avgClaimValue', 'daysInAR'] as const satisfies readonly CalculatorField[];

export interface RevenueImpact {
  /** Monthly revenue lost to denials and to money waiting in A/R, in dollars. */
  currentLoss: number;
  /** How much of that monthly loss better billing recovers, in dollars. */
  potentialSavings: number;
  /** Monthly revenue plus the savings, in dollars. */
  improvedRevenue: number;
  /** Days taken off the time a claim waits to be paid. */
  timeSavings: number;
  /** The monthly savings over a year, in dollars. */
  annualSavings: number;
}

/** The numbers the formulas take: never below 0, a percentage never above 100, nothing above `largest`. */
export function calculatorInputs(texts: Readonly<Record<CalculatorField, string>>, largest: number): CalculatorInputs {
  return {
    monthlyRevenue: readAmount(texts.monthlyRevenue, largest),
    claimsPerMonth: readAmount(texts.claimsPerMonth, largest),
    denialRate: readPercent(texts.denialRate),
    avgClaimValue: readAmount(texts.avgClaimValue, largest),
    daysInAR: readAmount(texts.daysInAR, largest),
  };
}

/** Why a box's number is not the one the formulas take: not a number (0 is taken), below 0 (0), above the box's maximum (the maximum). */
export type InputNote = 'notNumber' | 'belowZero' | 'aboveMaximum';

/** The most a box takes: 100 for the denial rate (a percentage), `largest` for the others. */
export function inputMaximum(field: CalculatorField, largest: number): number {
  return field === 'denialRate' ? 100 : largest;
}

/**
 * What to tell the visitor about a box's text, so the results never rest on a number they did not mean: nothing for
 * an empty box or a number the formulas take as typed.
 */
export function inputNote(field: CalculatorField, text: string, largest: number): InputNote | undefined {
  if (text.trim() === '') return undefined;
  if (!isDecimal(text)) return 'notNumber';
  const value = parseDecimal(text);
  if (value < 0) return 'belowZero';
  return value > inputMaximum(field, largest) ? 'aboveMaximum' : undefined;
}

/** The default inputs as the boxes show them. */
export function defaultCalculatorTexts(constants: CalculatorConstants): Record<CalculatorField, string> {
  const { defaults } = constants;
  return {
    monthlyRevenue: String(defaults.monthlyRevenue),
    claimsPerMonth: String(defaults.claimsPerMonth),
    denialRate: String(defaults.denialRate),
    avgClaimValue: String(defaults.avgClaimValue),
    daysInAR: String(defaults.daysInAR),
  };
}

/**
 * The revenue impact of the inputs. The improved denial rate and A/R days are the spec's `max()` floors, and never
 * worse than today's: a practice already below a floor keeps its own figure, so no saving is ever negative.
 */
export function revenueImpact(inputs: CalculatorInputs, constants: CalculatorConstants): RevenueImpact {
  const { claimsPerMonth, denialRate, avgClaimValue, daysInAR, monthlyRevenue } = inputs;
  const loss = (rate: number, days: number) => {
    const denialLoss = claimsPerMonth * (rate / 100) * avgClaimValue;
    const dailyRevenue = monthlyRevenue / constants.daysPerMonth;
    const carryingCost = (dailyRevenue * days * constants.arCarryingCostRate) / constants.monthsPerYear;
    return denialLoss + carryingCost;
  };
  const improvedRate = Math.min(denialRate, Math.max(denialRate * constants.improvedDenialFactor, constants.minimumDenialRate));
  const improvedDays = Math.min(daysInAR, Math.max(daysInAR * constants.improvedArFactor, constants.minimumArDays));
  const currentLoss = loss(denialRate, daysInAR);
  const potentialSavings = Math.max(currentLoss - loss(improvedRate, improvedDays), 0);
  return {
    currentLoss,
    potentialSavings,
    improvedRevenue: monthlyRevenue + potentialSavings,
    timeSavings: daysInAR - improvedDays,
    annualSavings: potentialSavings * constants.monthsPerYear,
  };
}

/** The names a text may use for the formulas' constants (the results' basis), as a visitor reads them. */
export const calculatorBasisPlaceholders = ['arCarryingCostRate', 'improvedDenialFactor', 'minimumDenialRate', 'improvedArFactor', 'minimumArDays'] as const;

/**
 * The constants as the sentence under the results says them, so it states how the figures are worked out with the
 * numbers the formulas use: 8% a year, 40% of today's rate, at least 2%, 70% of today's days, at least 25 days.
 */
export function calculatorBasis(constants: CalculatorConstants): Record<(typeof calculatorBasisPlaceholders)[number], string> {
  return {
    arCarryingCostRate: formatPercent(constants.arCarryingCostRate),
    improvedDenialFactor: formatPercent(constants.improvedDenialFactor),
    minimumDenialRate: formatPercent(constants.minimumDenialRate / 100),
    improvedArFactor: formatPercent(constants.improvedArFactor),
    minimumArDays: formatDays(constants.minimumArDays),
  };
}
