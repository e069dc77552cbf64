import type { ContactFormBlock } from '../site/types.generated.ts';
import { lazyBlock } from './lazy-block.tsx';

/** The consultation form. Its code comes apart from the first download; the form itself is in the HTML. */
export const ContactForm = lazyBlock<ContactFormBlock>(() => import('./ContactFormBody.tsx').then((module) => module.ContactFormBody));
