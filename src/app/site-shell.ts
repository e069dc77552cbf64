// What the browser is given of the site: the shell every page needs (brand, navigation, footer, labels, constants,
// and a line for each page and specialty), with each route's blocks apart, in a chunk of its own that comes with its
// page. The parts only some code reads (the forms' words, the search, the list of specialties) come apart too, each
// in a module that only that code imports, so it arrives in that code's chunk. The Vite plugin makes them all from
// the checked Site; the server and the browser render from the same.
import { buildSearchIndex } from '../logic/search-index.ts';
import { specialtyPageContent, specialtyPath } from '../logic/specialty-page.ts';
import type { BlockType } from '../blocks/registry.ts';
import type { Block, Page, Site, Specialty } from '../site/types.generated.ts';

/** A page without its blocks, and the types of those blocks (whose code its first visit fetches). */
export type PageEntry = Omit<Page, 'blocks'> & { blockTypes: BlockType[] };
/** What the shell knows of a specialty: enough for menus, lists, tiles and its page's head. */
export type SpecialtyEntry = Pick<Specialty, 'slug' | 'name' | 'featured' | 'headline' | 'title' | 'description'> & { blockTypes: BlockType[] };
/** A specialty as the specialty index and the specialty tiles show it: a link to its page. */
export type ListedSpecialty = Pick<Specialty, 'slug' | 'name' | 'featured' | 'headline'>;
/** The site without the pages' blocks and without the parts that come apart (see formsPartOf, searchPartOf). */
export type SiteShell = Omit<Site, 'pages' | 'specialties' | 'forms' | 'options' | 'search' | 'constants'> & {
  constants: Omit<Site['constants'], 'messages'>;
  pages: PageEntry[];
  specialties: SpecialtyEntry[];
};

/** A page's or a specialty page's blocks, ready to render. */
export interface RouteContent {
  blocks: Block[];
}

const typesOf = (blocks: readonly Block[]) => [...new Set(blocks.map((block) => block.type))];

export function shellOf(site: Site): SiteShell {
  const { forms: _forms, options: _options, search: _search, constants, ...shared } = site;
  const { messages: _messages, ...everyPageConstants } = constants;
  return {
    ...shared,
    constants: everyPageConstants,
    pages: site.pages.map(({ blocks, ...page }) => ({ ...page, blockTypes: typesOf(blocks) })),
    specialties: site.specialties.map((specialty) => {
      const { slug, name, featured, headline, title, description } = specialty;
      return { slug, name, featured, headline, title, description, blockTypes: typesOf(specialtyContent(site, specialty).blocks) };
    }),
  };
}

/** The blocks of the page at `path` (a page of site.yaml or a specialty's page), or undefined for any other path. */
export function contentOf(site: Site, path: string): RouteContent | undefined {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (page) return { blocks: page.blocks };
  const specialty = site.specialties.find((candidate) => specialtyPath(candidate.slug) === path);
  return specialty && specialtyContent(site, specialty);
}

function specialtyContent(site: Site, specialty: Specialty): RouteContent {
  return { blocks: specialtyPageContent(specialty, site.specialtyPage).blocks };
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
