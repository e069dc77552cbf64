// Prefilled e-mail links: RFC 6068 encoding that nothing typed can break out of, and the guard for long messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitMailto, mailtoUrl, normalizeText } from '../../src/logic/mailto.ts';

const to = 'info@crestlinercm.example';

/** Reads a mailto link back: its address, and each header with its decoded value, in order. */
function parseMailto(url: string): { to: string; headers: Array<[key: string, value: string]> } {
  const [address, query = ''] = url.replace(/^mailto:/, '').split('?');
  const headers = query
    ? query.split('&').map((pair): [string, string] => {
        const [key, value = ''] = pair.split('=');
        return [decodeURIComponent(key), decodeURIComponent(value)];
      })
    : [];
  return { to: decodeURIComponent(address), headers };
}

// Any text, with the characters that mean something in a URL or a mail header much more often than chance.
const typed = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('&', '?', '#', '%', '=', '+', '\r', '\n', ' ', 'a', 'é', '😀', '%0D%0A', 'bcc:') }),
);

describe('the mailto link', () => {
  it('encodes a subject and a body, line breaks as %0D%0A', () => {
    expect(mailtoUrl(to, { subject: 'Contact Form - A & B', body: 'Name: Ann\nPhone: +1 (303) 555-0142' })).toBe(
      'mailto:info@crestlinercm.example?subject=Contact%20Form%20-%20A%20%26%20B&body=Name%3A%20Ann%0D%0APhone%3A%20%2B1%20(303)%20555-0142',
    );
  });

  it('gives back exactly what was typed (line breaks as CRLF), under the keys subject and body only', () => {
    fc.assert(
      fc.property(typed, typed, (subject, body) => {
        const { to: address, headers } = parseMailto(mailtoUrl(to, { subject, body }));
        expect(address).toBe(to);
        expect(headers.map(([key]) => key)).toEqual(['subject', 'body']);
        expect(headers[1][1]).toBe(normalizeText(body));
        // A subject is one line: its line breaks become spaces.
        expect(headers[0][1]).toBe(normalizeText(subject).replace(/\r\n/g, ' '));
      }),
    );
  });

  it('writes every line break of a body as CRLF, whichever kind was typed', () => {
    expect(normalizeText('a\nb\r\nc\rd')).toBe('a\r\nb\r\nc\r\nd');
  });

  it('turns half a surrogate pair, which cannot be encoded, into a replacement character', () => {
    expect(normalizeText('a\uD83Db')).toBe('a\uFFFDb');
    expect(() => mailtoUrl(to, { subject: '\uDE00', body: '\uD83D' })).not.toThrow();
  });
});

