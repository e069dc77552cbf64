// The dev server names, on the root element of each block and of the header, navigation and footer, where it comes
// from in site.yaml: data-site-source="site.yaml:LINE:COL". The build has no sources, and this code folds away.

/** The attribute naming `source`, to spread on a root element; nothing outside the dev server. */
export function siteSourceAttribute(source: string | undefined): { 'data-site-source': string } | undefined {
  return import.meta.env.DEV && source ? { 'data-site-source': source } : undefined;
}
