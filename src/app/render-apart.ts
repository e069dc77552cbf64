// The server's HTML of a page whose islands hydrate in roots of their own (Island): each such island is rendered
// apart, as the root that hydrates it in the browser renders it, with that root's identifierPrefix, so that `useId`
// gives it the same ids on both sides.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandHost } from '../ui/Island.tsx';

type RenderApart = NonNullable<IslandHost['renderApart']>;

/**
 * The HTML of what `page` renders: a marker stands in the page for each island it renders apart (`renderApart`),
 * and is then replaced by that island's HTML, by slices, so that no HTML is read as a replacement pattern. React
 * escapes every `<` of a text, so no text of site.yaml can be taken for a marker.
 */
export function renderWithIslands(page: (renderApart: RenderApart) => ReactNode): string {
  const apart: { marker: string; island: ReactNode; identifierPrefix: string }[] = [];
  const html = renderToString(
    page((island, identifierPrefix) => {
      const marker = `<!--island ${apart.length}-->`;
      apart.push({ marker, island, identifierPrefix });
      return marker;
    }),
  );
  let filled = '';
  let from = 0;
  for (const { marker, island, identifierPrefix } of apart) {
    const at = html.indexOf(marker, from);
    if (at < 0) throw new Error(`the page has no ${marker}`);
    filled += html.slice(from, at) + renderToString(island, { identifierPrefix });
    from = at + marker.length;
  }
  return filled + html.slice(from);
}
