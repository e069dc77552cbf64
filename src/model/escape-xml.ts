// The one escape of text for XML (the sitemap, the drawn pictures' SVG): written inside an element or an attribute
// in quotes, it can neither end the one nor the other.

/** `text` with the five characters that XML gives a meaning written as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The text `escapeXml` wrote: its five entities read back (and no other). */
export function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);
}
