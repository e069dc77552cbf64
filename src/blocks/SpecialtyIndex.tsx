import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { ListedSpecialty } from '../model/site-shell.ts';
import type { SpecialtyIndexBlock } from '../model/types.generated.ts';
import { specialtyPath } from '../model/specialty-page.ts';
import { CheckIcon } from '../ui/CheckIcon.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Section, sectionHeading } from '../ui/Section.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { gridList } from '../ui/surface.ts';
import { balancedGrid } from '../ui/card-grid.ts';
import { color, mq, space, tint } from '../ui/theme.ts';

const grid = (theme: Theme, count: number) =>
  css({ ...gridList(`${space[6]} 0 0`, space[5]), ...balancedGrid(theme, count, { phone: 1, sm: 2, md: 3, lg: 3 }) });
// A card whose name is the link; the link's box stretches over the card, so the whole card answers a click while
// the link's name stays the specialty's name.
const featuredCard = css({
  position: 'relative',
  height: '100%',
  padding: space[6],
  border: `1px solid ${color('border')}`,
  borderRadius: 12,
  background: color('background'),
  '&:hover': { borderColor: color('primary'), boxShadow: `0 4px 14px ${tint('primary', 12)}` },
  '& a': { display: 'inline-flex', alignItems: 'center', gap: space[2], fontSize: '1.25rem', fontWeight: 700, color: color('primary'), textDecoration: 'none' },
  '& a::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 12 },
  // The arrow says the card leads somewhere, and moves when the card is pointed at or its link focused.
  '& a svg': { transition: 'transform 150ms ease' },
  '&:hover a svg, & a:focus-visible svg': { transform: 'translateX(4px)' },
  '@media (prefers-reduced-motion: reduce)': { '& a svg': { transition: 'none' } },
});
// The specialty's first three services, as on its page: what a practice of that kind checks first.
const highlights = css({
  listStyle: 'none',
  display: 'grid',
  gap: space[2],
  margin: `${space[3]} 0 0`,
  padding: 0,
  color: color('muted'),
  lineHeight: 1.5,
  '& li': { display: 'flex', gap: space[2], alignItems: 'flex-start' },
  '& svg': { flex: 'none', marginTop: 2, color: color('accent') },
});
const spaced = css({ marginTop: space[16] });
// The other specialties in their groups: a heading over a plain list of links each, every link one row of one
// height (a thumb's 44 px). A group of many (more than `rowsPerColumn`) takes two tracks and lists in two columns on
// wide screens, so no group runs far below the others.
const rowsPerColumn = 6;
const groupGrid = (theme: Theme, tracks: number) =>
  css({
    ...gridList(`${space[6]} 0 0`, `${space[8]} ${space[8]}`),
    [mq(theme, 'md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq(theme, 'lg')]: { gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))` },
  });
const groupHeading = css({ margin: `0 0 ${space[2]}`, fontSize: '1rem', fontWeight: 700, color: color('text') });
// Two columns read down, alphabetically, on rows they share: a name on two lines (Occupational Therapy at 390 px)
// makes its row taller on both sides, where CSS columns moved every link under it out of line with its neighbour.
const twoColumns = (count: number) => ({
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridTemplateRows: `repeat(${Math.ceil(count / 2)}, auto)`,
  gridAutoFlow: 'column',
});
const wideGroup = (theme: Theme, count: number) => css({ [mq(theme, 'lg')]: { gridColumn: 'span 2', '& ul': { ...twoColumns(count), columnGap: space[8] } } });
// On a phone, where the groups stand one under the other, each lists in two columns: one took 26 links to 1,150 px.
const linkList = (theme: Theme, count: number) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    ...twoColumns(count),
    columnGap: space[6],
    [mq(theme, 'md')]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'none', gridAutoFlow: 'row' },
    '& li': { borderBottom: `1px solid ${color('border')}` },
    '& a': { display: 'flex', alignItems: 'center', minHeight: 44, color: color('primary'), fontWeight: 600, textDecoration: 'none' },
    '& a:hover': { textDecoration: 'underline' },
  });

/** Columns of the wide grid a group takes: two for a long one. */
const span = (group: { specialties: readonly unknown[] }) => (group.specialties.length > rowsPerColumn ? 2 : 1);

/** Every specialty page: featured ones as cards, then the rest in their groups. */
export function SpecialtyIndex({ block, specialties }: { block: SpecialtyIndexBlock; specialties: ListedSpecialty[] }) {
  const featuredId = useId();
  const additionalId = useId();
  const featured = specialties.filter((s) => s.featured);
  const additional = specialties.filter((s) => !s.featured).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  // The groups site.yaml sets (validate has checked none is listed twice), or one group of them all. A specialty in no
  // group (a new one: adding a specialty is one list item) joins the last group, so every page stays listed.
  const bySlug = new Map(additional.map((s) => [s.slug, s]));
  const groups = (block.groups ?? [{ heading: '', specialties: [] }]).map((group) => ({
    heading: group.heading,
    specialties: group.specialties.flatMap((slug) => bySlug.get(slug) ?? []),
  }));
  const grouped = new Set(groups.flatMap((group) => group.specialties));
  groups[groups.length - 1].specialties.push(...additional.filter((s) => !grouped.has(s)));
  return (
    <Section tone="muted">
      <h2 id={featuredId} css={sectionHeading}>
        {block.featuredHeading}
      </h2>
      <ul css={(theme) => grid(theme, featured.length)} aria-labelledby={featuredId}>
        {featured.map((s) => (
          <li key={s.slug} css={featuredCard}>
            <SmartLink href={specialtyPath(s.slug)}>
              {s.name}
              <Icon name="arrowRight" size={20} />
            </SmartLink>
            <ul css={highlights}>
              {s.highlights.map((highlight) => (
                <li key={highlight}>
                  <CheckIcon size={20} />
                  {highlight}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <h2 id={additionalId} css={[sectionHeading, spaced]}>
        {block.additionalHeading}
      </h2>
      <ul
        css={(theme) =>
          groupGrid(
            theme,
            groups.reduce((tracks, group) => tracks + span(group), 0),
          )
        }
        aria-labelledby={additionalId}
      >
        {groups.map((group) => (
          <li key={group.heading} css={span(group) > 1 && ((theme) => wideGroup(theme, group.specialties.length))}>
            {group.heading && <h3 css={groupHeading}>{group.heading}</h3>}
            <ul css={(theme) => linkList(theme, group.specialties.length)}>
              {group.specialties.map((s) => (
                <li key={s.slug}>
                  <SmartLink href={specialtyPath(s.slug)}>{s.name}</SmartLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
