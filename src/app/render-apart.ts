// The server's HTML of a page whose islands hydrate in roots of their own (Island): each such island is rendered
// apart, as the root that hydrates it in the browser renders it, with an identifierPrefix of its own (i0-, i1-, …),
// which Island writes beside it for that root, so that `useId` gives the same ids.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderApart } from '../ui/Island.tsx';

/**
 * The HTML of what `page` renders: a marker stands in the page for each island it renders apart (`renderApart`),
 * and is then replaced by that island's HTML, by slices, so that no HTML is read as a replacement pattern. React
 * escapes every `<` of a text, so no text of site.yaml can be taken for a marker.
 */
export function renderWithIslands(page: (renderApart: RenderApart) => ReactNode): string {
  const apart: { marker: string; island: ReactNode; idPrefix: string }[] = [];
  const html = renderToString(
    page((island) => {
      const n = apart.length;
      const written = { marker: `<!--island ${n}-->`, island, idPrefix: `i${n}-` };
      apart.push(written);
      return { html: written.marker, idPrefix: written.idPrefix };
    }),
  );
  let filled = '';
  let from = 0;
  for (const { marker, island, idPrefix } of apart) {
    const at = html.indexOf(marker, from);
    if (at < 0) throw new Error(`the page has no ${marker}`);
    filled += html.slice(from, at) + renderToString(island, { identifierPrefix: idPrefix });
    from = at + marker.length;
  }
  return filled + html.slice(from);
}
