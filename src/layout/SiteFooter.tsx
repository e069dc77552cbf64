import { css, type Theme } from '@emotion/react';
import { useSite } from '../ui/site-context.tsx';
import { telHref } from '../model/links.ts';
import type { Link } from '../model/types.generated.ts';
import { Icon } from '../ui/Icon.tsx';
import { Island } from '../ui/Island.tsx';
import { sectionColumn } from '../ui/section-column.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { color, mq, space } from '../ui/theme.ts';
import { layoutIslands } from './islands.ts';
import { siteSourceAttribute } from '../ui/site-source.ts';
import { WholeWords } from '../ui/WholeWords.tsx';

const footer = (theme: Theme) =>
  css({
    background: color('text'),
    color: color('border'),
    padding: `${space[12]} ${space[5]} ${space[8]}`,
    [mq(theme, 'md')]: { padding: `${space[16]} ${space[8]} ${space[8]}` },
    '& a': { color: color('background'), textDecoration: 'none' },
    '& a:hover': { textDecoration: 'underline' },
  });
// The brand on top, the link columns under it in one row; beside each other only from the large breakpoint, where
// the columns have room for their longest link on one line (at 768 px they wrapped inside themselves).
const top = (theme: Theme) => css({ display: 'grid', gap: space[8], [mq(theme, 'lg')]: { gridTemplateColumns: '2fr 3fr' } });
// Two to a row on a phone, a last odd one under them across both with its links two-up on the same tracks: one
// column each took the phone's footer to ~1700 px, and a third column alone beside an empty half reads as a gap. The
// two tracks are as wide as their longest link where the phone has room (AR & Denial Management wrapped in a half
// and moved every link under it out of line with its neighbour's), and share the room where it has not (320 px). One
// row from the small breakpoint. Plain grid rules, not balancedGrid: the footer is in every page's first JavaScript,
// the card grids are not.
const twoUp = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  justifyContent: 'space-between',
  columnGap: space[5],
} as const;
const subgridColumns = { gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: 'subgrid' } as const;
const linkColumns = (theme: Theme, count: number) =>
  css({
    ...twoUp,
    rowGap: space[8],
    '& a': { fontSize: '0.9375rem' },
    '& > :last-child:nth-child(odd)': { ...subgridColumns, '& > h2, & ul': subgridColumns },
    [mq(theme, 'sm')]: {
      gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
      gap: space[8],
      '& a': { fontSize: '1rem' },
      '& > :last-child:nth-child(odd)': { gridColumn: 'auto', display: 'block', '& ul': { display: 'block' } },
    },
  });
const brandName = css({ margin: 0, fontSize: '1.25rem', fontWeight: 800, color: '#fff' });
const blurb = css({ maxWidth: '24rem', lineHeight: 1.6 });
// In one row of equal tiles, each a picture and its few words (a row of bare glyphs read as placeholders; pills with
// the words beside the picture took two rows on a phone). A label on two lines (at 320 px) makes its tile taller;
// the others grow with it.
const social = (theme: Theme) =>
  css({
    display: 'flex',
    gap: space[2],
    listStyle: 'none',
    margin: `${space[5]} 0`,
    padding: 0,
    '& li': { flex: 1, display: 'grid' },
    // On a phone the picture over its words.
    '& a': {
      display: 'grid',
      placeItems: 'center',
      minHeight: 44,
      padding: space[1],
      borderRadius: 10,
      border: '1px solid rgba(255, 255, 255, 0.25)',
      fontSize: '0.8125rem',
      textAlign: 'center',
    },
    '& a:hover': { background: 'rgba(255, 255, 255, 0.12)' },
    // From the md breakpoint the picture beside its words.
    [mq(theme, 'md')]: { '& a': { display: 'flex', justifyContent: 'center', gap: space[2], fontSize: '0.875rem' } },
  });
const columnHeading = css({ margin: 0, fontSize: '1rem', color: '#fff' });
// On phones and tablets every link is a 44 px target a thumb can hit. From the large breakpoint, where a mouse
// points, the links close up again to `desktopRoom` above and below their text, as the desktop footer was.
const linkTarget = (desktopRoom: string) => (theme: Theme) =>
  css({
    // A link wrapped in a narrow column keeps its lines close, so it reads as one link and not two.
    '& a': { display: 'flex', alignItems: 'center', width: 'fit-content', minHeight: 44, paddingBlock: space[1], lineHeight: 1.3 },
    [mq(theme, 'lg')]: { '& a': { minHeight: 0, paddingBlock: desktopRoom, lineHeight: 'inherit' } },
  });
