import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link, useLocation } from 'wouter';
import { useSite } from './site-context.tsx';
import { anchorOf, isExternal, isInternal } from '../model/links.ts';
import { isCurrentPage } from '../logic/nav.ts';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Mark the link aria-current="page" when it points at the page being shown. */
  markCurrent?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that navigates in the page for our own addresses and opens other websites in a new tab. */
export function SmartLink({ href, children, markCurrent, ...rest }: SmartLinkProps) {
  const [location] = useLocation();
  const { site } = useSite();
  if (!isInternal(href)) {
    // Another website opens in a new tab, and says so; mailto: and tel: open where they are.
    const external = isExternal(href);
    return (
      <a {...rest} href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
        {children}
        {external && <span className="visually-hidden"> {site.labels.newTab}</span>}
      </a>
    );
  }
  const current = markCurrent && isCurrentPage(href, location);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event);
    scrollOnSamePage(href, location);
  };
  return (
    <Link {...rest} href={href} onClick={onClick} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** A link to a section of the page already shown changes no page: it scrolls to the section here. */
export function scrollOnSamePage(href: string, location: string): void {
  const anchor = anchorOf(href);
  if (anchor && isCurrentPage(href, location)) requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView());
}
