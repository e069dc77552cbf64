// The emotion theme is site.yaml's theme; colours and fonts also become CSS variables (see GlobalStyles).
import type { Theme as SiteTheme } from '../model/types.generated.ts';

declare module '@emotion/react' {
  // Empty on purpose: it augments emotion's empty Theme with site.yaml's.
  export interface Theme extends SiteTheme {}
}

/** A min-width media query for one of the theme's breakpoints. */
export function mq(theme: SiteTheme, size: keyof SiteTheme['breakpoints']): string {
  return `@media (min-width: ${theme.breakpoints[size]}px)`;
}

/** A max-width media query for the screens narrower than one of the theme's breakpoints (its complement). */
export function below(theme: SiteTheme, size: keyof SiteTheme['breakpoints']): string {
  return `@media (max-width: ${theme.breakpoints[size] - 0.02}px)`;
}

/** CSS variable names for the theme colours: --color-primary, --color-on-primary, ... */
export function colorVariable(name: string): string {
  return `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

export const color = (name: keyof SiteTheme['colors']) => `var(${colorVariable(name)})`;

/** A theme colour made see-through: `percent` of it over what is behind (shadows, focus rings, light panels). */
export const tint = (name: keyof SiteTheme['colors'], percent: number) => `color-mix(in srgb, ${color(name)} ${percent}%, transparent)`;

/**
 * The spacing scale: every margin, padding and gap on the site is one of these steps (4 px each up to 1.5 rem, then
 * wider), so blocks share one rhythm. `space[4]` is 1 rem.
 */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const;

/** The sticky header's height, without its 1 px bottom border. */
export const headerHeight = 64;

/** The room between the page's edge and its content: the header, every band and the footer line up on it. */
export const gutter = { phone: space[5], wide: space[8] } as const;
