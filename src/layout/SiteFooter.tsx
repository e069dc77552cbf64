import { css, type Theme } from '@emotion/react';
import { useSite } from '../app/site-context.tsx';
import { fillTemplate } from '../logic/template.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { mq } from '../ui/theme.ts';

const footer = (theme: Theme) =>
  css({
    background: theme.colors.text,
    color: theme.colors.border,
    padding: '3.5rem 1.25rem 2rem',
    [mq(theme, 'md')]: { padding: '4rem 2rem 2rem' },
    '& a': { color: theme.colors.background, textDecoration: 'none' },
    '& a:hover': { textDecoration: 'underline' },
  });
const inner = (theme: Theme) => css({ maxWidth: theme.breakpoints.xl - 64, margin: '0 auto' });
const top = (theme: Theme) =>
  css({ display: 'grid', gap: '2rem', [mq(theme, 'md')]: { gridTemplateColumns: '2fr repeat(3, 1fr)' } });
const brandName = css({ margin: 0, fontSize: '1.25rem', fontWeight: 800, color: '#fff' });
const columnHeading = css({ margin: 0, fontSize: '1rem', color: '#fff' });
const list = css({ listStyle: 'none', margin: '0.75rem 0 0', padding: 0, '& li': { padding: '0.3rem 0' }, '& a': { display: 'inline-block', padding: '0.2rem 0' } });
const bottom = (theme: Theme) =>
  css({
    marginTop: '3rem',
    paddingTop: '1.5rem',
    borderTop: '1px solid rgba(255,255,255,0.18)',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.75rem',
    fontSize: '0.9375rem',
    [mq(theme, 'md')]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
    '& ul': { display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', listStyle: 'none', margin: 0, padding: 0 },
  });

/** The footer: brand, link columns, contact line, copyright and legal links. */
export function SiteFooter() {
  const { site, buildYear } = useSite();
  const { brand, footer: content } = site;
  return (
    <footer css={footer}>
      <div css={inner}>
        <div css={top}>
          <div>
            <p css={brandName}>{brand.name}</p>
            <p>{brand.blurb}</p>
            <p>
              <a href={`tel:${brand.phone.replace(/[^0-9+]/g, '')}`}>{brand.phone}</a>
              <br />
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </p>
          </div>
          {content.columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 css={columnHeading}>{column.heading}</h2>
              <ul css={list}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div css={bottom}>
          <p css={{ margin: 0 }}>{fillTemplate(content.copyright, { year: String(buildYear) })}</p>
          <ul>
            {content.legal.map((link) => (
              <li key={link.label}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
