import { useState } from 'react';
import { useForms } from './forms-context.tsx';
import { useSite } from './site-context.tsx';
import { fitMailto, type MailMessage } from '../logic/mailto.ts';

/**
 * Sending a form's message: the browser goes to the prefilled mailto link (cut to constants.limits.mailtoMaxLength
 * with the shortened notice), and `sent` keeps the whole message for the panel shown after.
 */
export function useMail(): [sent: MailMessage | undefined, send: (message: MailMessage) => void, reset: () => void] {
  const { site } = useSite();
  const { forms } = useForms();
  const [sent, setSent] = useState<MailMessage>();
  const send = (message: MailMessage) => {
    const { url } = fitMailto(site.brand.email, message, site.constants.limits.mailtoMaxLength, forms.sent.shortened);
    window.location.href = url;
    setSent(message);
  };
  return [sent, send, () => setSent(undefined)];
}
