import { useState, type FormEvent } from 'react';
import { useSite } from '../app/site-context.tsx';
import { contactMessage, type ContactField, type ContactValues } from '../logic/form-mail.ts';
import type { ContactFormBlock } from '../site/types.generated.ts';
import { buttonStyle } from '../ui/ButtonLink.tsx';
import { ContactDetails, useRequiredCheck } from '../ui/ContactDetails.tsx';
import { SelectField, TextAreaField } from '../ui/form-fields.tsx';
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
  const check = useRequiredCheck();
  const [sent, send] = useMail();
  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    check.clear(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.passes(values)) send(contactMessage(values, block.subject, site.forms, site.options.specialties));
  };
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      {/* Without JavaScript the browser itself writes the e-mail from the fields (a mailto form): nothing typed
          goes to a web server, not even in an address. */}
      <form css={formCard} noValidate onSubmit={submit} aria-label={block.heading} action={`mailto:${site.brand.email}`} method="post" encType="text/plain">
        <p css={formNote}>{site.forms.requiredNote}</p>
        <ContactDetails values={values} onChange={set} check={check} />
        <div css={[twoColumns, { marginTop: '1rem' }]}>
          <SelectField label={labels.providers} name="providers" value={values.providers} onChange={(value) => set('providers', value)} options={site.options.providerRanges} />
        </div>
        <div css={{ marginTop: '1rem' }}>
          <TextAreaField label={labels.message} name="message" value={values.message} onChange={(value) => set('message', value)} />
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
