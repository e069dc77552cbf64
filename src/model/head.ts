// What goes in <head> for a route: the same function feeds the prerendered HTML and the browser's navigation.
import { organizationData } from './structured-data.ts';
import { fillTemplate } from './template.ts';
import type { Route } from './routes.ts';
import type { PageFacts, SiteShell } from './site-shell.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical address; none for the not-found page and redirects (neither is a page to list). */
  canonical?: string;
  /** "noindex" for pages search engines should not list. */
  robots?: string;
  /** For redirect pages: where the browser goes, also without JavaScript. */
  refreshTo?: string;
  /** What link previews (Open Graph, Twitter cards) show: the site's picture, absolute. */
  image: { url: string; alt: string };
  siteName: string;
  themeColor: string;
  /** schema.org data about the company, on the home page only (written by the prerender; see prerenderedHead). */
  structuredData?: object;
}

/** The head of `route`; `page` is the page's facts, from its content (a redirect and the not-found page have none). */
export function headFor(site: Pick<SiteShell, 'brand' | 'theme' | 'notFound'>, route: Route | undefined, page: PageFacts | undefined): PageHead {
  const title = (name: string) => fillTemplate(site.brand.titleTemplate, { title: name });
  const absolute = (path: string) => `${site.brand.siteUrl}${path}`;
  const shared = {
    image: { url: absolute(site.brand.socialImage.src), alt: site.brand.socialImage.alt },
    siteName: site.brand.name,
    themeColor: site.theme.colors.primary,
  };
  if (route?.kind === 'redirect') {
    return { ...shared, title: title(route.redirect.text), description: route.redirect.text, robots: 'noindex', refreshTo: route.redirect.to };
  }
  if (!route || !page) return { ...shared, title: title(site.notFound.title), description: site.notFound.heading, robots: 'noindex' };
  return {
    ...shared,
    title: title(page.title),
    description: page.description,
    canonical: absolute(route.path),
    robots: page.hideFromSearchEngines ? 'noindex, nofollow' : undefined,
  };
}

/** The head the prerender writes: headFor's, and on the home page the structured data (the browser never changes it). */
export function prerenderedHead(site: Pick<SiteShell, 'brand' | 'theme' | 'notFound'>, route: Route | undefined, page: PageFacts | undefined): PageHead {
  return { ...headFor(site, route, page), structuredData: route?.path === '/' ? organizationData(site) : undefined };
}

/** A <meta> of the head: `name="description"` or `property="og:title"`. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The page's <meta> tags: description, robots, theme colour, Open Graph and Twitter card. */
export function metaTags(head: PageHead): MetaTag[] {
  const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
  return [
    name('description', head.description),
    ...(head.robots ? [name('robots', head.robots)] : []),
    name('theme-color', head.themeColor),
    property('og:type', 'website'),
    property('og:site_name', head.siteName),
    property('og:title', head.title),
    property('og:description', head.description),
    ...(head.canonical ? [property('og:url', head.canonical)] : []),
    property('og:image', head.image.url),
    property('og:image:alt', head.image.alt),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', head.title),
    name('twitter:description', head.description),
    name('twitter:image', head.image.url),
    name('twitter:image:alt', head.image.alt),
  ];
}

/** The head as HTML, for the prerender. JSON-LD is data (not a script that runs), written so "</script>" cannot end it. */
export function headHtml(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...metaTags(head).map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}">`),
    head.canonical && `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.refreshTo && `<meta http-equiv="refresh" content="0; url=${escapeHtml(head.refreshTo)}">`,
    head.structuredData && `<script type="application/ld+json">${JSON.stringify(head.structuredData).replace(/</g, '\\u003c')}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** One chunk of a page's styles, as emotion's server rendering gives it. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The page's styles as <style> elements, marked as emotion's browser half looks for them. HTML does not read
 * escapes inside <style>: "</style" in the CSS (a value of site.yaml quoted in it) would end the element and
 * start markup, so it is written "<\/style", which CSS reads as the same text inside a string.
 */
export function styleTags(chunks: readonly StyleChunk[]): string {
  const text = (css: string) => css.replace(/<\/(?=style)/gi, '<\\/');
  return chunks.map((chunk) => `<style data-emotion="${escapeHtml([chunk.key, ...chunk.ids].join(' '))}">${text(chunk.css)}</style>`).join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
