// Words kept whole where a line break would read as a slip. A browser may break a line after a hyphen, and "Billing
// Built for High-" over "Volume Primary Care" reads as one; so does a name or a number parted from its other half,
// "SOC" over "2 Type II", "September" over "30, 2026", "3" over "months" (`keep`: other runs to keep whole, for
// example ContactPanel's address parts). The text stays as written (a reader, a search and a copy see the same
// hyphen and spaces); only where the line may break changes.
import { css } from '@emotion/react';

const whole = css({ whiteSpace: 'nowrap' });
/**
 * A word with a hyphen inside it, letters or digits on both sides ("High-Volume", "24-Hour", "X-ray"); or a
 * capitalised word and the number after it ("SOC 2", "September 30", "Suite 400"); or a number and its unit of
 * time ("3 months", "5 minutes").
 */
const wholeRuns = /([^\s-]+(?:-[^\s-]+)+|\b[A-Z][A-Za-z]* \d+|\b\d+ (?:minute|hour|day|week|month|year)s?\b)/;

/**
 * The text, each of its runs (or the parts `keep` matches) on one line: the text itself when it has none, else one
 * span, so that in a flex row (an icon beside its words) the words stay one item with their spaces.
 */
export function WholeWords({ text, keep = wholeRuns }: { text: string; keep?: RegExp }) {
  const parts = text.split(keep);
  return parts.length < 2 ? (
    text
  ) : (
    <span>
      {parts.map((part, index) =>
        index % 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in their order.
          <span key={index} css={whole}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
