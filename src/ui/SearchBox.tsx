import { css } from '@emotion/react';
import { useId, type Ref } from 'react';
import { Icon } from './Icon.tsx';
import { color } from './theme.ts';

const labelStyle = css({ display: 'block', marginBottom: '0.375rem', fontWeight: 600 });
const field = css({ position: 'relative', '& svg': { position: 'absolute', left: 14, top: '50%', transform: 'translateY(-50%)', color: color('muted'), pointerEvents: 'none' } });
const input = css({
  width: '100%',
  minHeight: 48,
  padding: '0 1rem 0 2.75rem',
  border: `2px solid ${color('border')}`,
  borderRadius: 10,
  background: color('background'),
  color: color('text'),
  font: 'inherit',
  // 16 px at least, or phones zoom in when it gets focus.
  fontSize: '1rem',
  '&::placeholder': { color: color('muted') },
  '&:focus': { borderColor: color('primary'), outline: 'none', boxShadow: '0 0 0 3px rgba(11, 87, 208, 0.25)' },
});

interface SearchBoxProps {
  label: string;
  /** Show the label above the box (the page), or only to screen readers (the panel, whose title says it). */
  showLabel?: boolean;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A search box with a magnifier. */
export function SearchBox({ label, showLabel = false, placeholder, value, onChange, ref }: SearchBoxProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={showLabel ? labelStyle : undefined} className={showLabel ? undefined : 'visually-hidden'}>
        {label}
      </label>
      <div css={field}>
        <Icon name="search" />
        <input
          ref={ref}
          id={id}
          type="search"
          css={input}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </div>
  );
}
