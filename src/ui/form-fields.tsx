// Labelled form fields: a required one shows an asterisk and says so to screen readers (aria-required). A field
// the visitor must still fill shows why under it, in words its box is described by, and is marked aria-invalid. The
// forms check themselves on submit once their script runs (MailForm); before, the browser does, from `required`.
import { css } from '@emotion/react';
import { useId, type Ref } from 'react';
import { useForms } from './forms-context.tsx';
import { controlStyle, fieldError, selectStyle, wideField } from './form-layout.ts';
import { color, space } from './theme.ts';

const fieldStyle = css({ display: 'grid', gap: space[2], alignContent: 'start' });
const labelStyle = css({ fontWeight: 600, '& abbr': { color: color('danger'), textDecoration: 'none', marginLeft: 2 } });

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'decimal';
  required?: boolean;
  /** Why the field cannot be sent as it is: shown under it, and the field is marked invalid. */
  error?: string;
  /** Ids of other texts that describe the field; its error is added to them. */
  describedBy?: string;
  /** The field takes a whole row of a two-column grid. */
  wide?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The label, with the asterisk of a required field. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { forms } = useForms();
  return (
    <label htmlFor={htmlFor} css={labelStyle}>
      {label}
      {required && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an abbr takes no focus; the * is hidden as screen readers hear "required" from aria-required on the field.
        <abbr title={forms.requiredMark} aria-hidden="true">
          *
        </abbr>
      )}
    </label>
  );
}

/** A circle with an exclamation mark, beside a field's error: the error is seen by more than its colour. */
function ErrorIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7.5v5.5 M12 16.5v.01" />
    </svg>
  );
}

/** A one-line text box: `type` email and tel bring the right keyboard on phones, `autoComplete` the visitor's details. */
export function TextField(props: TextFieldProps) {
  const { label, name, value, onChange, required, error, describedBy, wide, ref, type = 'text', autoComplete, inputMode } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const description = [describedBy, error !== undefined && errorId].filter(Boolean).join(' ');
  return (
    <div css={[fieldStyle, wide && wideField]}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        ref={ref}
        id={id}
        name={name}
        required={required}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={controlStyle}
        aria-required={required || undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={description || undefined}
      />
      {error !== undefined && (
        <p id={errorId} css={fieldError}>
          <ErrorIcon />
          {error}
        </p>
      )}
    </div>
  );
}

/** A drop-down list whose first choice is empty; each option's value is its label in lower case. */
export function SelectField({ label, name, value, onChange, options }: FieldProps & { options: readonly string[] }) {
  const { forms } = useForms();
  const id = useId();
  return (
    <div css={fieldStyle}>
      <FieldLabel htmlFor={id} label={label} />
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} css={[controlStyle, selectStyle]}>
        <option value="">{forms.choose}</option>
        {options.map((option) => (
          <option key={option} value={option.toLowerCase()}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A box for a few lines of text. */
export function TextAreaField({ label, name, value, onChange }: FieldProps) {
  const id = useId();
  return (
    <div css={fieldStyle}>
      <FieldLabel htmlFor={id} label={label} />
      <textarea id={id} name={name} rows={5} value={value} onChange={(event) => onChange(event.target.value)} css={[controlStyle, { resize: 'vertical' }]} />
    </div>
  );
}
