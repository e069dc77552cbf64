import type { SiteSearchBlock } from '../site/types.generated.ts';
import { lazyBlock } from './lazy-block.tsx';

/** The /search page's search: box, filters and results. Its code and the index come only with that page. */
export const SiteSearch = lazyBlock<SiteSearchBlock>(() => import('./SiteSearchBody.tsx').then((module) => module.SiteSearchBody));
