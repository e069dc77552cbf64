// The head of a page, as search engines and link previews read it: pure functions of the site.
import { describe, expect, it } from 'vitest';
import { headFor, headHtml, prerenderedHead } from '../../src/model/head.ts';
import { buildRoutes, findRoute } from '../../src/model/routes.ts';
import { organizationData } from '../../src/model/structured-data.ts';
import { builtSite } from '../sites.ts';
import { contentOf } from '../../src/model/site-shell.ts';

const site = builtSite();
const routes = buildRoutes(site);
const withPhone = (phone: string) => ({ ...site, brand: { ...site.brand, phone } });

describe('structured data', () => {
  it('writes the phone in international form, however site.yaml writes it', () => {
    expect((organizationData(withPhone('(303) 555-0142')) as { telephone: string }).telephone).toBe('+13035550142');
    expect((organizationData(withPhone('+1 303 555 0142')) as { telephone: string }).telephone).toBe('+13035550142');
    expect((organizationData(withPhone('1-800-555-0100')) as { telephone: string }).telephone).toBe('+18005550100');
  });

  it('cannot end its script tag early, whatever a text holds', () => {
    const risky = { ...site, brand: { ...site.brand, blurb: 'Billing </script><script>alert(1)</script>' } };
    const html = headHtml(prerenderedHead(risky, findRoute(buildRoutes(risky), '/'), contentOf(risky, '/')!.page));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]).description).toBe(risky.brand.blurb);
  });
});

describe('head tags', () => {
  it('gives redirects and the not-found page no canonical address, and keeps them out of search engines', () => {
    for (const path of ['/assess', '/no-such-page']) {
      const html = headHtml(headFor(site, findRoute(routes, path), undefined));
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toContain('og:url');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('escapes quotes and angle brackets in every tag', () => {
    const page = { ...contentOf(site, '/about')!.page, description: 'Say "hi" <b>now</b> & then' };
    const html = headHtml(headFor(site, findRoute(routes, '/about'), page));
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;b&gt;now&lt;/b&gt; &amp; then">');
  });
});
