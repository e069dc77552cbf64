// What goes in <head> for a route: the same function feeds the prerendered HTML and the browser's navigation.
import type { Site } from '../site/types.generated.ts';
import { specialtyPageContent } from '../logic/specialty-page.ts';
import { fillTemplate } from '../logic/template.ts';
import type { Route } from './routes.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical address; none for the not-found page. */
  canonical?: string;
  /** "noindex" for pages search engines should not list. */
  robots?: string;
  /** For redirect pages: where the browser goes, also without JavaScript. */
  refreshTo?: string;
}

export function headFor(site: Site, route: Route | undefined): PageHead {
  const title = (name: string) => fillTemplate(site.brand.titleTemplate, { title: name });
  const canonical = (path: string) => `${site.brand.siteUrl}${path === '/' ? '/' : path}`;
  if (!route) return { title: title(site.notFound.title), description: site.notFound.heading, robots: 'noindex' };
  switch (route.kind) {
    case 'page':
      return {
        title: title(route.page.title),
        description: route.page.description,
        canonical: canonical(route.path),
        robots: route.page.hideFromSearchEngines ? 'noindex, nofollow' : undefined,
      };
    case 'specialty': {
      const content = specialtyPageContent(route.specialty, site.specialtyPage);
      return { title: title(content.title), description: content.description, canonical: canonical(route.path) };
    }
    case 'redirect':
      return { title: title(route.redirect.text), description: route.redirect.text, canonical: canonical(route.redirect.to), robots: 'noindex', refreshTo: route.redirect.to };
  }
}
