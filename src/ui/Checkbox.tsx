// A checkbox with three states: checked, unchecked and indeterminate (a native box, so keyboards and screen readers
// know it: "mixed"). A click on an indeterminate box makes it checked. Enter does not send the form it is in.
import { css } from '@emotion/react';
import { useId, useLayoutEffect, useRef } from 'react';
import { color, space } from './theme.ts';

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: 44,
  padding: `${space[2]} ${space[3]}`,
  borderRadius: 8,
  border: `1px solid ${color('border')}`,
  background: color('background'),
  cursor: 'pointer',
  '&:hover': { borderColor: color('primary') },
  '& input': { width: 20, height: 20, margin: 0, flex: 'none', accentColor: color('primary'), cursor: 'pointer' },
});

interface CheckboxProps {
  label: string;
  /** The field's name, for a form sent without JavaScript (the label is the value). */
  name?: string;
  state: CheckState;
  onChange: (state: CheckState) => void;
  /** More style (emotion passes a css prop here). */
  className?: string;
}

/** A labelled checkbox in one of three states. */
export function Checkbox({ label, name, state, onChange, className }: CheckboxProps) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // Every render, before paint: the native box keeps its own indeterminate flag, which a click clears.
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = state === 'indeterminate';
  });
  return (
    <label htmlFor={id} css={row} className={className}>
      <input
        ref={box}
        id={id}
        type="checkbox"
        name={name}
        value={name ? label : undefined}
        checked={state === 'checked'}
        onChange={() => onChange(state === 'checked' ? 'unchecked' : 'checked')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <span>{label}</span>
    </label>
  );
}
