// The part both forms share: who is writing (five required fields) and their specialty, and the check of the
// required fields on submit (spec sections 5 and 8).
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useForms } from './forms-context.tsx';
import { type CheckedField, malformedFields, missingFields, requiredFields, stillMalformed, stillMissing, type RequiredField } from '../logic/form-mail.ts';
import { SelectField, TextField } from './form-fields.tsx';
import { twoColumns } from './form-layout.ts';

type DetailValues = Record<RequiredField | 'specialty', string>;
/** The details before the visitor types: the start of each form's values. */
export const emptyDetails: DetailValues = { firstName: '', lastName: '', email: '', phone: '', practice: '', specialty: '' };

/**
 * A form's check of its required fields on submit: which are marked missing, which written wrong (the e-mail and
 * phone, when site.yaml words that error), and their elements, to focus.
 */
export function useRequiredCheck() {
  const { messages, forms } = useForms();
  const checksForm = forms.invalid !== undefined;
  const [missing, setMissing] = useState<readonly RequiredField[]>([]);
  const [malformed, setMalformed] = useState<readonly CheckedField[]>([]);
  const elements = useRef<Partial<Record<RequiredField, HTMLInputElement | null>>>({});
  // The same object while none of it changes: a form can keep its fields from rendering again for nothing.
  return useMemo(() => {
    /** The first of `fields` on the screen gets the focus, its label scrolled into view with it. */
    const focusFirst = (fields: readonly RequiredField[]) => {
      const field = elements.current[fields[0]];
      field?.focus({ preventScroll: true });
      // The field's label too, not only its box: scrolled to the box alone, the label is under the sticky header.
      (field?.labels?.[0] ?? field)?.scrollIntoView({ block: 'center' });
    };
    /**
     * True when every required field is filled in and reads right; otherwise, for an empty field the spec's alert,
     * the empty fields marked and the first focused; for a field written wrong (no alert: the spec's is for empty
     * fields), the fields marked with what they need and the first focused.
     */
    const passes = (values: Readonly<Record<RequiredField, string>>) => {
      const empty = missingFields(values);
      const wrong = checksForm ? malformedFields(values) : [];
      if (empty.length === 0 && wrong.length === 0) {
        // Rendered with what the form does next (the estimate, the e-mail): one render for the click, not two; and
        // nothing marked stays the same list, so the fields need not render again.
        setMissing((current) => (current.length === 0 ? current : empty));
        setMalformed((current) => (current.length === 0 ? current : wrong));
        return true;
      }
      // Marked, with the words under each field, before the alert and before the focus moves: the visitor sees
      // them behind the alert, and the field is announced as invalid with its error.
      flushSync(() => {
        setMissing(empty);
        setMalformed(wrong);
      });
      if (empty.length > 0) window.alert(messages.requiredFields);
      focusFirst(empty.length > 0 ? empty : wrong);
      return false;
    };
    /** The visitor has typed `value` into `field`: once filled, it is no longer marked. */
    const update = (field: string, value: string) => {
      setMissing((current) => stillMissing(current, field, value));
      setMalformed((current) => stillMalformed(current, field, value));
    };
    return { missing, malformed, passes, update, elements };
  }, [missing, malformed, checksForm, messages.requiredFields]);
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
  const { labels, errors, invalid } = forms;
  const errorOf = (field: RequiredField) => {
    if (check.missing.includes(field)) return errors[field];
    const wrong = check.malformed.find((f) => f === field);
    return wrong && invalid?.[wrong];
  };
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
          error={errorOf(field)}
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