describe('a message too long for a mailto link', () => {
  const notice = '[Shortened: the full message is shown on the page.]';

  it('is left whole when it fits', () => {
    const message = { subject: 'Hello', body: 'A short message.' };
    expect(fitMailto(to, message, 2000, notice)).toEqual({ url: mailtoUrl(to, message), shortened: false });
  });

  it('is left whole when it is exactly as long as the limit, and cut when it is one character longer', () => {
    const message = { subject: 'Revenue Audit Request - Clinic', body: `Name: Ann\n${'x'.repeat(500)}` };
    const length = mailtoUrl(to, message).length;
    expect(fitMailto(to, message, length, notice)).toEqual({ url: mailtoUrl(to, message), shortened: false });
    const cut = fitMailto(to, message, length - 1, notice);
    expect(cut.shortened).toBe(true);
    expect(cut.url.length).toBeLessThanOrEqual(length - 1);
  });

  it('cuts a long subject to a quarter of the room, using that quarter', () => {
    const subject = `Contact Form - ${'Practice '.repeat(200)}`;
    const { url } = fitMailto(to, { subject, body: 'Hello' }, 2000, notice);
    const encoded = /subject=([^&]*)&/.exec(url)![1];
    // A quarter of 2000 characters, the subject's share; a word and its ellipsis (…, 9 encoded characters) short of it at most.
    expect(encoded.length).toBeLessThanOrEqual(500);
    expect(encoded.length).toBeGreaterThan(500 - 'Practice%20'.length - 9 - 3);
  });

  /** The body sent under a limit that exactly 100 characters of `body` fit in, with the ellipsis and the notice. */
  const sentBody = (body: string) => {
    const subject = 'Contact Form - Clinic';
    const maxLength = mailtoUrl(to, { subject, body: `${body.slice(0, 100)}…\n\n${notice}` }).length;
    return parseMailto(fitMailto(to, { subject, body }, maxLength, notice).url).headers[1][1].replace(/\r\n\r\n\[Shortened.*$/, '');
  };

  it('is cut at the last word break when it falls in the last fifth of what fits, and at the last character that fits otherwise', () => {
    // The space after 85 of the 100 characters: past four fifths, so the cut is there.
    expect(sentBody(`${'a'.repeat(85)} ${'b'.repeat(200)}`)).toBe(`${'a'.repeat(85)}…`);
    // The space after 75: before four fifths, so the cut is at the 100th character, inside the word.
    expect(sentBody(`${'a'.repeat(75)} ${'b'.repeat(200)}`)).toBe(`${'a'.repeat(75)} ${'b'.repeat(24)}…`);
  });

  it('is cut at the last character that fits when the last word break is exactly four fifths in, not past them', () => {
    // The space after 80 of the 100 characters.
    expect(sentBody(`${'a'.repeat(80)} ${'b'.repeat(200)}`)).toBe(`${'a'.repeat(80)} ${'b'.repeat(19)}…`);
  });

  it('leaves no space before the ellipsis when the cut falls after two spaces', () => {
    // Two spaces after a sentence, the second after 85 of the 100 characters.
    expect(sentBody(`${'a'.repeat(83)}.  ${'b'.repeat(200)}`)).toBe(`${'a'.repeat(83)}.…`);
  });

  it('keeps a subject that fits its quarter whole, even with a short last word, when the body is cut', () => {
    const subject = 'Revenue Audit Request - Oak Family Care';
    const { url, shortened } = fitMailto(to, { subject, body: 'denied claim '.repeat(300) }, 2000, notice);
    expect(shortened).toBe(true);
    expect(parseMailto(url).headers[0][1]).toBe(subject);
  });

  it('uses the whole quarter for a subject with no word break near the cut: 500 encoded characters of 2000', () => {
    const subject = `Contact Form - ${'x'.repeat(3000)}`;
    const encoded = /subject=([^&]*)&/.exec(fitMailto(to, { subject, body: 'Hello' }, 2000, notice).url)![1];
    // 'Contact%20Form%20-%20' (21), 470 x's and the encoded ellipsis (9).
    expect(encoded).toBe(`Contact%20Form%20-%20${'x'.repeat(470)}%E2%80%A6`);
  });

  it('measures the last fifth on what fits, never on the whole text, even when only blanks at its end do not fit', () => {
    // 22 a's, ' b' and four tabs (%09 each): 38 encoded characters, to fit in 36 (a quarter of 144). What fits is all
    // but the last tab, 27 characters, with the space after 22 of them: past four fifths, so the cut is there. (The
    // whole text without its tabs would fit, ' b…', but the whole text is not what fits.)
    const subject = `${'a'.repeat(22)} b\t\t\t\t`;
    const { url } = fitMailto(to, { subject, body: 'x'.repeat(100) }, 144, 'More on the page.');
    expect(parseMailto(url).headers[0][1]).toBe(`${'a'.repeat(22)}…`);
  });

  it('is cut at a word break to fit, and ends with the notice', () => {
    const body = `Name: Ann\n${'denied claim '.repeat(300)}`;
    const { url, shortened } = fitMailto(to, { subject: 'Contact Form - Clinic', body }, 2000, notice);
    expect(shortened).toBe(true);
    expect(url.length).toBeLessThanOrEqual(2000);
    const sent = parseMailto(url).headers[1][1];
    expect(sent.startsWith('Name: Ann\r\ndenied claim denied')).toBe(true);
    // The last word is whole: the cut is at a space, not inside "denied" or "claim".
    expect(sent).toMatch(/ (denied|claim)…\r\n\r\n\[Shortened: the full message is shown on the page\.\]$/);
  });

  it('always fits, keeps the start of the body, and never splits a character, whatever was typed', () => {
    fc.assert(
      fc.property(typed, fc.string({ unit: 'grapheme', minLength: 0, maxLength: 3000 }), (subject, body) => {
        const { url, shortened } = fitMailto(to, { subject, body }, 2000, notice);
        expect(url.length).toBeLessThanOrEqual(2000);
        const sent = parseMailto(url).headers;
        if (!shortened) expect(sent[1][1]).toBe(normalizeText(body));
        else expect(normalizeText(body).startsWith(sent[1][1].slice(0, -(notice.length + 5)).replace(/…$/, ''))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
