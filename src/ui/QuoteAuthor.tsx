import { css } from '@emotion/react';
import { WholeWords } from './WholeWords.tsx';

// The author's first part (the role) on a line of its own, the rest (the practice and its state) under it, in every
// quote: broken where the card ran out of room, one read "Office Manager, Cardiology Practice," over "California"
// beside a card on one line. The comma between them is read out and copied, not shown at the end of a line.
const authorFirst = css({ display: 'block' });

/** Who said a quote: the role, then where they work. */
export function QuoteAuthor({ text }: { text: string }) {
  const [first, ...rest] = text.split(', ');
  if (rest.length === 0) return <WholeWords text={text} />;
  return (
    <>
      <span css={authorFirst}>
        <WholeWords text={first ?? ''} />
        <span className="visually-hidden">, </span>
      </span>
      <WholeWords text={rest.join(', ')} />
    </>
  );
}
