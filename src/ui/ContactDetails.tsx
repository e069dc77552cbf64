// The part both forms share: who is writing (five required fields) and their specialty, and the check of the
// required fields on submit (spec sections 5 and 8).
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForms } from './forms-context.tsx';
import { missingFields, requiredFields, type RequiredField } from '../logic/form-mail.ts';
import { SelectField, TextField } from './form-fields.tsx';
import { twoColumns } from './form-layout.ts';

type DetailValues = Record<RequiredField | 'specialty', string>;
/** The details before the visitor types: the start of each form's values. */
export const emptyDetails: DetailValues = { firstName: '', lastName: '', email: '', phone: '', practice: '', specialty: '' };

/** A form's check of its required fields on submit: which are marked invalid, and their elements, to focus. */
export function useRequiredCheck() {
  const { messages } = useForms();
  const [invalid, setInvalid] = useState<readonly RequiredField[]>([]);
  const elements = useRef<Partial<Record<RequiredField, HTMLInputElement | null>>>({});
  // The same object while none of it changes: a form can keep its fields from rendering again for nothing.
  return useMemo(() => {
    /** True when every required field is filled in; otherwise the spec's alert, the empty fields marked, the first focused. */
    const passes = (values: Readonly<Record<RequiredField, string>>) => {
      const missing = missingFields(values);
      if (missing.length === 0) {
        // Rendered with what the form does next (the estimate, the e-mail): one render for the click, not two; and
        // nothing marked stays the same list, so the fields need not render again.
        setInvalid((current) => (current.length === 0 ? current : missing));
        return true;
      }
      // Marked before the focus moves, so the field is announced as invalid.
      flushSync(() => setInvalid(missing));
      window.alert(messages.requiredFields);
      const field = elements.current[missing[0]];
      field?.focus({ preventScroll: true });
      // The field's label too, not only its box: scrolled to the box alone, the label is under the sticky header.
      (field?.labels?.[0] ?? field)?.scrollIntoView({ block: 'center' });
      return false;
    };
    /** The visitor is typing in `field`: it is no longer marked. */
    const clear = (field: string) => setInvalid((current) => current.filter((f) => f !== field));
    return { invalid, passes, clear, elements };
  }, [invalid, messages.requiredFields]);
}

const kinds: Record<RequiredField, { type: 'text' | 'email' | 'tel'; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  practice: { type: 'text', autoComplete: 'organization' },
};

interface ContactDetailsProps {
  values: DetailValues;
  onChange: (field: keyof DetailValues, value: string) => void;
  check: ReturnType<typeof useRequiredCheck>;
}

/** First and last name, e-mail, phone and practice (required), and the specialty, two by two. */
export function ContactDetails({ values, onChange, check }: ContactDetailsProps) {
  const { forms, options } = useForms();
  const { labels } = forms;
  return (
    <div css={twoColumns}>
      {requiredFields.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          name={field}
          {...kinds[field]}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          required
          invalid={check.invalid.includes(field)}
          ref={(element) => {
            check.elements.current[field] = element;
          }}
        />
      ))}
      <SelectField
        label={labels.specialty}
        name="specialty"
        value={values.specialty}
        onChange={(value) => onChange('specialty', value)}
        options={options.specialties}
      />
    </div>
  );
}
