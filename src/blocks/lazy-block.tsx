import { lazy, Suspense, type ComponentType } from 'react';
import type { Block } from '../site/types.generated.ts';

/** A block whose code is not in the first download of every page; `preload` fetches it. */
export type LazyBlock<B extends Block> = ComponentType<{ block: B }> & { preload: () => Promise<unknown> };

/**
 * Makes a block whose code comes in a chunk of its own. The prerender calls `preload` first and renders the
 * block whole; the browser keeps that HTML on screen and takes it over once the chunk has arrived (the Suspense
 * boundary is in both, so their trees match).
 */
export function lazyBlock<B extends Block>(load: () => Promise<ComponentType<{ block: B }>>): LazyBlock<B> {
  let loaded: ComponentType<{ block: B }> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LoadedApart({ block }: { block: B }) {
    const Loaded = loaded;
    return <Suspense fallback={null}>{Loaded ? <Loaded block={block} /> : <Lazy block={block} />}</Suspense>;
  }
  return Object.assign(LoadedApart, { preload });
}
