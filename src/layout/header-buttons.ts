// The header's buttons that open the search panel and the side menu (their islands draw them): their looks, and
// what the Search buttons do when the panel cannot come.
import { css, type Theme } from '@emotion/react';
import { color, mq, space } from '../ui/theme.ts';

/** Without the panel's code or its index (the site was published again), the search page does the same work. */
export function goToSearchPage(searchPage: string | undefined): void {
  if (searchPage) window.location.assign(searchPage);
  else window.location.reload();
}

export const iconButton = (theme: Theme) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    width: 48,
    height: 48,
    border: `1px solid ${color('border')}`,
    borderRadius: 10,
    background: color('background'),
    color: color('text'),
    cursor: 'pointer',
    '&:hover': { background: color('surface') },
    [mq(theme, 'lg')]: { display: 'none' },
  });
export const searchButton = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[2],
    minHeight: 44,
    padding: `0 ${space[3]}`,
    border: `1px solid ${color('border')}`,
    borderRadius: 8,
    background: color('background'),
    color: color('text'),
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { borderColor: color('primary'), color: color('primary') },
    // Only the magnifier where the bar is tight; the word too from xl.
    '& span': { display: 'none' },
    [mq(theme, 'xl')]: { '& span': { display: 'inline' } },
  });
