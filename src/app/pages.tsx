// The three kinds of screen a route can show: a page of blocks (a specialty page is one too), a redirect, not found.
import { css } from '@emotion/react';
import { memo, useEffect } from 'react';
import { useLocation } from 'wouter';
import { blockRegistry } from '../blocks/registry.ts';
import type { BlockProps, BlockType } from '../model/site-shell.ts';
import type { Redirect } from '../model/types.generated.ts';
import { Island, lazyIsland, type LazyIsland } from '../ui/Island.tsx';
import { appIslands } from './islands.ts';
import { useSite } from '../ui/site-context.tsx';
import { centredMessage } from '../ui/surface.ts';
import { color } from '../ui/theme.ts';

// The registry's mapped type pairs each block type with its props; TypeScript cannot follow that through the
// union, hence the widening.
const islandOf = (type: BlockType) => blockRegistry[type] as LazyIsland<BlockProps>;

/** A page's blocks, one island each. Drawn again only when they change, not each time the frame around them is. */
export const BlocksView = memo(function BlocksView({ blocks, sources }: { blocks: readonly BlockProps[]; sources?: string[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks never move; each page is keyed by its path (App.tsx).
        <Island key={index} of={islandOf(block.block.type)} props={block} source={sources?.[index]} />
      ))}
    </>
  );
});

const centred = css(centredMessage);
const spin = css({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${color('border')}`,
  borderTopColor: color('primary'),
  animation: 'spin 0.8s linear infinite',
  '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
});

/** Sends the browser on at once; the prerendered page does the same with a meta refresh when JavaScript is off. */
export function RedirectView({ redirect }: { redirect: Redirect }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(redirect.to, { replace: true });
  }, [navigate, redirect.to]);
  return (
    <div css={centred} role="status">
      <div css={spin} aria-hidden="true" />
      <p>{redirect.text}</p>
    </div>
  );
}

// Links and a form the browser sends itself: the page arrived on keeps its server HTML, and the code comes only for a
// followed link.
const notFoundContent = lazyIsland('none', () => import('./NotFoundContent.tsx').then((module) => module.NotFoundContent));

/** An address that is no page: says so, and logs the address tried (NotFoundLog). */
export function NotFoundView() {
  const { site } = useSite();
  return (
    <>
      <Island of={appIslands.notFoundLog} props={{}} />
      <Island of={notFoundContent} props={{ notFound: site.notFound, searchPage: site.searchPage }} />
    </>
  );
}
