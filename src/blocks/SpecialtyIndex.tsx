import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { ListedSpecialty } from '../model/site-shell.ts';
import type { SpecialtyIndexBlock } from '../model/types.generated.ts';
import { specialtyPath } from '../model/specialty-page.ts';
import { CheckIcon } from '../ui/CheckIcon.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Section, sectionHeading } from '../ui/Section.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { linkTile } from '../ui/link-tiles.ts';
import { gridList } from '../ui/surface.ts';
import { balancedGrid } from '../ui/card-grid.ts';
import { color, space, tint } from '../ui/theme.ts';

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
// The other specialties as a row of names that wraps, each as wide as its name: a cloud of links, not a grid whose
// rows would change their column count.
const pills = css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: space[3], margin: `${space[6]} 0 0`, padding: 0 });

/** Every specialty page: featured ones as cards, then the rest. */
export function SpecialtyIndex({ block, specialties }: { block: SpecialtyIndexBlock; specialties: ListedSpecialty[] }) {
  const featuredId = useId();
  const additionalId = useId();
  const featured = specialties.filter((s) => s.featured);
  const additional = specialties.filter((s) => !s.featured).sort((a, b) => a.name.localeCompare(b.name, 'en'));
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
      <ul css={pills} aria-labelledby={additionalId}>
        {additional.map((s) => (
          <li key={s.slug}>
            <SmartLink href={specialtyPath(s.slug)} css={linkTile}>
              {s.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
