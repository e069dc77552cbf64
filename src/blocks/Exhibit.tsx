// One worked sample drawn whole (an exhibit): a figure as wide as the page's column, in a frame labelled with what
// it is and a tag that says it is a sample, its drawing chosen by its layout. Server HTML and CSS only: nothing in
// it moves, and every number it draws is also in its words (a list or a table screen readers read).
import { css } from '@emotion/react';
import type { ExhibitBlock } from '../model/types.generated.ts';
import { Section } from '../ui/Section.tsx';
import { sampleTag } from '../ui/status-look.ts';
import { cardShadow, whiteBox } from '../ui/surface.ts';
import { color, space } from '../ui/theme.ts';
import { ExhibitAging } from './ExhibitAging.tsx';
import { ExhibitAnnotated } from './ExhibitAnnotated.tsx';
import { ExhibitLifecycle } from './ExhibitLifecycle.tsx';
import { ExhibitReport } from './ExhibitReport.tsx';
import { ExhibitTimeline } from './ExhibitTimeline.tsx';

const frame = css({
  margin: `${space[8]} 0 0`,
  ...whiteBox,
  borderRadius: 16,
  boxShadow: `${cardShadow}, 0 24px 48px -24px rgba(15, 23, 42, 0.25)`,
  // Clip, not hidden: a hidden overflow would make the frame a scroll box, and the chart note that stays in view
  // beside its codes (ExhibitAnnotated) would stay in view of the frame only.
  overflow: 'clip',
  fontVariantNumeric: 'tabular-nums',
  // The drawings lay themselves out by the frame's width, not the screen's.
  containerType: 'inline-size',
});
// The frame's label: a bar across its top, as on a report's exhibit or a case file's tab.
const label = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[2]} ${space[3]}`,
  padding: `${space[3]} ${space[5]}`,
  borderBottom: `1px solid ${color('border')}`,
  background: color('surface'),
  fontWeight: 700,
  color: color('text'),
});
const tag = css({ ...sampleTag, background: color('background'), border: `1px solid ${color('border')}` });
const body = css({ padding: `${space[6]} ${space[5]}`, '@container (min-width: 40rem)': { padding: `${space[8]} ${space[8]}` } });
const footnote = css({
  margin: 0,
  padding: `0 ${space[5]} ${space[5]}`,
  color: color('muted'),
  fontSize: '0.875rem',
  '@container (min-width: 40rem)': { padding: `0 ${space[8]} ${space[6]}` },
});

/** A field the exhibit's layout requires (the schema's allOf): there in every site that passed the checker. */
function needed<T>(value: T | undefined, field: string, layout: string): T {
  if (value === undefined) throw new Error(`an exhibit with layout: ${layout} needs ${field} (the checker requires it)`);
  return value;
}

/** The drawing its layout names, given the fields that layout takes. */
function Drawing({ block }: { block: ExhibitBlock }) {
  const { layout } = block;
  switch (layout) {
    case 'lifecycle':
      return <ExhibitLifecycle dayLabel={needed(block.dayLabel, 'dayLabel', layout)} stages={needed(block.stages, 'stages', layout)} />;
    case 'annotated':
      return (
        <ExhibitAnnotated
          chartNote={needed(block.chartNote, 'chartNote', layout)}
          claimLines={block.claimLines}
          codesTitle={needed(block.codesTitle, 'codesTitle', layout)}
          codes={needed(block.codes, 'codes', layout)}
        />
      );
    case 'aging':
      return <ExhibitAging caption={block.title} columns={needed(block.columns, 'columns', layout)} buckets={needed(block.buckets, 'buckets', layout)} />;
    case 'timeline':
      return (
        <ExhibitTimeline
          weekLabel={needed(block.weekLabel, 'weekLabel', layout)}
          spanLabel={needed(block.spanLabel, 'spanLabel', layout)}
          followUpLabel={needed(block.followUpLabel, 'followUpLabel', layout)}
          tasks={needed(block.tasks, 'tasks', layout)}
        />
      );
    case 'report':
      return (
        <ExhibitReport
          figures={needed(block.figures, 'figures', layout)}
          trendLine={needed(block.trendLine, 'trendLine', layout)}
          denials={needed(block.denials, 'denials', layout)}
          actions={needed(block.actions, 'actions', layout)}
        />
      );
  }
}

/** An exhibit: its band's heading, then the sample in its labelled frame, drawn as its layout says. */
export function Exhibit({ block }: { block: ExhibitBlock }) {
  return (
    <Section heading={block.heading} intro={block.intro}>
      <figure css={frame}>
        <figcaption css={label}>
          <span>{block.title}</span> <span css={tag}>{block.tag}</span>
        </figcaption>
        <div css={body}>
          <Drawing block={block} />
        </div>
        {block.footnote && <p css={footnote}>{block.footnote}</p>}
      </figure>
    </Section>
  );
}
