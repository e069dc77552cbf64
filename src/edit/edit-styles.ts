// The edit panel's looks, shared by its parts: it sits above the page (and its dialogs), in the system font, apart
// from the site's own theme.
import { css } from '@emotion/react';

export const layer = 2147483000;
export const font = css({ font: '14px/1.45 system-ui, sans-serif', color: '#0f172a' });
export const toggle = css([
  font,
  {
    position: 'fixed',
    left: 12,
    bottom: 12,
    zIndex: layer,
    minHeight: 44,
    padding: '0 1rem',
    border: '2px solid #0f172a',
    borderRadius: 999,
    background: '#fff',
    fontWeight: 700,
    cursor: 'pointer',
    '&[aria-pressed="true"]': { background: '#0f172a', color: '#fff' },
    '&:focus-visible': { outline: '3px solid #2563eb', outlineOffset: 2 },
    // On a phone the open panel takes the whole width, and its Done button turns edit mode off.
    '@media (max-width: 600px)': { '&[aria-pressed="true"]': { display: 'none' } },
  },
]);
export const panel = css([
  font,
  {
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    zIndex: layer,
    width: 'min(420px, 100vw)',
    overflowY: 'auto',
    padding: '0 1rem',
    // A field scrolled to (by the focus, or by the browser's find) is not left under the heading or the Save bar.
    scrollPaddingBlock: '6rem 4.5rem',
    background: '#f8fafc',
    borderLeft: '1px solid #94a3b8',
    boxShadow: '-8px 0 24px rgba(15, 23, 42, 0.18)',
    '& h2': { margin: 0, fontSize: '1.125rem' },
    '& h3': { margin: '1.25rem 0 0.25rem', fontSize: '1rem' },
    '& button': {
      font: 'inherit',
      minHeight: 36,
      padding: '0 0.75rem',
      border: '1px solid #334155',
      borderRadius: 4,
      background: '#fff',
      color: '#0f172a',
      cursor: 'pointer',
    },
    '& button:focus-visible': { outline: '3px solid #2563eb', outlineOffset: 1 },
    '& button:disabled': { opacity: 0.45, cursor: 'default' },
  },
]);
export const outline = css({
  position: 'fixed',
  zIndex: layer - 1,
  pointerEvents: 'none',
  outline: '3px solid #2563eb',
  outlineOffset: -3,
  background: 'rgba(37, 99, 235, 0.06)',
});
/** The height of the outline's Edit button, which stands just outside the part it outlines. */
export const tagHeight = 26;
// The outline's label is its Edit button: the one place on the page where a click chooses instead of following.
export const tag = css([
  font,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    height: tagHeight,
    padding: '0 0.625rem',
    lineHeight: `${tagHeight}px`,
    whiteSpace: 'nowrap',
    border: 0,
    background: '#2563eb',
    color: '#fff',
    fontSize: 12,
    fontWeight: 700,
    pointerEvents: 'auto',
    cursor: 'pointer',
    '&:focus-visible': { outline: '3px solid #0f172a', outlineOffset: 1 },
  },
]);
export const row = css({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '1rem' });
// The panel's heading and what the last save did stay at its top, Save at its bottom, however long the form.
export const stuck = { position: 'sticky', zIndex: 1, margin: '0 -1rem', padding: '0.75rem 1rem', background: '#f8fafc' } as const;
export const panelHead = css({ ...stuck, top: 0, borderBottom: '1px solid #cbd5e1' });
export const saveBar = css([row, { ...stuck, bottom: 0, borderTop: '1px solid #cbd5e1' }]);
export const message = css({ margin: '0.75rem 0 0', padding: '0.5rem 0.75rem', borderRadius: 4, background: '#fff', border: '1px solid #94a3b8' });
