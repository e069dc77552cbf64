import type { ComponentType } from 'react';
import type { Block } from '../site/types.generated.ts';
import { loadApart, type LoadedApart } from '../ui/load-apart.tsx';

/**
 * A block whose code is not in the first download of every page; `preload` fetches it. `worksAsHtml`: the block
 * does nothing in the browser that its prerendered HTML does not do alone (text, pictures, links), so the page a
 * visitor arrives on keeps the server's markup for it and never fetches its code (see BlockView).
 */
export type LazyBlock<B extends Block> = LoadedApart<{ block: B }> & { worksAsHtml: boolean };

/** The blocks that only show text, pictures and links. */
export const plainHtml = { worksAsHtml: true };

/** Makes a block whose code comes in a chunk of its own (see loadApart). */
export function lazyBlock<B extends Block>(load: () => Promise<ComponentType<{ block: B }>>, { worksAsHtml = false } = {}): LazyBlock<B> {
  return Object.assign(loadApart(load), { worksAsHtml });
}
