// After a form has opened the visitor's e-mail program: the message as written, to copy, and the address to send
// it to, because many visitors use webmail and have no e-mail program to open. The form never fails silently.
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForms } from './forms-context.tsx';
import { useSite } from './site-context.tsx';
import type { MailMessage } from '../logic/mailto.ts';
import { resultHeading, resultPanel } from './form-layout.ts';
import { color, space } from './theme.ts';

const panel = css({ border: `2px solid ${color('primary')}`, background: color('background') });
const message = css({
  width: '100%',
  minHeight: 180,
  marginTop: space[3],
  padding: space[3],
  border: `1px solid ${color('border')}`,
  borderRadius: 8,
  font: 'inherit',
  fontSize: '0.9375rem',
  background: color('surface'),
  color: color('text'),
  resize: 'vertical',
});
const copyButton = css({
  minHeight: 44,
  marginTop: space[3],
  padding: `${space[2]} ${space[5]}`,
  border: 0,
  borderRadius: 8,
  background: color('primary'),
  color: color('onPrimary'),
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

/** The panel for a sent message; it takes the focus (unless told not to) so screen readers hear it. */
export function MailSent({ mail, takeFocus = true }: { mail: MailMessage; takeFocus?: boolean }) {
  const { site } = useSite();
  const { sent } = useForms().forms;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const [copied, setCopied] = useState(false);
  const full = `${mail.subject}\n\n${mail.body}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: for each new message, which takes the focus; takeFocus says whether, not when.
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
    setCopied(false);
  }, [mail]);
  const copy = () => {
    // Where the clipboard is refused, the message is selected for the visitor to copy by hand.
    const selectInstead = () => textRef.current?.select();
    if (!navigator.clipboard) return selectInstead();
    navigator.clipboard.writeText(full).then(() => setCopied(true), selectInstead);
  };
  const [before, after] = sent.text.split(site.brand.email);
  const address = <a href={`mailto:${site.brand.email}`}>{site.brand.email}</a>;
  return (
    <section css={[resultPanel, panel]} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} ref={headingRef} tabIndex={-1} css={resultHeading}>
        {sent.heading}
      </h3>
      {/* The address is a link where the text names it, or on a line of its own where it does not. */}
      <p css={{ margin: `${space[2]} 0 0` }}>
        {before}
        {after !== undefined && address}
        {after}
      </p>
      {after === undefined && <p css={{ margin: `${space[2]} 0 0` }}>{address}</p>}
      <label htmlFor={`${ids}-message`} className="visually-hidden">
        {sent.copy}
      </label>
      <textarea id={`${ids}-message`} ref={textRef} readOnly value={full} css={message} />
      <button type="button" css={copyButton} onClick={copy}>
        {copied ? sent.copied : sent.copy}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? sent.copied : ''}
      </span>
    </section>
  );
}
