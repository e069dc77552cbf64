// The built site as a static host gets it (the spec's site, built): head tags per route, structured data, sitemap, robots.txt,
// _headers, and links that all land. Read from disk: no browser needed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { headersForPath, parseHeaderRules, rulesSetting } from '../../src/build/header-rules.ts';
import { fileForRoute } from '../../src/build/prerender.ts';
import { buildRoutes } from '../../src/model/routes.ts';
import { builtSite, expect, test } from './support.ts';
import { fixtureBuild } from '../sites.ts';

const site = builtSite();
const dist = fixtureBuild('spec');
const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.split(sep).join('/'));
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const routes = buildRoutes(site);
const indexable = [
  ...site.pages.filter((page) => !page.hideFromSearchEngines).map((page) => page.path),
  ...site.specialties.map((s) => `/specialties/${s.slug}`),
];

/** The content of `<meta {attribute}="{key}" content="...">`, unescaped. */
function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return found ? unescapeHtml(found[1]) : undefined;
}
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const titleOf = (html: string) => unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

test('every page has its own title and description, an absolute canonical, link-preview tags, English, a theme colour and an icon', () => {
  expect(htmlFiles).toHaveLength(routes.length + 1);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const file of htmlFiles) {
    const html = read(file);
    const title = titleOf(html);
    const description = meta(html, 'name', 'description')!;
    expect(title, file).not.toBe('');
    expect(description, file).toBeTruthy();
    expect(titles.get(title), `${file} has the title of ${titles.get(title)}`).toBeUndefined();
    expect(descriptions.get(description), `${file} has the description of ${descriptions.get(description)}`).toBeUndefined();
    titles.set(title, file);
    descriptions.set(description, file);
    expect(html, file).toContain('<html lang="en">');
    expect(html, file).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
    expect(meta(html, 'name', 'theme-color'), file).toBe(site.theme.colors.primary);
    expect(meta(html, 'property', 'og:title'), file).toBe(title);
    expect(meta(html, 'property', 'og:description'), file).toBe(description);
    expect(meta(html, 'property', 'og:type'), file).toBe('website');
    expect(meta(html, 'property', 'og:image'), file).toBe(`${site.brand.siteUrl}${site.brand.socialImage.src}`);
    expect(meta(html, 'name', 'twitter:card'), file).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title'), file).toBe(title);
  }
  for (const path of indexable) {
    const html = read(fileForRoute(path));
    const canonical = `${site.brand.siteUrl}${path}`;
    expect(html, path).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(meta(html, 'property', 'og:url'), path).toBe(canonical);
    expect(meta(html, 'name', 'robots'), path).toBeUndefined();
  }
  expect(meta(read(fileForRoute('/upwards')), 'name', 'robots')).toBe('noindex, nofollow');
  expect(meta(read('404.html'), 'name', 'robots')).toBe('noindex');
});

test('the social picture and the logo are files of the site, of the sizes link previews and search engines want', () => {
  const picture = readFileSync(join(dist, site.brand.socialImage.src));
  // A PNG (the card the build draws) says its size in its header, width then height; a JPEG in its start-of-frame
  // marker (FFC0), height then width.
  const sof = picture.indexOf(Buffer.from([0xff, 0xc0]));
  const size = site.brand.socialImage.src.endsWith('.png')
    ? [picture.readUInt32BE(16), picture.readUInt32BE(20)]
    : [picture.readUInt16BE(sof + 7), picture.readUInt16BE(sof + 5)];
  expect(size).toEqual([1200, 630]);
  const png = readFileSync(join(dist, site.brand.logo.src));
  expect(png.readUInt32BE(16)).toBe(png.readUInt32BE(20));
  expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
});

test('the home page describes the company in JSON-LD made from site.yaml, and no other page does', () => {
  const scripts = [...read('index.html').matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0][1]);
  const { brand } = site;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: `${brand.siteUrl}/`,
    logo: `${brand.siteUrl}${brand.logo.src}`,
    telephone: expect.stringMatching(/^\+1\d{10}$/),
    email: brand.email,
    address: {
      streetAddress: brand.address.street,
      addressLocality: brand.address.city,
      addressRegion: brand.address.region,
      postalCode: brand.address.postalCode,
      addressCountry: 'US',
    },
    sameAs: [brand.links.professionalNetwork, brand.links.socialNetwork],
    contactPoint: { '@type': 'ContactPoint', telephone: data.telephone, email: brand.email },
  });
  for (const file of htmlFiles.filter((f) => f !== 'index.html')) expect(read(file), file).not.toContain('application/ld+json');
});

test('sitemap.xml lists exactly the pages search engines may list, and robots.txt points at it', () => {
  const listed = [...read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(listed.sort()).toEqual(indexable.map((path) => `${site.brand.siteUrl}${path}`).sort());
  for (const hidden of ['/upwards', '/assess', '/404']) expect(listed).not.toContain(`${site.brand.siteUrl}${hidden}`);
  expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`\nSitemap: ${site.brand.siteUrl}/sitemap.xml\n`);
});

