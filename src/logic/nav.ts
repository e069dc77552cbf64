// Which navigation entries are current, and which links each screen size lists.
import type { Link, NavGroup, NavItem } from '../model/types.generated.ts';
import { isInternal, normalizePath } from '../model/links.ts';

/** True when `href` is the page at `location` (links to other websites never are). */
export function isCurrentPage(href: string, location: string): boolean {
  return isInternal(href) && normalizePath(href) === normalizePath(location);
}

/**
 * True when a navigation entry should be highlighted at `location`: its own page, one of its dropdown's links, or
 * a page under its address (every /specialties/<slug> belongs to Specialties).
 */
export function isCurrentSection(item: NavItem, location: string): boolean {
  const path = normalizePath(location);
  const own = normalizePath(item.href);
  if (isCurrentPage(item.href, path) || (own !== '/' && path.startsWith(`${own}/`))) return true;
  // Stryker disable next-line StringLiteral: groupLinks tells only 'mobile' apart, so any other screen ('' too) lists every link, as 'desktop' does
  return (item.menu ?? []).some((group) => groupLinks(group, 'desktop').some((link) => isCurrentPage(link.href, path)));
}

/** A group's links as a screen lists them: the mobile menu stops after `mobileCount`; the more link comes last. */
export function groupLinks(group: NavGroup, screen: 'desktop' | 'mobile'): Link[] {
  // Without a mobileCount, slice(0, undefined) keeps every link.
  const links = screen === 'mobile' ? group.links.slice(0, group.mobileCount) : group.links;
  return group.more ? [...links, group.more] : links;
}

/** Where each group's links start when a menu's links are numbered in reading order (for the arrow keys). */
export function groupOffsets(menu: readonly NavGroup[], screen: 'desktop' | 'mobile'): number[] {
  let next = 0;
  return menu.map((group) => {
    const first = next;
    next += groupLinks(group, screen).length;
    return first;
  });
}
