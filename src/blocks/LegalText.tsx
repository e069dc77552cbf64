import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { LegalTextBlock } from '../model/types.generated.ts';
import { useSite } from '../ui/site-context.tsx';
import { headingAnchors } from '../logic/anchors.ts';
import { formatLongDate, parseIsoDate } from '../logic/format.ts';
import { sectionColumn } from '../ui/section-column.ts';
import { color, mq, space } from '../ui/theme.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

const body = (theme: Theme) =>
  css({ padding: `${space[10]} ${space[5]} ${space[12]}`, [mq(theme, 'md')]: { padding: `${space[16]} ${space[8]} ${space[20]}` } });
// Left-aligned in the same column as the hero above it, at a comfortable reading width.
const column = css({ maxWidth: '46rem', fontSize: '1.0625rem', lineHeight: 1.7, '& p, & ul': { margin: `0 0 ${space[4]}` } });
const updated = css({
  margin: `0 0 ${space[8]}`,
  padding: `${space[3]} ${space[4]}`,
  borderLeft: `4px solid ${color('primary')}`,
  background: color('surface'),
  color: color('muted'),
});
const heading = css({ margin: `${space[10]} 0 ${space[3]}`, fontSize: '1.375rem', lineHeight: 1.3 });
// With a list of its sections: the list above the text on phones, beside it (and staying in view) on wide screens,
// where the text alone left the right half of the page empty.
const withContents = (theme: Theme) =>
  css({
    [mq(theme, 'lg')]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 46rem) minmax(13rem, 18rem)',
      justifyContent: 'space-between',
      columnGap: space[16],
      alignItems: 'start',
      '& > nav': { gridColumn: 2, gridRow: 1, position: 'sticky', top: '6.5rem', margin: 0 },
    },
  });
const contents = (theme: Theme) =>
  css({
    margin: `0 0 ${space[8]}`,
    padding: `${space[4]} ${space[5]}`,
    border: `1px solid ${color('border')}`,
    borderRadius: 12,
    fontSize: '0.9375rem',
    lineHeight: 1.4,
    '& > p': { margin: `0 0 ${space[2]}`, fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: color('muted') },
    '& ol': { listStyle: 'none', margin: 0, padding: 0 },
    // A whole finger's height on phones; a denser list beside the text.
    '& a': { display: 'flex', alignItems: 'center', minHeight: 44, color: color('text'), textDecoration: 'none', textWrap: 'balance' },
    '& a:hover': { color: color('primary'), textDecoration: 'underline' },
    [mq(theme, 'lg')]: { '& a': { minHeight: 0, padding: `${space[1]} 0` } },
  });

/**
 * The sections of a policy or terms page, with a last-updated line: the date the editor set, else the day the
 * site was built (a published text cannot have changed after that).
 */
export function LegalText({ block }: { block: LegalTextBlock }) {
  const { buildDate } = useSite();
  const updatedOn = block.updated ?? buildDate;
  const id = useId();
  const anchors = headingAnchors(block.sections.map((section) => section.heading));
  return (
    <div css={body}>
      <div css={[sectionColumn, block.contentsLabel && withContents]}>
        {block.contentsLabel && (
          <nav css={contents} aria-labelledby={`${id}-contents`}>
            {/* The list's name, not a heading: the page's h2s are its sections. */}
            <p id={`${id}-contents`}>{block.contentsLabel}</p>
            <ol>
              {block.sections.map((section, i) => (
                <li key={anchors[i]}>
                  <a href={`#${anchors[i]}`}>
                    {i + 1}. {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div css={column}>
          {block.updatedLabel && (
            <p css={updated}>
              {block.updatedLabel}: <time dateTime={updatedOn}>{formatLongDate(parseIsoDate(updatedOn))}</time>
            </p>
          )}
          {block.sections.map((section, i) => (
            <section key={anchors[i]} aria-labelledby={anchors[i]}>
              <h2 id={anchors[i]} css={heading}>
                {i + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                // A phone number or an address's number parted from its other half reads as a slip ("555-" over "0142").
                <p key={paragraph}>
                  <WholeWords text={paragraph} />
                </p>
              ))}
              {section.points && (
                <ul>
                  {section.points.map((point) => (
                    <li key={point}>
                      <WholeWords text={point} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
