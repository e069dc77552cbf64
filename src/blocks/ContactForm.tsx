import { useEffect, useState } from 'react';
import { contactMessage, type ContactField, type ContactValues } from '../logic/form-mail.ts';
import type { ContactFormBlock, ContactRequest } from '../model/types.generated.ts';
import { useForms, withForms } from '../ui/forms-context.tsx';
import { ContactDetails, emptyDetails, useRequiredCheck } from '../ui/ContactDetails.tsx';
import { SelectField, TextAreaField } from '../ui/form-fields.tsx';
import { afterGrid } from '../ui/form-layout.ts';
import { MailSent } from '../ui/MailSent.tsx';
import { MailForm } from '../ui/MailForm.tsx';
import { besideHeading } from '../ui/beside-heading.ts';
import { FormAside } from '../ui/FormAside.tsx';
import { Section } from '../ui/Section.tsx';
import { useMail } from '../ui/use-mail.ts';

const empty: ContactValues = { ...emptyDetails, providers: '', message: '' };

/** The consultation form: checked on submit, then sent as a prefilled e-mail, with the message shown after. */
export const ContactForm = withForms(function ContactForm({ block }: { block: ContactFormBlock }) {
  const { forms, options } = useForms();
  const { labels } = forms;
  const [values, setValues] = useState(empty);
  // What the link here asked for (/contact?request=soc2): its heading, and its words to start the message. Read
  // after the first render, which matches the prerendered page (it cannot know the address's query).
  const [request, setRequest] = useState<ContactRequest>();
  useEffect(() => {
    const key = new URLSearchParams(window.location.search).get('request');
    const asked = block.requests?.find((candidate) => candidate.key === key);
    if (!asked) return;
    setRequest(asked);
    setValues((current) => (current.message ? current : { ...current, message: asked.message }));
  }, [block.requests]);
  const heading = request?.heading ?? block.heading;
  const check = useRequiredCheck();
  const [sent, send, resetSent] = useMail();
  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    check.update(field, value);
  };
  const submit = () => {
    resetSent();
    if (check.passes(values)) send(contactMessage(values, block.subject, forms, options.specialties));
  };
  const providers = (
    <SelectField
      label={labels.providers}
      name="providers"
      value={values.providers}
      onChange={(value) => set('providers', value)}
      options={options.providerRanges}
    />
  );
  return (
    <Section tone="muted" heading={heading} intro={block.intro} column={besideHeading}>
      <MailForm label={heading} subject={block.subject} submit={block.submit} onSubmit={submit} after={sent && <MailSent mail={sent} />}>
        <ContactDetails values={values} onChange={set} check={check} besideSpecialty={providers} />
        <div css={afterGrid}>
          <TextAreaField label={labels.message} name="message" value={values.message} onChange={(value) => set('message', value)} />
        </div>
      </MailForm>
      {block.aside && <FormAside content={block.aside} />}
    </Section>
  );
});
