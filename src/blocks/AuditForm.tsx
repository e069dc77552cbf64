import type { AuditFormBlock } from '../site/types.generated.ts';
import { lazyBlock } from './lazy-block.tsx';

/** The free revenue audit request. Its code comes apart from the first download; the form itself is in the HTML. */
export const AuditForm = lazyBlock<AuditFormBlock>(() => import('./AuditFormBody.tsx').then((module) => module.AuditFormBody));
