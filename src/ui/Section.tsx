import { css, type CSSObject, type Interpolation, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { color, gutter, mq, space } from './theme.ts';
import { WholeWords } from './WholeWords.tsx';
import { sectionColumn } from './section-column.ts';
import peakLineUrl from './peak-line.svg?no-inline';

// On a phone, 96 px between two bands' contents (48 each side), not 128: a phone's page was 9,000 px and more.
const band = (theme: Theme) =>
  css({
    padding: `${space[12]} ${gutter.phone}`,
    [mq(theme, 'md')]: { padding: `${space[20]} ${gutter.wide}` },
  });

/**
 * The logo's peak line drawn large and faint behind the brand bands: the brand's one recurring device. A file of the
 * engine, not of a site's public/ (every site's bands draw it), never inlined (the content security policy takes no
 * data: pictures); the bands are never the first screen's largest paint.
 */
const peakLine = `url(${peakLineUrl})`;
/**
 * A band's background, and its top padding dropped when the band before it has the same background: two bands of
 * one tone read as one, with one gap between their contents, not two. Blocks sit in their island's element, so
 * "the band before" is the only child of the element before.
 */
const toneLook = (name: string, look: CSSObject) =>
  css({ ...look, [`[data-tone="${name}"] + &, *:has(> [data-tone="${name}"]:only-child) + * > &:only-child`]: { paddingTop: 0 } });
const tones = {
  plain: toneLook('plain', { background: color('background') }),
  muted: toneLook('muted', { background: color('surface') }),
  brand: toneLook('brand', { background: `${peakLine} no-repeat right -2rem bottom -3rem / auto 130%, ${color('primaryDark')}`, color: color('onPrimary') }),
};

interface SectionProps {
  children: ReactNode;
  tone?: keyof typeof tones;
  /** The band's h2, which also names the section for screen readers. */
  heading?: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** The id of the h2, for content that the heading also names (a table). */
  headingId?: string;
  /** The section's own id, which links reach with #id. */
  id?: string;
  /** More style for the band's column, for example a form beside its heading (beside-heading.ts). */
  column?: Interpolation<Theme>;
}

/** A full-width band of the page with its content centred, opened by its heading and intro when it has them. */
export function Section({ children, tone = 'plain', heading, intro, headingId: givenId, id, column }: SectionProps) {
  const ownId = useId();
  const headingId = givenId ?? ownId;
  return (
    <section id={id} data-tone={tone} css={(theme) => [band(theme), tones[tone]]} aria-labelledby={heading ? headingId : undefined}>
      <div css={[sectionColumn, column]}>
        {heading && (
          <h2 id={headingId} css={sectionHeading}>
            <HeadingWords heading={heading} />
          </h2>
        )}
        {intro && <p css={sectionIntro}>{typeof intro === 'string' ? <WholeWords text={intro} /> : intro}</p>}
        {children}
      </div>
    </section>
  );
}

export const sectionHeading = css({ fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)', lineHeight: 1.2, margin: 0 });
export const sectionIntro = css({ margin: `${space[3]} 0 0`, maxWidth: '48rem', fontSize: '1.125rem', color: 'inherit', opacity: 0.9 });

// What follows a heading's colon is one piece: where the line cannot hold it, it moves whole to the next line
// ("Client Results:" over "Physical Therapy Practice", not "Client Results: Physical" over "Therapy Practice").
const afterColon = css({ display: 'inline-block' });

/** A heading's words, kept whole (WholeWords), what follows its colon as one piece. */
function HeadingWords({ heading }: { heading: string }) {
  const at = heading.indexOf(': ');
  if (at < 0) return <WholeWords text={heading} />;
  return (
    <>
      <WholeWords text={heading.slice(0, at + 1)} />{' '}
      <span css={afterColon}>
        <WholeWords text={heading.slice(at + 2)} />
      </span>
    </>
  );
}
