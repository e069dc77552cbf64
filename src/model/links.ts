// What kind of address a link has, and which page an address means.

/** True for an address on another website (it opens in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** True for an address of this site (it navigates inside the page). */
export function isInternal(href: string): boolean {
  return href.startsWith('/');
}

/** The page an address means: "/about/", "/about?x" and "/about#team" all mean "/about". */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}

/** The part after # ("soc2" for /security#soc2), or undefined. */
export function anchorOf(href: string): string | undefined {
  const hash = href.indexOf('#');
  return hash >= 0 && hash < href.length - 1 ? href.slice(hash + 1) : undefined;
}

/** A tel: link a phone can dial: "(303) 555-0142" becomes tel:3035550142. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
