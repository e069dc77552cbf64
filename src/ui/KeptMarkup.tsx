import type { HTMLAttributes } from 'react';

// React leaves the inside of an element whose inner HTML it sets alone when it hydrates it, and sets it again only
// when that HTML changes: one constant, never changed, keeps what the server wrote.
const serverMarkup = { __html: '' };

/**
 * A <div> whose inside is what the prerendered HTML has there, taken over by the browser without the code that
 * wrote it (only in a page being hydrated: rendered afresh it is empty). Its own attributes and handlers are
 * React's as usual.
 */
export function KeptMarkup(props: Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  return <div {...props} dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />;
}
