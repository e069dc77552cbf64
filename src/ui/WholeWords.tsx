// A heading's hyphenated words kept whole: a browser may break a line after a hyphen, and "Billing Built for High-"
// over "Volume Primary Care" reads as a slip. The text stays as written (a reader, a search and a copy see the same
// hyphen); only where the line may break changes.
import { css } from '@emotion/react';

const whole = css({ whiteSpace: 'nowrap' });
/** A word with a hyphen inside it: letters or digits on both sides ("High-Volume", "24-Hour", "X-ray"). */
const hyphenated = /([^\s-]+(?:-[^\s-]+)+)/;

/** The text, its hyphenated words each on one line. */
export function WholeWords({ text }: { text: string }) {
  return text.split(hyphenated).map((part, index) =>
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
