// How the site's sample pictures show where a thing stands (the heroes' cards and the exhibits): one colour and
// one icon per status, and the tag that says a picture is a sample.
import type { CSSObject } from '@emotion/react';
import type { Status, Theme } from '../model/types.generated.ts';
import type { IconName } from './Icon.tsx';
import { color, space } from './theme.ts';

/** Each status's theme colour: done green, working (in progress) blue, attention (open, a problem) amber. */
export const statusColor = { done: 'success', working: 'primary', attention: 'rating' } as const satisfies Record<Status, keyof Theme['colors']>;

/** Each status's icon, so colour is never the only sign of it. */
export const statusIcon = { done: 'checkCircle', working: 'clock', attention: 'alert' } as const satisfies Record<Status, IconName>;

/** The small pill in a sample picture's corner that says what it is a sample of. */
export const sampleTag: CSSObject = {
  marginLeft: 'auto',
  padding: `${space[1]} ${space[3]}`,
  borderRadius: 999,
  background: color('surface'),
  color: color('muted'),
  fontSize: '0.75rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
};
