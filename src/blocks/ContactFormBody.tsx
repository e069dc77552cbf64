import { useRef, useState, type FormEvent } from 'react';
import { useSite } from '../app/site-context.tsx';
import { contactMessage, missingFields, type ContactField, type ContactValues, type RequiredField } from '../logic/form-mail.ts';
import type { ContactFormBlock } from '../site/types.generated.ts';
import { buttonStyle } from '../ui/ButtonLink.tsx';
import { SelectField, TextAreaField, TextField } from '../ui/form-fields.tsx';
import { MailSent } from '../ui/MailSent.tsx';
import { formCard, formNote, privacyNote, twoColumns } from '../ui/form-layout.ts';
import { Section } from '../ui/Section.tsx';
import { useMail } from '../ui/use-mail.ts';

const empty: ContactValues = { firstName: '', lastName: '', email: '', phone: '', practice: '', specialty: '', providers: '', message: '' };

/** The consultation form: checked on submit, then sent as a prefilled e-mail, with the message shown after. */
export function ContactFormBody({ block }: { block: ContactFormBlock }) {
  const { site } = useSite();
  const { labels } = site.forms;
  const [values, setValues] = useState(empty);
  const [invalid, setInvalid] = useState<readonly RequiredField[]>([]);
  const [sent, send] = useMail();
  const fields = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const set = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((f) => f !== field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    setInvalid(missing);
    if (missing.length > 0) {
      window.alert(site.constants.messages.requiredFields);
      fields.current[missing[0]]?.focus();
      return;
    }
    send(contactMessage(values, block.subject, site.forms, site.options.specialties));
  };
  const text = (field: RequiredField, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <TextField
      label={labels[field]}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={set(field)}
      required
      invalid={invalid.includes(field)}
      ref={(element) => {
        fields.current[field] = element;
      }}
    />
  );
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <form css={formCard} noValidate onSubmit={submit} aria-label={block.heading}>
        <p css={formNote}>{site.forms.requiredNote}</p>
        <div css={twoColumns}>
          {text('firstName', 'text', 'given-name')}
          {text('lastName', 'text', 'family-name')}
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
          {text('practice', 'text', 'organization')}
          <SelectField label={labels.specialty} name="specialty" value={values.specialty} onChange={set('specialty')} options={site.options.specialties} />
          <SelectField label={labels.providers} name="providers" value={values.providers} onChange={set('providers')} options={site.options.providerRanges} />
        </div>
        <div css={{ marginTop: '1rem' }}>
          <TextAreaField label={labels.message} name="message" value={values.message} onChange={set('message')} />
        </div>
        <p css={privacyNote}>{site.forms.privacyNote}</p>
        <button type="submit" css={[buttonStyle('primary'), { marginTop: '1.25rem', font: 'inherit', fontWeight: 600, cursor: 'pointer' }]}>
          {block.submit}
        </button>
        {sent && <MailSent mail={sent} />}
      </form>
    </Section>
  );
}
