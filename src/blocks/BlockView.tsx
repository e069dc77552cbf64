import type { ComponentType } from 'react';
import type { Block } from '../site/types.generated.ts';
import { blockRegistry } from './registry.ts';

/** Renders one block with the component its type names. */
export function BlockView({ block }: { block: Block }) {
  // The registry's mapped type guarantees blockRegistry[block.type] takes exactly this block; TypeScript cannot
  // follow that through the union, hence the widening.
  const Component = blockRegistry[block.type] as ComponentType<{ block: Block }>;
  return <Component block={block} />;
}
