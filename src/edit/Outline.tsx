// The outline of the part of the page under the pointer or the focus, with its name, its line of site.yaml and an
// Edit button: in edit mode the page's links and buttons work as on the site, and this button is how a part of the
// page is chosen for its form.
import { useEffect, useState } from 'react';
import { lineOf } from './edit-api.ts';
import { outline, tag, tagHeight } from './edit-styles.ts';
import { usePartName } from './PageParts.tsx';

/** The box of a part of the page; a block's root takes no box of its own (display: contents), its children do. */
function boxOf(element: Element): DOMRect {
  const own = element.getBoundingClientRect();
  if (own.width > 0 || own.height > 0) return own;
  const rects = [...element.children].map((child) => boxOf(child)).filter((rect) => rect.width > 0 || rect.height > 0);
  if (rects.length === 0) return own;
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  return new DOMRect(left, top, Math.max(...rects.map((rect) => rect.right)) - left, Math.max(...rects.map((rect) => rect.bottom)) - top);
}

export function Outline({ element, siteHash, onChoose }: { element: Element; siteHash: string; onChoose: (source: string) => void }) {
  const [box, setBox] = useState(() => boxOf(element));
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      setBox(boxOf(element));
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [element]);
  const source = element.getAttribute('data-site-source') ?? '';
  const name = usePartName(element, siteHash);
  // A part taller than the window keeps its button in view: at the top of the window, not above it.
  const top = Math.max(box.top, 0);
  // The button stands outside the part, above it (or under it, at the top of the window), so that it covers none of
  // the part's own links: the pointer on a link of the nav would otherwise find the nav's Edit button over it.
  const tagTop = box.top >= tagHeight ? -tagHeight : box.bottom + tagHeight <= window.innerHeight ? box.bottom - top : 0;
  return (
    <div css={outline} style={{ left: box.left, top, width: box.width, height: box.bottom - top }}>
      <button type="button" css={tag} style={{ top: tagTop }} onClick={() => onChoose(source)}>
        Edit {name} · line {lineOf(source)}
      </button>
    </div>
  );
}
