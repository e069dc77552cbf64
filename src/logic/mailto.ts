// Prefilled e-mail links (RFC 6068): the forms send their message by opening the visitor's mail program.

export interface MailMessage {
  subject: string;
  body: string;
}

/** Line breaks as RFC 6068 wants them in a body (CRLF), and no half of a surrogate pair (it cannot be encoded). */
export function normalizeText(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * mailto:to?subject=…&body=…. Everything a visitor typed is percent-encoded (line breaks become %0D%0A), so no
 * text can add a recipient or another header: the only keys are subject and body.
 */
export function mailtoUrl(to: string, message: MailMessage): string {
  const subject = encodeURIComponent(normalizeText(message.subject).replace(/\r\n/g, ' '));
  const body = encodeURIComponent(normalizeText(message.body));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}

/**
 * The link for `message`, no longer than `maxLength` characters: when it would be longer, the body is cut at a
 * line or word break and ends with `notice` (which tells the visitor the full text is on the page). A subject is
 * cut to a quarter of the room.
 */
export function fitMailto(to: string, message: MailMessage, maxLength: number, notice: string): { url: string; shortened: boolean } {
  const full = mailtoUrl(to, message);
  if (full.length <= maxLength) return { url: full, shortened: false };
  const subject = fitText(message.subject, (text) => encodeURIComponent(text).length <= maxLength / 4);
  const ending = `\n\n${notice}`;
  const body = fitText(message.body, (text) => mailtoUrl(to, { subject, body: text + ending }).length <= maxLength);
  return { url: mailtoUrl(to, { subject, body: body + ending }), shortened: true };
}

/** The longest start of `text` that `fits`, ended at a line or word break when there is one near the end, plus …. */
function fitText(text: string, fits: (text: string) => boolean): string {
  const characters = [...text];
  const cut = (count: number) => (count >= characters.length ? text : `${characters.slice(0, count).join('').trimEnd()}…`);
  if (fits(text)) return text;
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(cut(middle))) low = middle;
    else high = middle - 1;
  }
  const start = characters.slice(0, low).join('');
  const lastBreak = Math.max(start.lastIndexOf('\n'), start.lastIndexOf(' '));
  const atBreak = lastBreak > start.length * 0.8 ? [...start.slice(0, lastBreak)].length : low;
  return cut(atBreak);
}
