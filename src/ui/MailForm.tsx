// The frame both forms share: the required note, the fields, the privacy note, the send button, and what shows
// after sending. The forms check themselves once their script runs; before that (or without JavaScript) the
// browser checks the required fields and writes the e-mail itself from them (a mailto form), so nothing typed
// goes to a web server, not even in an address.
import { useEffect, useState, type ReactNode } from 'react';
import { useForms } from './forms-context.tsx';
import { useSite } from './site-context.tsx';
import { fillTemplate } from '../model/template.ts';
import { buttonStyle } from './ButtonLink.tsx';
import { formCard, formNote, privacyNote, submitButton } from './form-layout.ts';
import { space } from './theme.ts';

interface MailFormProps {
  /** The form's name for screen readers (its heading). */
  label: string;
  /** The e-mail's subject as written in site.yaml ({practice} left out when the browser writes the e-mail). */
  subject: string;
  submit: string;
  onSubmit: () => void;
  children: ReactNode;
  /** What shows under the form once sent: beside the form's card, not inside it, so it is one box, not two. */
  after?: ReactNode;
}

export function MailForm({ label, subject, submit, onSubmit, children, after }: MailFormProps) {
  const { site } = useSite();
  const { forms } = useForms();
  // The first render matches the prerendered HTML, where the browser's own checks are on.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const plainSubject = fillTemplate(subject, { practice: '' }).replace(/[\s:–-]+$/, '');
  return (
    <>
      <form
        css={[{ marginTop: space[8] }, formCard]}
        noValidate={scripted}
        // A field reached with Tab comes wholly into view: the browser stops scrolling once a tall field (the message
        // box) shows at all, and left most of it, its middle included, under the bottom of the screen.
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest' })}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        aria-label={label}
        action={`mailto:${site.brand.email}?subject=${encodeURIComponent(plainSubject)}`}
        method="post"
        encType="text/plain"
      >
        <p css={formNote}>{forms.requiredNote}</p>
        {children}
        <p css={privacyNote}>{forms.privacyNote}</p>
        <button type="submit" css={[buttonStyle('primary'), submitButton]}>
          {submit}
        </button>
      </form>
      {after}
    </>
  );
}
