import { css } from '@emotion/react';
import { useId, type Ref } from 'react';
import { controlStyle } from './form-layout.ts';
import { Icon } from './Icon.tsx';
import { color, space } from './theme.ts';

const labelStyle = css({ display: 'block', marginBottom: space[2], fontWeight: 600 });
const field = css({
  position: 'relative',
  '& svg': { position: 'absolute', left: 14, top: '50%', transform: 'translateY(-50%)', color: color('muted'), pointerEvents: 'none' },
});
// The forms' box, with room on the left for the magnifier.
const input = css([controlStyle, { padding: `0 ${space[4]} 0 ${space[12]}`, '&::placeholder': { color: color('muted') } }]);

interface SearchBoxProps {
  label: string;
  /** Show the label above the box (the page), or only to screen readers (the panel, whose title says it). */
  showLabel?: boolean;
  placeholder?: string;
  /** The words, and what a change of them does; without them the box keeps its own (a form sends them, as `name`). */
  value?: string;
  onChange?: (value: string) => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A search box with a magnifier. */
export function SearchBox({ label, showLabel = false, placeholder, value, onChange, name, ref }: SearchBoxProps) {
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
          name={name}
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </div>
  );
}
