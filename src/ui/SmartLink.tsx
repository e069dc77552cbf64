// A link of the site. It is an <a> and nothing more: a click on one of our own addresses is followed in the page by
// the page's one click listener (followLink, app/entry-client.tsx), on the page arrived on and after, in an island
// hydrated or not, so a link needs no code of its own.
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useLocation } from 'wouter';
import { useSite } from './site-context.tsx';
import { isExternal, isInternal } from '../model/links.ts';
import { isCurrentPage } from '../logic/nav.ts';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Mark the link aria-current="page" when it points at the page being shown. */
  markCurrent?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to one of our addresses, or to another website, which opens in a new tab and says so. */
export function SmartLink({ href, children, markCurrent, ...rest }: SmartLinkProps) {
  const [location] = useLocation();
  const { site } = useSite();
  if (!isInternal(href)) {
    // mailto: and tel: open where they are.
    const external = isExternal(href);
    return (
      <a {...rest} href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
        {children}
        {external && <span className="visually-hidden"> {site.labels.newTab}</span>}
      </a>
    );
  }
  const current = markCurrent && isCurrentPage(href, location);
  return (
    <a {...rest} href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
