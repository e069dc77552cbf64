// Words kept whole where a line break would read as a slip. A browser may break a line after a hyphen, and "Billing
// Built for High-" over "Volume Primary Care" reads as one; in an address, "Suite" over "400" or "Denver," over
// "CO 80202" does too. The text stays as written (a reader, a search and a copy see the same hyphen and spaces); only
// where the line may break changes.
import { css } from '@emotion/react';

const whole = css({ whiteSpace: 'nowrap' });
/** Which runs of the text stay on one line. */
const runs = {
  /** A word with a hyphen inside it: letters or digits on both sides ("High-Volume", "24-Hour", "X-ray"). */
  hyphenated: /([^\s-]+(?:-[^\s-]+)+)/,
  /** An address or a phone: each part between commas that has a space in it ("Suite 400", "(303) 555-0142"), and
   * the last two parts together ("Denver, CO 80202"). A part of one word (an e-mail address) may still break where
   * it must, on the narrowest phones. */
  address: /([^\s,][^,]*\s[^,]*[^\s,]|[^\s,][^,]*, [^,]*[^\s,]$)/,
};

/** The text, each of its hyphenated words (or, for an address, each of its parts) on one line. */
export function WholeWords({ text, keep = 'hyphenated' }: { text: string; keep?: keyof typeof runs }) {
  return text.split(runs[keep]).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in their order.
      <span key={index} css={whole}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
