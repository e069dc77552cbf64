// The Revenue Impact Calculator (spec section 9): what denials and slow A/R cost a practice each month, and what
// it would save with a lower denial rate and fewer days in A/R. The coefficients come from site.yaml.
import type { CalculatorConstants, CalculatorDefaults } from '../model/types.generated.ts';
import { readAmount, readPercent } from './decimal.ts';

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
