// What the browser is given of the site: the shell every page needs (brand, navigation, footer, labels,
// constants), with each route's own facts and blocks apart, in a chunk of its own that comes with its page. The
// parts only some code reads (the forms' words, the search, the list of specialties) come apart too, each in a
// module that only that code imports, so it arrives in that code's chunk. The Vite plugin makes them all from the
// checked Site; the server and the browser render from the same.
import { buildSearchIndex } from './search-index.ts';
import { specialtyPageContent, specialtyPath } from './specialty-page.ts';
import { plainHtmlBlocks } from '../blocks/arrival.ts';
import { headerIcons, iconPaths } from '../ui/icon-paths.ts';
import type { Block, Icon, Page, Site, Specialty } from './types.generated.ts';

/** A specialty as the specialty index and the specialty tiles show it: a link to its page. */
export type ListedSpecialty = Pick<Specialty, 'slug' | 'name' | 'featured' | 'headline'>;
/**
 * The site without its pages (see routes.ts and RouteContent), the redirects (in the routes) and the parts that
 * come apart (see formsPartOf, searchPartOf, specialtiesPartOf).
 */
export type SiteShell = Omit<Site, 'pages' | 'specialties' | 'specialtyPage' | 'redirects' | 'forms' | 'options' | 'search' | 'constants'> & {
  constants: Omit<Site['constants'], 'messages'>;
  /** The paths of the icons the header, the footer and the trust strip draw (ShellIcon). */
  icons: Partial<Record<ShellIconName, string>>;
};

/** The icons of the shell: the header's, and those site.yaml names for the footer and the trust badges. */
export type ShellIconName = (typeof headerIcons)[number] | Icon;

/** What the head and the frame of a page need of it (a specialty page has a title and a description). */
export type PageFacts = Pick<Page, 'title' | 'description' | 'hideFromSearchEngines' | 'layout' | 'intro'>;

/** A page's or a specialty page's facts and blocks, ready to render. */
export interface RouteContent {
  page: PageFacts;
  blocks: Block[];
}

/** A plain-HTML block on the page a visitor arrives on: its markup is kept, so only its type is needed. */
export interface KeptBlock {
  type: Block['type'];
  kept: true;
}

/**
 * A route's content as its own chunk holds it for a first visit: the plain-HTML blocks (blocks/arrival.ts) are kept
 * as the server wrote them, so they are only marked, and come whole in a chunk of their own (plainBlocksOf) when
 * the browser renders the page itself.
 */
export interface ArrivalContent {
  page: PageFacts;
  blocks: (Block | KeptBlock)[];
}

export function shellOf(site: Site): SiteShell {
  const { pages: _pages, specialties: _specialties, specialtyPage: _template, redirects: _redirects, forms: _forms, options: _options, search: _search, constants, ...shared } = site;
  const { messages: _messages, ...everyPageConstants } = constants;
  const iconNames: ShellIconName[] = [...headerIcons, ...site.footer.social.map((link) => link.icon), ...site.trust.badges.map((badge) => badge.icon)];
  return { ...shared, constants: everyPageConstants, icons: Object.fromEntries(iconNames.map((name) => [name, iconPaths[name]])) };
}

/** The facts and blocks of the page at `path` (a page of site.yaml or a specialty's page), or undefined for any other path. */
export function contentOf(site: Site, path: string): RouteContent | undefined {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (page) {
    const { title, description, hideFromSearchEngines, layout, intro, blocks } = page;
    return { page: { title, description, hideFromSearchEngines, layout, intro }, blocks };
  }
  const specialty = site.specialties.find((candidate) => specialtyPath(candidate.slug) === path);
  return specialty && specialtyContent(site, specialty);
}

/** A specialty's page, made from its record and the shared specialty-page words. */
function specialtyContent(site: Site, specialty: Specialty): RouteContent {
  const { title, description, blocks } = specialtyPageContent(specialty, site.specialtyPage);
  return { page: { title, description }, blocks };
}

/** `content` for a first visit: the plain-HTML blocks marked only (see ArrivalContent). */
export function arrivalOf(content: RouteContent): ArrivalContent {
  return { page: content.page, blocks: content.blocks.map((block) => (plainHtmlBlocks.has(block.type) ? { type: block.type, kept: true } : block)) };
}

/** The plain-HTML blocks of `content`, in order: what arrivalOf left out (the browser puts them back, route-content.tsx). */
export function plainBlocksOf(content: RouteContent): Block[] {
  return content.blocks.filter((block) => plainHtmlBlocks.has(block.type));
}

// ---- The parts only some code reads: each a module of its own (see virtual-site.d.ts) that only that code imports.

/** What the contact and audit forms read: their words, their lists of choices and their message (virtual:site-forms). */
export function formsPartOf(site: Site) {
  return { forms: site.forms, options: site.options, messages: site.constants.messages };
}

/** What the search panel and the /search page read: the search's words and its index (virtual:site-search). */
export function searchPartOf(site: Site) {
  return { search: site.search, searchIndex: buildSearchIndex(site) };
}

/** What the specialty index and the specialty tiles read: every specialty, in site.yaml's order (virtual:site-specialties). */
export function specialtiesPartOf(site: Site): { specialties: ListedSpecialty[] } {
  return { specialties: site.specialties.map(({ slug, name, featured, headline }) => ({ slug, name, featured, headline })) };
}
