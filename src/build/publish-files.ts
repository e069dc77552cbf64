// The files a static host reads besides the pages: sitemap.xml and robots.txt for search engines, and _headers
// (the Netlify / Cloudflare Pages format) with the security and caching headers. All are made from the site, so
// a new page or a new embed origin is in them at the next build.
import type { Route } from '../model/routes.ts';
import type { Site } from '../model/types.generated.ts';
import { escapeXml } from '../model/escape-xml.ts';

/** The routes search engines may list: pages not hidden from them, and the specialty pages (no redirects). */
function indexableRoutes(site: Site, routes: readonly Route[]): Route[] {
  const hidden = new Set(site.pages.filter((page) => page.hideFromSearchEngines).map((page) => page.path));
  return routes.filter((route) => route.kind === 'specialty' || (route.kind === 'page' && !hidden.has(route.path)));
}

export function sitemapXml(site: Site, routes: readonly Route[]): string {
  const urls = indexableRoutes(site, routes).map((route) => `  <url><loc>${escapeXml(`${site.brand.siteUrl}${route.path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  // Pages kept out of search engines say so in their own <meta name="robots">, which a crawler must be allowed
  // to read: nothing is disallowed here.
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.brand.siteUrl}/sitemap.xml\n`;
}

/** The origins of the third-party diagnostic: its script and its form (the only other sites a page loads). */
function embedOrigins(site: Site): { scripts: string[]; frames: string[] } {
  const embeds = site.pages.flatMap((page) => page.blocks.flatMap((block) => (block.type === 'diagnosticEmbed' ? [block] : [])));
  const unique = (addresses: string[]) => [...new Set(addresses.map((address) => new URL(address).origin))];
  return { scripts: unique(embeds.map((embed) => embed.script)), frames: unique(embeds.map((embed) => embed.form)) };
}

/**
 * The Content-Security-Policy: our own files, plus the diagnostic's script and frame. Nothing inline runs but the
 * scripts whose hashes are `scriptHashes` ('sha256-…': the page's boot script, see boot-script.ts).
 */
export function contentSecurityPolicy(site: Site, scriptHashes: readonly string[]): string {
  const { scripts, frames } = embedOrigins(site);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...scripts].join(' '),
    // Emotion writes the page's styles into <style> tags.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames.join(' ') || "'none'"}`,
    // The forms open the visitor's e-mail program (a mailto: form when JavaScript is off).
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The _headers file. The security headers go on every path; Cache-Control goes on the hashed assets (a year,
 * immutable), the pictures (a week) and the pages (no-cache). Hosts differ on a header that two matching rules set: Cloudflare Pages
 * joins the values with a comma, Netlify keeps the last. So no rule sets Cache-Control for all paths, and under
 * Cloudflare's matching no path gets it from two rules (Netlify also matches /about against /about/*, which sets
 * the same value).
 */
export function headersFile(site: Site, routes: readonly Route[], scriptHashes: readonly string[]): string {
  const security = [
    `Content-Security-Policy: ${contentSecurityPolicy(site, scriptHashes)}`,
    'Strict-Transport-Security: max-age=63072000; includeSubDomains',
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options: DENY',
  ];
  const pageRules = [...new Set(['/', '/404.html', ...routes.flatMap((route) => pageRulesFor(route.path))])];
  const rule = (path: string, headers: string[]) => [path, ...headers.map((header) => `  ${header}`)].join('\n');
  const rules = [
    '# Made by npm run build from site.yaml; edit src/build/publish-files.ts, not this file.',
    rule('/*', security),
    rule('/assets/*', ['Cache-Control: public, max-age=31536000, immutable']),
    // Pictures keep their names when they change, so a week, not a year.
    rule('/images/*', ['Cache-Control: public, max-age=604800']),
    ...pageRules.map((path) => rule(path, ['Cache-Control: no-cache'])),
  ];
  return `${rules.join('\n\n')}\n`;
}

/** The paths that answer with a route's page: /about, /about/ and everything under /about/. */
function pageRulesFor(path: string): string[] {
  if (path === '/') return [];
  const top = `/${path.split('/')[1]}`;
  return [top, `${top}/*`];
}