const list = css({ listStyle: 'none', margin: `${space[3]} 0 0`, padding: 0 });
// The phone, the e-mail and the address flow on as few lines as they fit (the phone and e-mail share one on a phone),
// one under the other beside the link columns on a desktop, as before.
const contacts = (theme: Theme) => css({ display: 'flex', flexWrap: 'wrap', columnGap: space[6], [mq(theme, 'lg')]: { flexDirection: 'column' } });
const trust = (theme: Theme) =>
  css({
    marginTop: space[8],
    paddingTop: space[6],
    borderTop: '1px solid rgba(255, 255, 255, 0.18)',
    [mq(theme, 'md')]: { marginTop: space[10], paddingTop: space[8] },
  });
const bottom = (theme: Theme) =>
  css({
    marginTop: space[8],
    paddingTop: space[6],
    borderTop: '1px solid rgba(255, 255, 255, 0.18)',
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    fontSize: '0.9375rem',
    [mq(theme, 'md')]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
    // One under the other on a phone, where the three did not fit in a row and left one alone on the next.
    '& ul': { display: 'grid', listStyle: 'none', margin: 0, padding: 0 },
    [mq(theme, 'sm')]: { '& ul': { display: 'flex', flexWrap: 'wrap', gap: `${space[1]} ${space[6]}` } },
  });

/** The footer: brand, social links, link columns, trust badges, copyright and legal links. */
export function SiteFooter() {
  const { site, sources } = useSite();
  const { brand, footer: content } = site;
  return (
    <footer css={footer} {...siteSourceAttribute(sources?.footer)}>
      <div css={sectionColumn}>
        <div css={top}>
          <div>
            <p css={brandName}>
              {brand.logotype.srcOnDark ? (
                <img
                  src={brand.logotype.srcOnDark}
                  width={brand.logotype.width}
                  height={brand.logotype.height}
                  alt={brand.name}
                  loading="lazy"
                  css={{ display: 'block' }}
                />
              ) : (
                brand.name
              )}
            </p>
            <p css={blurb}>{brand.blurb}</p>
            {/* An empty list would leave its margins: a site without social links shows none. */}
            {content.social.length > 0 && (
              <ul css={social}>
                {content.social.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href}>
                      <Icon name={link.icon} size={16} />
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
            <LinkList
              links={[
                { label: brand.phone, href: telHref(brand.phone) },
                { label: brand.email, href: `mailto:${brand.email}` },
                // The office: a company with a street address, not only a form.
                ...(content.address ? [{ label: content.address, href: brand.links.maps }] : []),
              ]}
              css={(theme) => [list, { margin: `${space[4]} 0` }, contacts(theme), linkTarget('0')(theme)]}
            />
            {/* The hours under the phone, e-mail and address: plain words, not a link, in small type. */}
            <p css={{ margin: 0 }}>
              <small>
                {brand.hours.office.label}: {brand.hours.office.text}
                <br />
                {brand.hours.support.label}: {brand.hours.support.text}
              </small>
            </p>
          </div>
          {content.columns.length > 0 && (
            <div css={(theme) => linkColumns(theme, content.columns.length)}>
              {content.columns.map((column) => (
                <nav key={column.heading} aria-label={column.heading}>
                  <h2 css={columnHeading}>{column.heading}</h2>
                  <LinkList links={column.links} css={(theme) => [list, linkTarget(space[2])(theme)]} />
                </nav>
              ))}
            </div>
          )}
        </div>
        <div css={trust}>
          <Island of={layoutIslands.trustStrip} props={{ block: { type: 'trustStrip', variant: content.trustStrip } }} />
        </div>
        <div css={bottom}>
          <Island of={layoutIslands.copyright} props={{ text: content.copyright }} />
          <LinkList links={content.legal} css={linkTarget(space[1])} />
        </div>
      </div>
    </footer>
  );
}

/** A column's links, and the legal ones. */
function LinkList({ links, className }: { links: Link[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <SmartLink href={link.href}>
            <WholeWords text={link.label} />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
