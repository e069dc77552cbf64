import { css } from '@emotion/react';
import { useId } from 'react';
import type { FormAside as FormAsideContent } from '../model/types.generated.ts';
import { Icon } from './Icon.tsx';
import { QuoteAuthor } from './QuoteAuthor.tsx';
import { whiteCard } from './surface.ts';
import { color, space, tint } from './theme.ts';

const aside = css({
  margin: `${space[6]} 0 0`,
  '& h3': { margin: 0, fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: color('muted') },
  '& ul': { listStyle: 'none', margin: `${space[4]} 0 0`, padding: 0, display: 'grid', gap: space[4] },
  '& li': { display: 'flex', gap: space[3], alignItems: 'flex-start' },
  '& li > svg': { flex: 'none', marginTop: 2, color: color('success') },
  '& b': { display: 'block' },
  '& span': { color: color('muted'), fontSize: '0.9375rem' },
});
// The steps after sending, numbered down a line: beside the form on wide screens, where the form is longer than
// the points beside it; after the form on a phone (a form puts its aside after itself), never between the two.
const after = css({
  marginTop: space[8],
  '& ol': { listStyle: 'none', counterReset: 'after', margin: `${space[4]} 0 0`, padding: 0, display: 'grid', gap: space[4] },
  '& li': { counterIncrement: 'after', position: 'relative', paddingLeft: space[10], display: 'block' },
  '& li::before': {
    content: 'counter(after)',
    position: 'absolute',
    left: 0,
    top: 0,
    display: 'grid',
    placeItems: 'center',
    width: 26,
    height: 26,
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 700,
    color: color('primary'),
    background: tint('primary', 12),
  },
  // The line from one number to the next.
  '& li:not(:last-child)::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    top: 30,
    bottom: `calc(-1 * ${space[4]} + 4px)`,
    width: 2,
    background: color('border'),
  },
});
const quote = css({
  margin: `${space[8]} 0 0`,
  padding: space[5],
  ...whiteCard,
  '& blockquote, & p': { margin: 0, fontSize: '0.9375rem', lineHeight: 1.6 },
  '& figcaption': { marginTop: space[3], color: color('muted'), fontSize: '0.875rem', fontWeight: 600 },
});

/** The list beside a form, after it in the page (besideHeading puts it under the heading, in the column of its own on wide screens). */
export function FormAside({ content }: { content: FormAsideContent }) {
  const id = useId();
  return (
    <aside css={aside} aria-labelledby={id}>
      <h3 id={id}>{content.heading}</h3>
      <ul>
        {content.points.map((point) => (
          <li key={point.label}>
            <Icon name="checkCircle" />
            <div>
              <b>{point.label}</b>
              <span>{point.detail}</span>
            </div>
          </li>
        ))}
      </ul>
      {content.after && (
        <section css={after} aria-labelledby={`${id}-after`}>
          <h3 id={`${id}-after`}>{content.after.heading}</h3>
          <ol>
            {content.after.steps.map((step) => (
              <li key={step.label}>
                <b>{step.label}</b>
                <span>{step.detail}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {content.quote && (
        <figure css={quote}>
          <blockquote>
            <p>“{content.quote.text}”</p>
          </blockquote>
          <figcaption>{content.quote.author && <QuoteAuthor text={content.quote.author} />}</figcaption>
        </figure>
      )}
    </aside>
  );
}
