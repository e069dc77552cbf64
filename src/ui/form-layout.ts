// The look the contact and audit forms share (and the search box, which looks like their fields).
import { css, type Theme } from '@emotion/react';
import { color, mq, space, tint } from './theme.ts';

/**
 * The white card a form sits on (the calculator's inputs too). Its padding narrows on phones, where the page's own
 * gutter is already around it: at 32 px the fields had 284 of a 390 px screen.
 */
export const formCard = css({
  padding: `clamp(${space[5]}, 6vw, ${space[8]})`,
  borderRadius: 16,
  background: color('background'),
  border: `1px solid ${color('border')}`,
  boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06)',
});
/** Fields two by two from tablets up. */
export const twoColumns = (theme: Theme) =>
  css({ display: 'grid', gap: space[4], [mq(theme, 'md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[5] } });
/** Above a field that follows such a grid: the grid's own gap, so the rows keep one rhythm. */
export const afterGrid = (theme: Theme) => css({ marginTop: space[4], [mq(theme, 'md')]: { marginTop: space[5] } });
/** A field that takes a whole row of a grid, so no field is left alone in half a row. */
export const wideField = css({ gridColumn: '1 / -1' });
/** The line above a form: what the asterisk means. */
export const formNote = css({ margin: `0 0 ${space[5]}`, color: color('muted'), fontSize: '0.9375rem' });
/** The note asking for no patient health information. */
export const privacyNote = css({
  margin: `${space[5]} 0 0`,
  padding: `${space[3]} ${space[4]}`,
  borderRadius: 8,
  background: color('surface'),
  borderLeft: `4px solid ${color('accent')}`,
  fontSize: '0.9375rem',
});
/** The send button: the full width on phones, like the other buttons there, so a form does not end ragged. */
export const submitButton = (theme: Theme) =>
  css({ width: '100%', marginTop: space[5], font: 'inherit', fontWeight: 600, cursor: 'pointer', [mq(theme, 'sm')]: { width: 'auto' } });
/**
 * The panel shown under a form after submit (the audit's estimate, the sent message): the one box around its
 * text, with room for the text on phones.
 */
export const resultPanel = (theme: Theme) => css({ marginTop: space[6], padding: space[4], borderRadius: 12, [mq(theme, 'sm')]: { padding: space[6] } });
/** Its heading, focused by the form (tabIndex -1) so screen readers read the panel out; it shows no focus ring. */
export const resultHeading = css({ margin: 0, fontSize: '1.25rem', outline: 'none' });

// A field the visitor must still fill: a red border on a light wash of red. Once the form's script runs it marks
// the field (aria-invalid); before that the browser checks the form itself (no novalidate yet), and after a send
// it matches :user-invalid.
const invalidLook = { borderColor: color('danger'), background: tint('danger', 5) };
const invalidFocus = { borderColor: color('danger'), outlineColor: color('danger') };

/** A field's box (the search box's too). */
export const controlStyle = css({
  width: '100%',
  minHeight: 48,
  padding: `${space[3]} ${space[4]}`,
  border: `2px solid ${color('controlBorder')}`,
  borderRadius: 10,
  background: color('background'),
  color: color('text'),
  font: 'inherit',
  // 16 px at least, or phones zoom in when it gets focus.
  fontSize: '1rem',
  '&[aria-invalid="true"]': invalidLook,
  // A rule of its own: a browser that does not know :user-invalid drops the whole rule it is in.
  'form:not([novalidate]) &:user-invalid': invalidLook,
  // A full-strength ring: the tinted halo it replaced was 1.5:1 against white, too faint to find the focus by.
  '&:focus': { borderColor: color('primary'), outline: `3px solid ${color('primary')}`, outlineOffset: 2, boxShadow: 'none' },
  // The field the form sends the focus to is the first it marked: it stays red with the focus, its ring red too.
  '&[aria-invalid="true"]:focus': invalidFocus,
  'form:not([novalidate]) &:user-invalid:focus': invalidFocus,
});

/**
 * A list's box: the field's box with a chevron of the page's own (drawn with two gradients: the site's pictures are
 * its own files, and a browser's arrow differs from one system to the next) instead of the browser's arrow.
 */
export const selectStyle = css({
  appearance: 'none',
  paddingRight: space[12],
  backgroundImage: 'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 22px) 52%, calc(100% - 16px) 52%',
  backgroundSize: '6px 6px',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
});

/** The words under a field that say what it still needs, after an icon, in the colour of the field's border. */
export const fieldError = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[2],
  margin: 0,
  color: color('danger'),
  fontSize: '0.9375rem',
  fontWeight: 600,
  lineHeight: 1.4,
  '& > svg': { flex: 'none', marginTop: '0.0625rem' },
});
