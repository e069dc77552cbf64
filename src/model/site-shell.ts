// What the browser is given of the site: the shell every page needs (brand, navigation, footer, labels, constants),
// each page's content apart (its facts and its blocks' props, a chunk a page), and the search apart (its words and
// index, which only the search panel and the search page read). The Vite plugin makes them from the checked Site;
// the server and the browser render from the same.
import { fillTemplate } from './template.ts';
import { buildSearchIndex, type SearchEntry } from './search-index.ts';
import { specialtyPageContent, specialtyPath } from './specialty-page.ts';
import type {
  AuditEstimateConstants,
  Block,
  CalculatorConstants,
  Forms,
  Messages,
  Options,
  Page,
  Search,
  Site,
  Specialty,
  Visuals,
} from './types.generated.ts';

export type BlockType = Block['type'];
type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** The site without what is lazy-loaded: the pages (routes.ts, contentOf), the forms' and the search's words, the heroes' pictures. */
export type SiteShell = Omit<
  Site,
  'pages' | 'specialties' | 'specialtyPage' | 'clientResults' | 'redirects' | 'forms' | 'options' | 'search' | 'constants' | 'visuals' | 'brand'
> & {
  /** The brand without its figures: the build has written them into the texts and stats that show them. */
  brand: Omit<Site['brand'], 'figures'>;
  /** Without what only the calculator and the audit form read: their blocks' props carry it (BlockParts). */
  constants: Omit<Site['constants'], 'messages' | 'calculator' | 'auditEstimate'>;
  /** The address of the page with the site search, if there is one (the search panel links to it). */
  searchPage: string | undefined;
};

/** A specialty as the specialty index and the specialty tiles show it: a link to its page. */
/** A specialty as the lists of specialties show it; a featured one with its first three services ({name} filled). */
export type ListedSpecialty = Pick<Specialty, 'slug' | 'name' | 'featured'> & { highlights: string[] };
/** What the contact and audit forms read: their words, their lists of choices and their message. */
export type FormsPart = { forms: Forms; options: Options; messages: Messages };
/** What the search panel and the search page read: the search's words and its index. */
export type SearchPart = { search: Search; searchIndex: SearchEntry[] };

/** What a block type's component reads of the site besides its block (every other type reads its block only). */
interface BlockParts {
  /** The hero's picture, the one it names (the others stay out of the page's chunk). */
  hero: { visuals: Partial<Visuals> };
  contactForm: { forms: FormsPart };
  auditForm: { forms: FormsPart; estimate: AuditEstimateConstants };
  revenueCalculator: { calculator: CalculatorConstants };
  siteSearch: { search: SearchPart };
  specialtyIndex: { specialties: ListedSpecialty[] };
  specialtyTiles: { specialties: ListedSpecialty[] };
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
  const {
    pages,
    specialties: _specialties,
    specialtyPage: _template,
    // The clients are in the pages' content already (resolveSite, the specialty pages): no page needs them again.
    clientResults: _clientResults,
    redirects: _redirects,
    forms: _forms,
    options: _options,
    search: _search,
    visuals: _visuals,
    constants,
    brand: { figures: _figures, ...brand },
    ...shared
  } = site;
  const { messages: _messages, calculator: _calculator, auditEstimate: _auditEstimate, ...everyPageConstants } = constants;
  const searchPage = pages.find((page) => page.blocks.some((block) => block.type === 'siteSearch'))?.path;
  return { ...shared, brand, constants: everyPageConstants, searchPage };
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

/** The props of `block`'s component: the block, and the parts of the site its type reads (BlockParts). */
export function blockProps(site: Site, block: Block): BlockProps {
  switch (block.type) {
    case 'hero':
      return { block, visuals: block.visual && !block.checklist ? { [block.visual]: site.visuals[block.visual] } : {} };
    case 'contactForm':
      return { block, forms: formsPartOf(site) };
    case 'auditForm':
      return { block, forms: formsPartOf(site), estimate: site.constants.auditEstimate };
    case 'revenueCalculator':
      return { block, calculator: site.constants.calculator };
    case 'siteSearch':
      return { block, search: searchPartOf(site) };
    case 'specialtyIndex':
    case 'specialtyTiles':
      return {
        block,
        specialties: site.specialties.map(({ slug, name, featured, bullets }) => ({
          slug,
          name,
          featured,
          highlights: featured ? bullets.slice(0, 3).map((bullet) => fillTemplate(bullet, { name })) : [],
        })),
      } as BlockProps;
    default:
      return { block } as BlockProps;
  }
}

function formsPartOf(site: Site): FormsPart {
  return { forms: site.forms, options: site.options, messages: site.constants.messages };
}

/** The search's words and index (a module of its own for the search panel: virtual:site-search). */
export function searchPartOf(site: Site): SearchPart {
  return { search: site.search, searchIndex: buildSearchIndex(site) };
}
