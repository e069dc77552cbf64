import { useId } from 'react';
import { css } from '@emotion/react';
import { useSite } from '../ui/site-context.tsx';
import { fillTemplate } from '../model/template.ts';
import type { TestimonialsBlock } from '../model/types.generated.ts';
import { cardGrid } from '../ui/card-grid.ts';
import { SwipeRow } from '../ui/SwipeRow.tsx';
import { BeforeAfter } from '../ui/BeforeAfter.tsx';
import { Section } from '../ui/Section.tsx';
import { whiteCard } from '../ui/surface.ts';
import { color, space } from '../ui/theme.ts';
import { QuoteAuthor } from '../ui/QuoteAuthor.tsx';

const maxStars = 5;
const starPath = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z';

// Each card's stars, quote, figure and author on rows shared across its row of cards (subgrid): the figures of a row
// stand level under the longest quote, and the authors level under them, whether an author takes one line or two.
const sharedRows = css({ display: 'grid', gridRow: 'span 4', gridTemplateRows: 'subgrid', rowGap: space[4] });
const card = css({
  display: 'grid',
  gridRow: '1 / -1',
  gridTemplateRows: 'subgrid',
  rowGap: space[4],
  margin: 0,
  padding: space[8],
  ...whiteCard,
});
const stars = css({ display: 'flex', gap: 2, color: color('rating') });
const quote = css({ margin: 0, fontSize: '1.0625rem', lineHeight: 1.65, '&::before': { content: '"“"' }, '&::after': { content: '"”"' } });
// position: the containing block of the before → after's hidden words, which would otherwise stand (and widen the
// page) where a card swiped out of view is.
// The figure in a pill, its before → after beside it, or under it where the card is too narrow for both: a pill
// over two lines read as a mistake (review 7).
const metric = css({
  position: 'relative',
  alignSelf: 'start',
  justifySelf: 'start',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[1]} ${space[2]}`,
  margin: 0,
  fontSize: '0.875rem',
});
const pill = css({
  padding: `${space[1]} ${space[3]}`,
  borderRadius: 999,
  background: `color-mix(in srgb, ${color('accent')} 12%, white)`,
  color: color('accent'),
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
const metricChange = css({ fontWeight: 500, color: color('text'), whiteSpace: 'nowrap' });
// On the last row, also in a card without a figure, at its foot: the authors of a row end level.
const author = css({ gridRow: 4, alignSelf: 'end', color: color('muted'), fontWeight: 600, fontStyle: 'normal' });
const words = css({ margin: 0 });
/** Stars out of five, drawn, with their count as the accessible name ("5 out of 5 stars"). */
function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <div role="img" aria-label={label} css={stars}>
      {Array.from({ length: maxStars }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are alike; the n-th star is its place.
        <svg key={index} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={starPath} fill={index < rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
      ))}
    </div>
  );
}

/** Quotes from clients with their star ratings. */
export function Testimonials({ block }: { block: TestimonialsBlock }) {
  const { site } = useSite();
  const headingId = useId();
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro} headingId={headingId}>
      <SwipeRow count={block.testimonials.length} labelledBy={headingId} css={(theme) => cardGrid(theme, block.testimonials.length)}>
        {block.testimonials.map((testimonial) => (
          <li key={testimonial.author} css={sharedRows}>
            <figure css={card}>
              <StarRating rating={testimonial.rating} label={fillTemplate(site.labels.rating, { rating: String(testimonial.rating) })} />
              <blockquote css={words}>
                <p css={quote}>{testimonial.quote}</p>
              </blockquote>
              {testimonial.metric && (
                <p css={metric}>
                  <span css={pill}>{testimonial.metric}</span>
                  {testimonial.before && testimonial.after && <BeforeAfter before={testimonial.before} after={testimonial.after} css={metricChange} />}
                </p>
              )}
              <figcaption css={author}>{testimonial.author && <QuoteAuthor text={testimonial.author} />}</figcaption>
            </figure>
          </li>
        ))}
      </SwipeRow>
    </Section>
  );
}