test('every link, picture and redirect of every page lands on a file of the site as written, and every #anchor on an element of its page', () => {
  const idsOf = new Map<string, string[]>();
  const ids = (file: string) =>
    idsOf.get(file) ??
    idsOf
      .set(
        file,
        [...read(file).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]),
      )
      .get(file)!;
  // As a host answers without a redirect: the file itself, or the page's own file (/about is about.html). A link
  // to /about/ or /about.html would cost a redirect on the host, so it counts as broken.
  const fileAt = (path: string) =>
    [path.slice(1), fileForRoute(path)].find((file) => file && existsSync(join(dist, file)) && statSync(join(dist, file)).isFile());
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles) {
    const html = read(file);
    const addresses = [...html.matchAll(/\s(?:href|src)="(\/[^"]*|#[^"]*)"/g), ...html.matchAll(/http-equiv="refresh" content="0; url=([^"]*)"/g)].map((m) =>
      unescapeHtml(m[1]),
    );
    for (const address of addresses) {
      checked += 1;
      const [pathAndQuery, anchor] = address.split('#');
      // A contact request (/contact?request=soc2) is the contact page's file: the query is read by its form.
      const [path, query] = pathAndQuery.split('?');
      if (query !== undefined && !/^request=[a-z0-9-]+$/.test(query)) broken.push(`${file}: ${address} has a query the site does not read`);
      const target = path ? fileAt(path) : file;
      if (!target) broken.push(`${file}: ${address} is not a file of the site`);
      else if (anchor && !ids(target).includes(decodeURIComponent(anchor))) broken.push(`${file}: ${address} has no element #${anchor}`);
    }
  }
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(htmlFiles.length * 20);
});

// The one inline script that runs is the boot script (src/build/boot-script.ts): the same on every page, allowed
// by its hash in the CSP. Before it (issue 21) the pages named their script files, which the browser fetched before
// the first paint; this test then allowed no inline script but JSON-LD. The boot script reads the files it loads from
// its own data-entry and data-preload, which the browser does not fetch from.
test('no page has an inline script that runs but the boot script, the same on every page; no script file is named', () => {
  const boots = new Set<string>();
  for (const file of htmlFiles) {
    const html = read(file);
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
      expect(tag, file).toMatch(/^<script>$|type="application\/ld\+json"|^<script data-entry="[^"]*" data-preload="[^"]*">$/);
    const inline = [...html.matchAll(/<script(?: data-entry="[^"]*" data-preload="[^"]*")?>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    expect(inline, file).toHaveLength(1);
    boots.add(inline[0]);
    expect(html, file).not.toMatch(/\son[a-z]+="/);
    expect(html, file).not.toMatch(/<link[^>]*modulepreload/);
  }
  expect(boots.size).toBe(1);
});

// Chrome raises a picture it finds on the screen from low to high priority, or not, depending on whether the file
// arrived before layout: Lighthouse then counts the logo against the largest paint in some runs (about 150 ms, one
// round trip) and not in others. The largest paint of every page is its hero's words, so the logo asks for low
// priority outright, and no page preloads a picture (React preloads an image unless it asks for low priority).
test('no page preloads a picture, and the header logo asks for low priority', () => {
  for (const file of htmlFiles) {
    const html = read(file);
    expect(html, file).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"/);
    expect(html, file).toContain(
      `<img src="${site.brand.logotype.src}" width="${site.brand.logotype.width}" height="${site.brand.logotype.height}" alt="" fetchPriority="low"/>`,
    );
  }
});

// The styles every page carries inline are written without a vendor prefixer (app/emotion.ts): prefixes for browsers
// of ten years ago were a third of them.
test('no page carries styles prefixed for old Internet Explorer, Edge or Firefox', () => {
  for (const file of htmlFiles) expect(read(file), file).not.toMatch(/-ms-|-moz-|display:-webkit-(flex|inline)/);
});

test("the built site carries none of the dev server's editing aids: no data-site-source, edit panel, edit endpoint or block gallery", () => {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|js)$/.test(file));
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
  for (const file of files) {
    for (const aid of ['data-site-source', 'data-site-hash', 'data-edit-mode', '/__site/edit', 'site-edit:', '__blocks'])
      expect(read(file), file).not.toContain(aid);
  }
});

test('_headers: a strict CSP and the security headers everywhere, a year of cache for hashed assets, none for pages', () => {
  const rules = parseHeaderRules(readFileSync(join(dist, '_headers'), 'utf8'));
  // The boot script runs by its hash alone.
  const boot = /<script data-entry="[^"]*" data-preload="[^"]*">([\s\S]*?)<\/script>/.exec(read('index.html'))![1];
  const bootHash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
  const embed = site.pages.flatMap((page) => page.blocks).find((block) => block.type === 'diagnosticEmbed')!;
  const scriptOrigin = new URL(embed.script).origin;
  const frameOrigin = new URL(embed.form).origin;
  const assets = readdirSync(join(dist, 'assets')).map((file) => `/assets/${file}`);
  const pages = [...routes.map((route) => route.path), ...routes.map((route) => `${route.path}/`.replace('//', '/')), '/404.html'];
  for (const path of [...pages, ...assets, '/favicon.svg', '/sitemap.xml']) {
    const headers = headersForPath(rules, path);
    const csp = Object.fromEntries(headers['Content-Security-Policy'].split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(csp['script-src'], path).toEqual(["'self'", bootHash, scriptOrigin]);
    expect(csp['frame-src'], path).toEqual([frameOrigin]);
    expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
    expect(csp['base-uri'], path).toEqual(["'none'"]);
    expect(csp['object-src'], path).toEqual(["'none'"]);
    expect(headers['Strict-Transport-Security'], path).toMatch(/^max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
    expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy'], path).toContain('camera=()');
    // One rule per path sets the cache: hosts disagree on a header two matching rules set.
    expect(rulesSetting(rules, path, 'Cache-Control').length, path).toBeLessThanOrEqual(1);
  }
  for (const path of pages) expect(headersForPath(rules, path)['Cache-Control'], path).toBe('no-cache');
  for (const path of assets) expect(headersForPath(rules, path)['Cache-Control'], path).toBe('public, max-age=31536000, immutable');
  for (const path of readdirSync(join(dist, 'images')).map((file) => `/images/${file}`)) {
    expect(headersForPath(rules, path)['Cache-Control'], path).toBe('public, max-age=604800');
    expect(rulesSetting(rules, path, 'Cache-Control').length, path).toBe(1);
  }
});
