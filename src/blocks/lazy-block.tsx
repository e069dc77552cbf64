import type { ComponentType } from 'react';
import type { Block } from '../model/types.generated.ts';
import { loadApart, type LoadedApart } from '../ui/load-apart.tsx';

/** A block whose code is not in the first download of every page; `preload` fetches it. */
export type LazyBlock<B extends Block> = LoadedApart<{ block: B }>;

/** Makes a block whose code comes in a chunk of its own (see loadApart). */
export function lazyBlock<B extends Block>(load: () => Promise<ComponentType<{ block: B }>>): LazyBlock<B> {
  return loadApart(load);
}
