/** True for an address on another website (it opens in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
