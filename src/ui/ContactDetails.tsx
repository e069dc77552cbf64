// The part both forms share: who is writing (five required fields) and their specialty, and the check of the
// required fields on submit (spec sections 5 and 8).
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useForms } from './forms-context.tsx';
import { missingFields, requiredFields, stillMissing, type RequiredField } from '../logic/form-mail.ts';
import { SelectField, TextField } from './form-fields.tsx';
import { twoColumns } from './form-layout.ts';

type DetailValues = Record<RequiredField | 'specialty', string>;
/** The details before the visitor types: the start of each form's values. */
export const emptyDetails: DetailValues = { firstName: '', lastName: '', email: '', phone: '', practice: '', specialty: '' };

/** A form's check of its required fields on submit: which are marked missing, and their elements, to focus. */
export function useRequiredCheck() {
  const { messages } = useForms();
  const [missing, setMissing] = useState<readonly RequiredField[]>([]);
  const elements = useRef<Partial<Record<RequiredField, HTMLInputElement | null>>>({});
  // The same object while none of it changes: a form can keep its fields from rendering again for nothing.
  return useMemo(() => {
    /** True when every required field is filled in; otherwise the spec's alert, the empty fields marked, the first focused. */
    const passes = (values: Readonly<Record<RequiredField, string>>) => {
      const empty = missingFields(values);
      if (empty.length === 0) {
        // Rendered with what the form does next (the estimate, the e-mail): one render for the click, not two; and
        // nothing marked stays the same list, so the fields need not render again.
        setMissing((current) => (current.length === 0 ? current : empty));
        return true;
      }
      // Marked, with the words under each field, before the alert and before the focus moves: the visitor sees
      // them behind the alert, and the field is announced as invalid with its error.
      flushSync(() => setMissing(empty));
      window.alert(messages.requiredFields);
      const field = elements.current[empty[0]];
      field?.focus({ preventScroll: true });
      // The field's label too, not only its box: scrolled to the box alone, the label is under the sticky header.
      (field?.labels?.[0] ?? field)?.scrollIntoView({ block: 'center' });
      return false;
    };
    /** The visitor has typed `value` into `field`: once filled, it is no longer marked. */
    const update = (field: string, value: string) => setMissing((current) => stillMissing(current, field, value));
    return { missing, passes, update, elements };
  }, [missing, messages.requiredFields]);
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
  /** A field after the specialty, beside it: the practice's name then takes a row of its own. */
  besideSpecialty?: ReactNode;
}

/**
 * First and last name, e-mail, phone and practice (required), and the specialty, two by two: no field is left
 * alone in half a row.
 */
export function ContactDetails({ values, onChange, check, besideSpecialty }: ContactDetailsProps) {
  const { forms, options } = useForms();
  const { labels, errors } = forms;
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
          error={check.missing.includes(field) ? errors[field] : undefined}
          wide={field === 'practice' && besideSpecialty !== undefined}
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
      {besideSpecialty}
    </div>
  );
}
