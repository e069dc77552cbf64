// The server's HTML of a page whose islands hydrate in roots of their own (Island): each such island is rendered
// apart, as the root that hydrates it in the browser renders it, with that root's identifierPrefix (the n-th island
// of the page, in the page's order, the order the browser finds them in), so that `useId` gives the same ids.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { islandPrefix, type RenderApart } from '../ui/Island.tsx';

/**
 * The HTML of what `page` renders: a marker stands in the page for each island it renders apart (`renderApart`),
 * and is then replaced by that island's HTML, by slices, so that no HTML is read as a replacement pattern. React
 * escapes every `<` of a text, so no text of site.yaml can be taken for a marker.
 */
export function renderWithIslands(page: (renderApart: RenderApart) => ReactNode): string {
  const apart: { marker: string; island: ReactNode }[] = [];
  const html = renderToString(
    page((island) => {
      const marker = `<!--island ${apart.length}-->`;
      apart.push({ marker, island });
      return marker;
    }),
  );
  let filled = '';
  let from = 0;
  for (const [n, { marker, island }] of apart.entries()) {
    const at = html.indexOf(marker, from);
    if (at < 0) throw new Error(`the page has no ${marker}`);
    filled += html.slice(from, at) + renderToString(island, { identifierPrefix: islandPrefix(n) });
    from = at + marker.length;
  }
  return filled + html.slice(from);
}
