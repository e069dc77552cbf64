// The button that opens a navigation dropdown (see Dropdown.tsx, which adds the panel and the behaviour).
import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from './Icon.tsx';
import { color } from './theme.ts';

interface DropdownButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  /** Highlighted, with aria-current="page", when the current page is one of its links. */
  current: boolean;
  ref?: Ref<HTMLButtonElement>;
}

// The button's look beyond this reset comes from the caller (className), so it matches its neighbours.
const trigger = css({
  gap: '0.25rem',
  border: 0,
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
  '& svg': { transition: 'transform 150ms ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&[aria-expanded="true"]': { color: color('primary'), background: color('surface') },
});

export function DropdownButton({ label, current, ...rest }: DropdownButtonProps) {
  return (
    <button type="button" css={trigger} aria-expanded={false} aria-current={current ? 'page' : undefined} {...rest}>
      {label}
      <Icon name="chevronDown" size={16} />
    </button>
  );
}
