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

/** CSS variable names for the theme colours: --color-primary, --color-on-primary, ... */
export function colorVariable(name: string): string {
  return `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

export const color = (name: keyof SiteTheme['colors']) => `var(${colorVariable(name)})`;

/** A theme colour made see-through: `percent` of it over what is behind (shadows, focus rings, light panels). */
export const tint = (name: keyof SiteTheme['colors'], percent: number) => `color-mix(in srgb, ${color(name)} ${percent}%, transparent)`;
