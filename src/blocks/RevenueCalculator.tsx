import type { RevenueCalculatorBlock } from '../site/types.generated.ts';
import { lazyBlock } from './lazy-block.tsx';

/** The Revenue Impact Calculator. Its code comes apart from the first download; the figures are in the HTML. */
export const RevenueCalculator = lazyBlock<RevenueCalculatorBlock>(() => import('./RevenueCalculatorBody.tsx').then((module) => module.RevenueCalculatorBody));
