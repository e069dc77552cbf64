import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { isExternal } from '../logic/links.ts';
import { normalizePath } from '../app/routes.ts';
import { useSite } from '../app/site-context.tsx';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Mark the link aria-current="page" when it points at the page being shown. */
  markCurrent?: boolean;
}

/** A link that navigates in the page for our own addresses and opens other websites in a new tab. */
export function SmartLink({ href, children, className, markCurrent }: SmartLinkProps) {
  const [location] = useLocation();
  const { site } = useSite();
  if (isExternal(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {site.labels.newTab}</span>
      </a>
    );
  }
  if (!href.startsWith('/')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  const current = markCurrent && normalizePath(href) === normalizePath(location);
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
