// The revenue audit form's estimate (spec section 9): what a practice could gain, from its monthly charges, its
// A/R balance and its denial rate. The coefficients come from site.yaml.
import type { AuditEstimateConstants } from '../model/types.generated.ts';
import { readAmount, readPercent } from './decimal.ts';
import { formatPercent } from './format.ts';

/** The three figures the audit form asks for, as typed. */
export interface AuditFigureTexts {
  monthlyCharges: string;
  currentAR: string;
  denialRate: string;
}

export interface AuditEstimate {
  /** Extra revenue a month, in dollars. */
  monthlyIncrease: number;
  /** The monthly increase over a year. */
  annualIncrease: number;
  /** How much of the A/R balance gets collected, in dollars. */
  arImprovement: number;
  /** What fewer denials bring in a month, in dollars. */
  denialSavings: number;
}

/**
 * The estimate for the typed figures, or none when the monthly charges are not above 0 (spec section 4). Empty or
 * non-numeric figures count as 0; amounts are capped at `largest` and the denial rate at 100%.
 */
export function auditEstimate(texts: AuditFigureTexts, constants: AuditEstimateConstants, largest: number): AuditEstimate | undefined {
  const monthlyCharges = readAmount(texts.monthlyCharges, largest);
  if (monthlyCharges <= 0) return undefined;
  const currentAR = readAmount(texts.currentAR, largest);
  const denialRate = readPercent(texts.denialRate);
  const monthlyIncrease = monthlyCharges * constants.monthlyIncreaseRate;
  // Above the threshold a practice recovers all but the offset's points; at or below it, half of its rate.
  const recoveredPoints = denialRate > constants.highDenialThreshold ? denialRate - constants.highDenialOffset : denialRate / constants.lowDenialDivisor;
  return {
    monthlyIncrease,
    annualIncrease: monthlyIncrease * constants.monthsPerYear,
    arImprovement: currentAR * constants.arImprovementRate,
    denialSavings: recoveredPoints * monthlyCharges * constants.denialSavingsRate,
  };
}

/** The names a text may use for the estimate's constants (the panel's basis), each written as a percentage. */
export const basisPlaceholders = [
  'monthlyIncreaseRate',
  'arImprovementRate',
  'highDenialThreshold',
  'highDenialOffset',
  'lowDenialShare',
  'denialSavingsRate',
] as const;

/**
 * The constants as a visitor reads them, for the sentence that says how the estimate is worked out: 25%, 40%, …
 * The threshold and the offset are points of a denial rate; a rate at or below the threshold keeps 1/divisor of it.
 */
export function estimateBasis(constants: AuditEstimateConstants): Record<(typeof basisPlaceholders)[number], string> {
  return {
    monthlyIncreaseRate: formatPercent(constants.monthlyIncreaseRate),
    arImprovementRate: formatPercent(constants.arImprovementRate),
    highDenialThreshold: formatPercent(constants.highDenialThreshold / 100),
    highDenialOffset: formatPercent(constants.highDenialOffset / 100),
    lowDenialShare: formatPercent(1 / constants.lowDenialDivisor),
    denialSavingsRate: formatPercent(constants.denialSavingsRate),
  };
}
