import { css } from '@emotion/react';
import { Link } from 'wouter';
import { useSite } from './site-context.tsx';
import { color } from './theme.ts';

const logo = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.625rem',
  minHeight: 48,
  color: color('text'),
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: '1.25rem',
  whiteSpace: 'nowrap',
  letterSpacing: '-0.01em',
  '& svg': { flex: 'none' },
  // On the narrowest phones the name is set smaller, to fit beside the search and menu buttons; a brand name longer
  // than the row still shortens with … rather than pushing the menu button off the screen.
  '@media (max-width: 359.98px)': { fontSize: '1rem' },
  minWidth: 0,
  '& span': { overflow: 'hidden', textOverflow: 'ellipsis' },
});

/** The brand mark and name, linking home. */
export function Logo() {
  const { site } = useSite();
  return (
    <Link href="/" css={logo} aria-label={site.labels.homeLink}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="8" fill="currentColor" css={{ color: color('primary') }} />
        <path d="M6 24l7-9 5 5 5-8 5 12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{site.brand.name}</span>
    </Link>
  );
}
