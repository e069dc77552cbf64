// What the browser is given of the site: the shell every page needs (brand, navigation, footer, labels, constants),
// each page's content apart (its facts and its blocks' props, a chunk a page), and the search apart (its words and
// index, which only the search panel and the search page read). The Vite plugin makes them from the checked Site;
// the server and the browser render from the same.
import { fillTemplate } from './template.ts';
import { buildSearchIndex, type SearchEntry } from './search-index.ts';
import { specialtyPageContent, specialtyPath } from './specialty-page.ts';
import type { Block, Forms, Messages, Options, Page, Search, Site, Specialty, Visuals } from './types.generated.ts';

export type BlockType = Block['type'];
type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/**
 * What every page ships: the parts of the site the shared components read (the head, the header and its menus and
 * search panel, the footer, the not-found page, the intro and the popup's timings), picked by name. What is not named
 * here stays out of the shared chunk; the pages' content comes with each page (contentOf), and a block type's parts
 * of the site with its props (blockParts). tests/unit/shared-chunk.test.ts checks the built chunk.
 */
export type SiteShell = Pick<Site, 'theme' | 'nav' | 'footer' | 'trust' | 'notFound' | 'labels'> & {
  /** The brand without its figures: the build has written them into the texts and stats that show them. */
  brand: Omit<Site['brand'], 'figures'>;
  constants: Pick<Site['constants'], 'timings' | 'limits'>;
  /** The address of the page with the site search, if there is one (the search panel links to it). */
  searchPage: string | undefined;
};

/** A specialty as the lists of specialties show it; a featured one with its first three services ({name} filled). */
export type ListedSpecialty = Pick<Specialty, 'slug' | 'name' | 'featured'> & { highlights: string[] };
/** What the contact and audit forms read: their words, their lists of choices and their message. */
export type FormsPart = { forms: Forms; options: Options; messages: Messages };
/** What the search panel and the search page read: the search's words and its index. */
export type SearchPart = { search: Search; searchIndex: SearchEntry[] };

/**
 * What a block type's component reads of the site besides its block, made from the site and the block: the one
 * place a block type declares its parts (every type not named reads its block only). They come with its props, in
 * the chunk of the page that shows it, never in the shell.
 */
const blockParts = {
  /** The hero's picture, the one it names (the others stay out of the page's chunk). */
  hero: (site: Site, block: BlockOf<'hero'>): { visuals: Partial<Visuals> } => ({
    visuals: block.visual && !block.checklist ? { [block.visual]: site.visuals[block.visual] } : {},
  }),
  contactForm: (site: Site) => ({ forms: formsPartOf(site) }),
  auditForm: (site: Site) => ({ forms: formsPartOf(site), estimate: site.constants.auditEstimate }),
  revenueCalculator: (site: Site) => ({ calculator: site.constants.calculator }),
  siteSearch: (site: Site) => ({ search: searchPartOf(site) }),
  specialtyIndex: (site: Site) => ({ specialties: listedSpecialties(site) }),
  specialtyTiles: (site: Site) => ({ specialties: listedSpecialties(site) }),
  /** The demo dashboard whose figures the report is made from, written once on its own page. */
  monthlyReport: (site: Site, block: BlockOf<'monthlyReport'>) => ({ dashboard: dashboardAt(site, block.dashboard) }),
} satisfies { [T in BlockType]?: (site: Site, block: BlockOf<T>) => object };
type BlockParts = { [T in keyof typeof blockParts]: ReturnType<(typeof blockParts)[T]> };

/** The demo dashboard on the page at `path` (the check has made sure there is one). */
export function dashboardAt(site: Site, path: string): BlockOf<'demoDashboard'> {
  const found = site.pages.find((page) => page.path === path)?.blocks.find((block): block is BlockOf<'demoDashboard'> => block.type === 'demoDashboard');
  if (!found) throw new Error(`no demo dashboard on ${path}`);
  return found;
}

/** The props of a block type's component. */
export type BlockProps<T extends BlockType = BlockType> = T extends BlockType
  ? { block: BlockOf<T> } & (T extends keyof BlockParts ? BlockParts[T] : unknown)
  : never;

/** What the head and the frame of a page need of it (a specialty page has a title and a description). */
export type PageFacts = Pick<Page, 'title' | 'description' | 'hideFromSearchEngines' | 'layout' | 'intro'>;

/** A page's or a specialty page's facts and its blocks' props, ready to render. */
export interface RouteContent {
  page: PageFacts;
  blocks: BlockProps[];
  /** Dev server only: where each block comes from in site.yaml (`site.yaml:LINE:COL`), in the blocks' order. */
  sources?: string[];
}

/** Dev server only: where the header (the brand's section), the main navigation and the footer start in site.yaml. */
export interface ShellSources {
  header: string;
  nav: string;
  footer: string;
}

export function shellOf(site: Site): SiteShell {
  const { theme, nav, footer, trust, notFound, labels } = site;
  const { figures: _figures, ...brand } = site.brand;
  const { timings, limits } = site.constants;
  const searchPage = site.pages.find((page) => page.blocks.some((block) => block.type === 'siteSearch'))?.path;
  return { theme, nav, footer, trust, notFound, labels, brand, constants: { timings, limits }, searchPage };
}

/** The facts and blocks of the page at `path` (a page of site.yaml or a specialty's page), or undefined for any other path. */
export function contentOf(site: Site, path: string): RouteContent | undefined {
  const page = site.pages.find((candidate) => candidate.path === path);
  const specialty = page ? undefined : site.specialties.find((candidate) => specialtyPath(candidate.slug) === path);
  const content = page ?? (specialty && specialtyPageContent(specialty, site.specialtyPage, site.clientResults));
  if (!content) return undefined;
  const { title, description, hideFromSearchEngines, layout, intro, blocks } = { ...content, ...page };
  return { page: { title, description, hideFromSearchEngines, layout, intro }, blocks: blocks.map((block) => blockProps(site, block)) };
}

/** The props of `block`'s component: the block, and the parts of the site its type reads (blockParts). */
export function blockProps(site: Site, block: Block): BlockProps {
  const parts: ((site: Site, block: Block) => object) | undefined = Object.hasOwn(blockParts, block.type)
    ? // Each entry reads the block of its own type, which `block.type` names.
      (blockParts[block.type as keyof BlockParts] as (site: Site, block: Block) => object)
    : undefined;
  return { block, ...parts?.(site, block) } as BlockProps;
}

/** The specialties as the lists of them show them; a featured one with its first three services ({name} filled). */
function listedSpecialties(site: Site): ListedSpecialty[] {
  return site.specialties.map(({ slug, name, featured, bullets }) => ({
    slug,
    name,
    featured,
    highlights: featured ? bullets.slice(0, 3).map((bullet) => fillTemplate(bullet, { name })) : [],
  }));
}

function formsPartOf(site: Site): FormsPart {
  return { forms: site.forms, options: site.options, messages: site.constants.messages };
}

/** The search's words and index (a module of its own for the search panel: virtual:site-search). */
export function searchPartOf(site: Site): SearchPart {
  return { search: site.search, searchIndex: buildSearchIndex(site) };
}
