import { css } from '@emotion/react';
import type { ComponentType, MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { isInternal } from '../model/links.ts';
import type { KeptBlock } from '../model/site-shell.ts';
import type { Block } from '../model/types.generated.ts';
import { KeptMarkup } from '../ui/KeptMarkup.tsx';
import { scrollOnSamePage } from '../ui/SmartLink.tsx';
import { plainHtmlBlocks } from './arrival.ts';
import { blockRegistry } from './registry.ts';

interface BlockViewProps {
  /** The block, or only its type where its markup is kept. */
  block: Block | KeptBlock;
  /**
   * True on the page the visitor arrived on, while the browser takes over the prerendered HTML: a block that works
   * as plain HTML keeps the server's markup, and its code is never fetched.
   */
  keepMarkup: boolean;
}

/** Renders one block with the component its type names. */
export function BlockView({ block, keepMarkup }: BlockViewProps) {
  // The registry's mapped type guarantees blockRegistry[block.type] takes exactly this block; TypeScript cannot
  // follow that through the union, hence the widening.
  const Component = blockRegistry[block.type] as ComponentType<{ block: Block }>;
  if ('kept' in block || (keepMarkup && plainHtmlBlocks.has(block.type))) return <KeptMarkupBlock />;
  if (!plainHtmlBlocks.has(block.type)) return <Component block={block} />;
  return (
    <div css={asIfAbsent}>
      <Component block={block} />
    </div>
  );
}

// The wrapper a plain-HTML block needs (something must hold the kept markup) takes no part in the layout.
const asIfAbsent = css({ display: 'contents' });

/** A block as the server wrote it. Its links to this site's pages are followed in the page, as SmartLink's are. */
function KeptMarkupBlock() {
  const [location, navigate] = useLocation();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href || !isInternal(href) || link.target || event.defaultPrevented) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
    scrollOnSamePage(href, location);
  };
  return <KeptMarkup css={asIfAbsent} onClick={follow} />;
}
