import { specialtyPath } from '../model/specialty-page.ts';
import type { ListedSpecialty } from '../model/site-shell.ts';
import type { SpecialtyTilesBlock } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from '../ui/ButtonLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { linkTile, tileGrid } from '../ui/link-tiles.ts';
import { Section } from '../ui/Section.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

// Names with an icon: one to a row on a phone (Gastroenterology would not fit half a row), four on a wide screen.
const columns = { phone: 1, sm: 2, lg: 4 };

/** Some specialties, chosen in site.yaml, as tiles linking to their pages. */
export function SpecialtyTiles({ block, specialties }: { block: SpecialtyTilesBlock; specialties: ListedSpecialty[] }) {
  // The validator makes sure every slug is a specialty's.
  const chosen = block.specialties.flatMap((slug) => specialties.filter((s) => s.slug === slug));
  return (
    <Section tone="muted" heading={block.heading} intro={block.intro}>
      <ul css={(theme) => tileGrid(theme, chosen.length, columns)}>
        {chosen.map((s) => (
          <li key={s.slug}>
            <SmartLink href={specialtyPath(s.slug)} css={linkTile}>
              <Icon name="stethoscope" size={20} css={{ flexShrink: 0 }} />
              {s.name}
            </SmartLink>
          </li>
        ))}
      </ul>
      {block.button && (
        <div css={[buttonRow, { justifyContent: 'center' }]}>
          <ButtonLink button={block.button} />
        </div>
      )}
    </Section>
  );
}
