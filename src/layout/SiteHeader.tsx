import { css, type Theme } from '@emotion/react';
import { useSite } from '../app/site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { color, mq } from '../ui/theme.ts';
import { Logo } from './Logo.tsx';

const header = css({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(255, 255, 255, 0.97)',
  borderBottom: `1px solid ${color('border')}`,
});
const bar = (theme: Theme) =>
  css({
    maxWidth: theme.breakpoints.xl,
    margin: '0 auto',
    padding: '0.5rem 1.25rem',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0.25rem 1.5rem',
    [mq(theme, 'lg')]: { flexWrap: 'nowrap', padding: '0.75rem 2rem' },
  });
const nav = (theme: Theme) =>
  css({
    order: 3,
    width: '100%',
    overflowX: 'auto',
    [mq(theme, 'lg')]: { order: 0, width: 'auto', marginLeft: 'auto' },
    '& ul': { display: 'flex', gap: '0.25rem', listStyle: 'none', margin: 0, padding: 0 },
  });
const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 0.75rem',
  borderRadius: 6,
  color: color('text'),
  fontWeight: 500,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&:hover': { color: color('primary'), background: color('surface') },
  '&[aria-current="page"]': { color: color('primary'), fontWeight: 700, boxShadow: `inset 0 -3px 0 ${color('primary')}` },
});
const actions = (theme: Theme) =>
  css({
    display: 'none',
    gap: '0.5rem',
    [mq(theme, 'md')]: { display: 'flex', marginLeft: 'auto' },
    [mq(theme, 'lg')]: { marginLeft: 0 },
    '& a': { minHeight: 44, padding: '0.5rem 1rem', whiteSpace: 'nowrap' },
  });

/** The sticky header: logo, the main navigation, and the action buttons. */
export function SiteHeader() {
  const { site } = useSite();
  return (
    <header css={header}>
      <div css={bar}>
        <Logo />
        <nav css={nav} aria-label={site.labels.mainNavigation}>
          <ul>
            {site.nav.main.map((item) => (
              <li key={item.label}>
                <SmartLink href={item.href} css={navLink} markCurrent>
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={actions}>
          {site.nav.actions.map((button) => (
            <ButtonLink key={button.label} button={button} />
          ))}
        </div>
      </div>
    </header>
  );
}
