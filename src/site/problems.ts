// The catalogue of everything that can be wrong with site.yaml. Errors are data: each message is written once
// here, tested once, and reads the same in `npm run validate`, a failed build and the dev server's overlay.
import { pageProblemEntries } from './page-problems.ts';
import { excerptParams, frameLines, printable, type SourceLines } from './quote.ts';

/** One thing wrong with site.yaml, with where it is. */
export interface SiteProblem {
  code: ProblemCode;
  file: string;
  line: number;
  column: number;
  /** Where in the site: "page /about › block 2 (hero) › buttons[0]", "specialty dental › bullets", "brand.phone". */
  where: string;
  message: string;
  /** Allowed values, a suggestion, or what the field is for. */
  hint?: string;
  /** A warning works but could be better; it fails a run only with --strict. Absent: an error. */
  severity?: 'warning';
  /** The lines of the file it is on, for a frame with a marker under the spot (see `formatWithSource`). */
  source?: SourceLines;
}

const list = (values: readonly string[]) => values.join(', ');

/** How to put a text in quotes: `key` its `heading: `; `text` the text to copy, when it is short enough to show whole. */
interface QuoteFix {
  key: string;
  text?: string;
  hasQuote: boolean;
}
const quoteFix = ({ key, text, hasQuote }: QuoteFix) =>
  (text === undefined ? `put a " right after ${key.trimEnd()} and another at the end of the text` : `write ${key}"${text}"`) +
  (hasQuote ? ' (a " inside the text is written \\")' : '');
const didYouMean = (suggestion: string | undefined) => (suggestion ? `did you mean "${suggestion}"? ` : '');

/**
 * Every problem: its message and its hint, built from the facts of one occurrence. Each value of the site file
 * that a message quotes is cut to a short excerpt and made printable here, once for all (see quote.ts).
 */
export const problemCatalogue = quotingExcerpts({
  fileNotFound: {
    message: (p: { file: string }) => `cannot read ${p.file}: the file does not exist`,
    hint: () => 'give the path of the site file, for example npm run validate -- site.yaml',
  },
  yamlSyntax: {
    message: (p: { detail: string }) => `YAML syntax error: ${p.detail}`,
    hint: () => 'check the indentation (spaces, not tabs) and that each "key: value" has a space after the colon',
  },
  // The usual slips of hand-written YAML, each in its own words (yaml-slips.ts); yamlSyntax is for the rest.
  yamlTab: {
    message: () => 'this line is indented with a tab',
    hint: () => 'use spaces instead, two for each level, lined up with the lines around it',
  },
  yamlIndent: {
    message: (p: { spaces: number; side: 'left' | 'right' }) =>
      `this line starts ${p.spaces} space${p.spaces === 1 ? '' : 's'} ${p.side} of the lines it belongs with`,
    hint: (p: { column: number }) => `line it up at column ${p.column}`,
  },
  yamlMissingColon: {
    message: (p: { key: string }) => `a colon is missing after "${p.key}"`,
    hint: (p: { key: string; opens?: boolean }) =>
      p.opens ? `write ${p.key}: (what it holds stays on the lines under it)` : `write ${p.key}: and then the value, with a space after the colon`,
  },
  yamlMissingSpace: {
    message: (p: { key: string }) => `a space is missing after the colon of "${p.key}"`,
    hint: (p: { key: string }) => `write ${p.key}: with a space before the value`,
  },
  yamlQuoteNeeded: {
    message: (p: { start: string }) => `a text that starts with ${p.start} must be in quotes`,
    hint: (p: QuoteFix) => quoteFix(p),
  },
  yamlColonInText: {
    message: (p: { atEnd: boolean }) =>
      p.atEnd ? 'a text that ends with ":" must be in quotes' : 'a text that contains ": " (a colon and a space) must be in quotes',
    hint: (p: QuoteFix) => quoteFix(p),
  },
  yamlQuoteEndsEarly: {
    message: (p: { quote: string }) => `the text in quotes ends at this ${p.quote}, but more follows it on the line`,
    hint: (p: QuoteFix) => (p.text === undefined ? 'put the whole text in double quotes and write each " inside it as \\"' : quoteFix(p)),
  },
  yamlUnclosedBracket: {
    message: (p: { open: string }) => `the ${p.open} opened here is not closed`,
    hint: (p: { close: string }) => `end it with ${p.close} on the same line, after its last value`,
  },
  yamlDashSpace: {
    message: () => 'a space is missing after the "-" that starts this list item',
    hint: (p: { item: string }) => `write - ${p.item}`,
  },
  yamlUnclosedQuote: {
    message: (p: { quote: string }) => `the text opened with ${p.quote} here is not closed`,
    hint: (p: { quote: string }) => `end it with ${p.quote} on the same line`,
  },
  yamlMergedItem: {
    message: (p: { spaces: number }) =>
      `this line looks like a new item of the list, but it starts ${p.spaces} space${p.spaces === 1 ? '' : 's'} further right than the items above, so it has become part of the item above`,
    hint: (p: { column: number }) => `line its "-" up at column ${p.column}, under the other items`,
  },
  duplicateKey: {
    message: (p: { key: string; first: number }) => `"${p.key}" is written twice in the same place (first on line ${p.first})`,
    hint: () => 'keep only one of them: the second would silently replace the first',
  },
  aliasLimit: {
    message: (p: { limit: number }) => `too many aliases (*name): more than ${p.limit} expansions`,
    hint: () => 'write the values out instead of repeating them with & and *',
  },
  unknownAlias: {
    message: (p: { name: string }) => `the alias *${p.name} names no anchor &${p.name} above it`,
    hint: () => 'an alias repeats a value marked with &name earlier in the file: add the anchor, or write the value out',
  },
  circularAlias: {
    message: (p: { name: string }) => `the alias *${p.name} is inside the value &${p.name} it repeats`,
    hint: () => 'a value cannot contain itself: write the inner value out',
  },
  fileTooLarge: {
    message: (p: { bytes: number; limit: number }) => `the file is ${thousands(p.bytes)} bytes; the largest allowed is ${thousands(p.limit)} bytes`,
    hint: () => 'the whole site fits in a tenth of that: look for a pasted document or a repeated list here',
  },
  expandedTooLarge: {
    message: (p: { limit: number }) => `with its aliases (*name) written out, the file would hold more than ${thousands(p.limit)} characters`,
    hint: () => 'write the values out instead of repeating large ones with & and *',
  },
  tooDeep: {
    message: (p: { limit: number }) => `the data is nested more than ${p.limit} levels deep`,
    hint: () => 'no part of the site goes that deep: check the indentation and that every [ and { is closed',
  },
  controlCharacter: {
    message: (p: { character: string }) => `the invisible character ${p.character} is not allowed`,
    hint: () => 'delete it (it often comes with text pasted from another program): tabs and line breaks are the only invisible characters a site file may hold',
  },
  tooLong: {
    message: (p: { length: number; limit: number }) => `is ${thousands(p.length)} characters long; the longest allowed here is ${thousands(p.limit)}`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  notUtf8: {
    message: (p: { byte: number }) => `the byte 0x${p.byte.toString(16).toUpperCase().padStart(2, '0')} here is not UTF-8 text`,
    hint: () =>
      'the file was saved in another encoding, or a character was cut: save the file as UTF-8 (in most editors: Save with Encoding, UTF-8), then type this character again',
  },
  checkerFailed: {
    message: (p: { detail: string }) => `the checker stopped on this file: ${p.detail}`,
    hint: () => 'this is a fault of the checker, not of your file: please report it with the file',
  },
  forbiddenKey: {
    message: (p: { key: string }) => `the key "${p.key}" is not allowed`,
    hint: () => 'it has a special meaning to the programs that read this file; rename or remove it',
  },
  unknownKey: {
    message: (p: { key: string }) => `unknown field "${p.key}"`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) => `${didYouMean(p.suggestion)}fields allowed here: ${list(p.allowed)}`,
  },
  misplacedKey: {
    message: (p: { key: string }) => `"${p.key}" is not indented as its place needs`,
    hint: (p: { belongs: string }) => `it belongs to ${p.belongs}: indent it to line up with the other fields there`,
  },
  conflictingFields: {
    message: (p: { key: string; others: readonly string[] }) => `${p.others.map((other) => `"${other}"`).join(' and ')} cannot be written beside "${p.key}"`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  unknownBlockType: {
    message: (p: { value: string }) => `unknown block type "${p.value}"`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) => `${didYouMean(p.suggestion)}allowed types: ${list(p.allowed)}`,
  },
  missingBlockType: {
    message: () => 'the block has no type (or it is not text)',
    hint: (p: { allowed: readonly string[] }) => `add "type:" with one of: ${list(p.allowed)}`,
  },
  missingField: {
    message: (p: { key: string }) => `missing required field "${p.key}"`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  missingWith: {
    message: (p: { key: string; with: string }) => `missing field "${p.key}", which goes with "${p.with}"`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  wrongType: {
    message: (p: { expected: string; actual: string }) => `should be ${p.expected}, but is ${p.actual}`,
    hint: (p: { description?: string; quote?: string }) =>
      [p.quote && `put it in quotes (${p.quote}) so it is read as text.`, p.description].filter(Boolean).join(' '),
  },
  /** `key` is the field's name; without it, the value is a list's item. */
  emptyValue: {
    message: (p: { key?: string }) => (p.key === undefined ? 'the list item has no value after its dash' : `"${p.key}" has no value after its colon`),
    hint: (p: { key?: string; description?: string }) =>
      [`write the value on the same line, after "${p.key === undefined ? '-' : `${p.key}:`} ".`, p.description].filter(Boolean).join(' '),
  },
  exactCount: {
    message: (p: { expected: number; actual: number }) =>
      `must have exactly ${p.expected} items, but has ${p.actual}: ${p.actual > p.expected ? 'remove' : 'add'} ${Math.abs(p.actual - p.expected)}`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  tooFew: {
    message: (p: { min: number; actual: number }) => `must have at least ${p.min} item${p.min === 1 ? '' : 's'}, but has ${p.actual}: add ${p.min - p.actual}`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  tooMany: {
    message: (p: { max: number; actual: number }) =>
      `must have at most ${p.max} item${p.max === 1 ? '' : 's'}, but has ${p.actual}: remove ${p.actual - p.max}`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  notAllowedValue: {
    /** `value` as the editor wrote it, quoted, or what it is when it is not one word ("a list"). */
    message: (p: { value: string }) => `${p.value} is not one of the allowed values`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) => `${didYouMean(p.suggestion)}allowed: ${list(p.allowed)}`,
  },
  badForm: {
    message: (p: { value: string }) => `${p.value} is not written the expected way`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  emptyText: {
    message: () => 'must not be empty',
    hint: (p: { description?: string }) => p.description ?? '',
  },
  outOfRange: {
    message: (p: { value: number; bound: string }) => `${p.value} is out of range: it must be ${p.bound}`,
    hint: (p: { description?: string }) => p.description ?? '',
  },
  repeatedItem: {
    message: (p: { first: number; second: number; line: number }) =>
      `items ${p.first} and ${p.second} are the same (item ${p.first} is on line ${p.line}); each must be different`,
    hint: () => '',
  },
  duplicatePath: {
    message: (p: { path: string; first: number }) => `the address ${p.path} is used twice (first on line ${p.first})`,
    hint: (p: { other: string }) => `it is already used by ${p.other}; every page needs its own address`,
  },
  duplicateSlug: {
    message: (p: { slug: string; first: number }) => `the specialty slug "${p.slug}" is used twice (first on line ${p.first})`,
    hint: () => 'every specialty needs its own slug, because it becomes the address /specialties/<slug>',
  },
  noDashboard: {
    message: (p: { path: string }) => `the report is made from the demo dashboard of ${p.path}, but that page has no demoDashboard block`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) =>
      `${didYouMean(p.suggestion)}${p.allowed.length ? `pages with a demo dashboard: ${list(p.allowed)}` : 'no page has a demo dashboard: add a demoDashboard block to one'}`,
  },
  proofFigureTwice: {
    message: (p: { figure: string }) => `the hero's proof row shows the ${p.figure} figure, and so do the page's figures below it`,
    hint: () => 'a page shows a figure once near its top: write proof: badges for the badges alone, or take the figure out of the stats',
  },
  noSearchPage: {
    message: () => 'the not-found page has a search box, but no page shows the search',
    hint: () => 'the box opens the page with a siteSearch block: add one to a page (the search page, /search), or take notFound.search out',
  },
  noFeaturedSpecialty: {
    message: () => 'no specialty is featured',
    hint: () => 'the specialties page shows the featured ones first: give at least one specialty featured: true',
  },
  unknownSpecialty: {
    message: (p: { slug: string }) => `no specialty has the slug "${p.slug}"`,
    hint: (p: { suggestion?: string }) => `${didYouMean(p.suggestion)}use the slug of one of the specialties listed under specialties:`,
  },
  specialtyGroupedTwice: {
    message: (p: { slug: string; why: string }) => `the specialty "${p.slug}" is ${p.why}`,
    hint: () => 'list each specialty that is not featured in exactly one group; the featured ones have their own cards above',
  },
  twoHeroPictures: {
    message: (p: { first: string; second: string }) => `this hero has both a ${p.first}: and a ${p.second}:, and it shows one picture`,
    hint: (p: { first: string; second: string }) =>
      p.first === 'visual'
        ? `keep ${p.second}: for a picture made for this page, or visual: for a shared one, and remove the other`
        : `keep one of ${p.first}: and ${p.second}:, and remove the other`,
  },
  columnCount: {
    message: (p: { expected: number; actual: number }) => `this row has ${p.actual} values for ${p.expected} columns`,
    hint: () => 'give one value per entry of columns:, in the same order',
  },
  // An exhibit's numbers and words must agree with each other (check-exhibit.ts).
  exhibitOtherLayout: {
    message: (p: { key: string; owner: string; layout: string }) => `"${p.key}" is a field of layout: ${p.owner}, and this exhibit's layout is ${p.layout}`,
    hint: (p: { layout: string; fields: readonly string[] }) => `remove it, or change the layout; layout: ${p.layout} takes ${list(p.fields)}`,
  },
  exhibitSharesTotal: {
    message: (p: { column: string; total: number }) => `the shares of "${p.column}" add up to ${p.total}%, not 100%`,
    hint: (p: { position: number; total: number }) =>
      `${p.total > 100 ? 'lower' : 'raise'} the ${p.position === 1 ? 'first' : 'second'} number of some buckets' shares by ${Math.abs(100 - p.total)} in all: each column is the whole A/R at that moment`,
  },
  exhibitDayOrder: {
    message: (p: { stage: number; day: number; before: number }) => `stage ${p.stage} is on day ${p.day}, before the stage above it (day ${p.before})`,
    hint: () => 'list the stages in the order of their days, or correct the day: the track draws them in that order',
  },
  exhibitPhraseNotInNote: {
    message: (p: { phrase: string }) => `the phrase "${p.phrase}" is not in the chart note's text`,
    hint: () => "copy the words from chartNote's text exactly, with the same capitals and punctuation, so the note can mark them",
  },
  exhibitClaimLineCode: {
    message: (p: { code: string }) => `the claim line names the code "${p.code}", which is not one of the exhibit's codes`,
    hint: (p: { codes: readonly string[] }) => `write a code of the codes list (${p.codes.join(', ')}), so the line shows what the note supports`,
  },
  exhibitPhrasesOverlap: {
    message: (p: { phrase: string; other: string }) => `the phrase "${p.phrase}" overlaps the phrase "${p.other}" in the chart note`,
    hint: () => 'each word of the note is marked for one code: shorten one of the two phrases so they no longer share words',
  },
  exhibitFollowUpOutside: {
    message: (p: { week: number; start: number; end: number }) => `week ${p.week} is outside this task's weeks, ${p.start} to ${p.end}`,
    hint: () => "a follow-up falls in a week of its task, from its start to start + weeks - 1: correct the week, or the task's start or weeks",
  },
  unknownLink: {
    message: (p: { key: string }) => `unknown external link "link:${p.key}"`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) =>
      `${didYouMean(p.suggestion)}links defined under brand.links: ${list(p.allowed.map((k) => `link:${k}`))}`,
  },
  unknownFigure: {
    message: (p: { name: string }) => `brand.figures has no figure "${p.name}"`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) => `${didYouMean(p.suggestion)}figures defined under brand.figures: ${list(p.allowed)}`,
  },
  unknownClient: {
    message: (p: { name: string }) => `clientResults.clients has no client "${p.name}"`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) =>
      `${didYouMean(p.suggestion)}clients defined under clientResults.clients: ${list(p.allowed)}`,
  },
  figureDisagrees: {
    message: (p: { label: string; value: string; compared: string; why: string }) => `${p.label} says ${p.value}, but ${p.compared} ${p.why}`,
    hint: () =>
      'a change in % is (after − before) ÷ before, a change in days is after − before, each rounded as the figure is shown; a level (99.3%, 22 days) is its after: correct the figure, or before and after, so that a buyer who checks them finds the same',
  },
  figureWithoutAfter: {
    message: (p: { label: string; value: string }) => `${p.label} says ${p.value}, a change, but gives only what it was before`,
    hint: () => 'add after: what it measured in the months with us, with its unit (for example after: "3.0% of claims"), so the change can be checked',
  },
  repeatedClient: {
    message: (p: { name: string; other: string; first: number; practice: string; state: string }) =>
      `the clients "${p.other}" (line ${p.first}) and "${p.name}" are the same practice type in the same state (${p.practice}, ${p.state})`,
    hint: () =>
      'a client is defined once and named with client: wherever it is shown; if these are one practice, keep one and name it in both places, otherwise tell them apart by practice type or state',
  },
  unknownPage: {
    message: (p: { path: string }) => `no page has the address ${p.path}`,
    hint: (p: { suggestion?: string }) =>
      `${didYouMean(p.suggestion)}a link to this site must go to a page under pages:, a specialty (/specialties/<slug>) or a redirect`,
  },
  unknownRequest: {
    message: (p: { path: string; request: string }) => `the page ${p.path} has no contact request "${p.request}"`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) =>
      p.allowed.length > 0
        ? `${didYouMean(p.suggestion)}requests its contact form lists under requests: ${list(p.allowed)}`
        : 'that page has no contact form with requests: link to the page without ?request=',
  },
  unknownAnchor: {
    message: (p: { path: string; anchor: string }) => `the page ${p.path} has no section #${p.anchor}`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) =>
      p.allowed.length > 0
        ? `${didYouMean(p.suggestion)}sections with an anchor there: ${list(p.allowed.map((a) => `#${a}`))}`
        : 'that page has no block with an anchor; link to the page without #',
  },
  unknownSearchTag: {
    message: (p: { tag: string }) => `the topic "${p.tag}" is not one of search.tags`,
    hint: (p: { suggestion?: string; allowed: readonly string[] }) => `${didYouMean(p.suggestion)}topics under search.tags: ${list(p.allowed)}`,
  },
  unusedSearchTag: {
    message: (p: { tag: string }) => `no page or specialty is about the topic "${p.tag}": its chip would find nothing`,
    hint: (p: { tag: string }) =>
      `add ${p.tag} to the searchTags of the page or specialty about it (or use it in that page's title), or take the topic out of search.tags and search.panelTags`,
  },
  repeatedCategory: {
    message: (p: { value: string; first: number }) => `the category "${p.value}" is listed twice (first on line ${p.first})`,
    hint: () => 'list each of all, service, specialty and page once',
  },
  missingImage: {
    message: (p: { src: string }) => `the picture ${p.src} is not in the public/ folder`,
    hint: (p: { suggestion?: string; file: string }) => `${didYouMean(p.suggestion)}add the file public${p.file}, or correct the name`,
  },
  // A link (symbolic link) in public/: the build copies what it leads to onto the website (public-folder.ts).
  strayPublicLink: {
    message: (p: { file: string; target: string; dangling: boolean }) =>
      `public${p.file} is a link to ${p.target}, ${p.dangling ? 'which does not exist' : 'outside the public/ folder'}`,
    hint: (p: { file: string; dangling: boolean; folder: boolean }) =>
      `${p.dangling ? '' : 'everything in public/ goes on the website, so this would publish what the link leads to: '}put ${p.folder ? 'a copy of the folder' : 'the file itself'} at public${p.file} in place of the link, or remove the link`,
  },
  unknownPlaceholder: {
    message: (p: { placeholder: string }) => `unknown placeholder {${p.placeholder}}`,
    hint: (p: { allowed: readonly string[] }) => `placeholders allowed here: ${list(p.allowed.map((k) => `{${k}}`))}`,
  },
  longTitle: {
    message: (p: { title: string; length: number; limit: number }) =>
      `the page title "${p.title}" is ${p.length} characters long; search results show about ${p.limit}`,
    hint: () => 'shorten the title so its end is not cut off in search results (the brand is added to it)',
  },
  longDescription: {
    message: (p: { length: number; limit: number }) => `the description is ${p.length} characters long; search results show about ${p.limit}`,
    hint: () => 'shorten it so search results show it whole',
  },
  other: {
    message: (p: { detail: string }) => p.detail,
    hint: () => '',
  },
  // What npm run check:site finds on the built pages.
  ...pageProblemEntries,
} as const);

function thousands(n: number): string {
  return n.toLocaleString('en-US');
}

/** The catalogue with every message and hint given its parameters through `excerptParams`. */
function quotingExcerpts<T extends Record<string, { message: (...args: never[]) => string; hint: (...args: never[]) => string }>>(entries: T): T {
  const wrap = (build: (...args: never[]) => string) => (params?: unknown) => build(excerptParams(params) as never);
  return Object.fromEntries(Object.entries(entries).map(([code, entry]) => [code, { message: wrap(entry.message), hint: wrap(entry.hint) }])) as unknown as T;
}

export type ProblemCode = keyof typeof problemCatalogue;

/** One problem as a single line: `site.yaml:12:5  page / › block 1 (hero)  unknown block type "heroo"  did you mean "hero"? …` (a warning says so after the position). */
export function formatProblem(p: SiteProblem): string {
  return printable([`${p.file}:${p.line}:${p.column}`, p.severity, p.where, p.message, p.hint].filter((part) => part).join('  '));
}

/**
 * A problem as a terminal shows it: its line, then the file's lines it is on with a marker under the spot.
 *
 *     site.yaml:40:5  this line starts 1 space left of the lines it belongs with  line it up at column 5
 *       39 |     heading: Medical billing
 *       40 |    text: We get you paid
 *          |    ^
 */
export function formatWithSource(p: SiteProblem): string {
  return [formatProblem(p), ...(p.source ? frameLines(p.source).map((line) => `  ${line}`) : [])].join('\n');
}

/** The pages and sections problems are in, as an editor finds them: "pages /about, /specialties/dental; brand". */
function placesOf(problems: readonly SiteProblem[]): string {
  const top = problems.map((p) => p.where.split(' › ')[0]).filter((where) => where);
  const pages = [
    ...new Set(
      top.flatMap((where) => (where.startsWith('page ') ? [where.slice(5)] : where.startsWith('specialty ') ? [`/specialties/${where.slice(10)}`] : [])),
    ),
  ];
  const sections = [...new Set(top.filter((where) => !where.startsWith('page ') && !where.startsWith('specialty ')).map((where) => where.split(/[.[]/)[0]))];
  const parts = [pages.length ? `${pages.length === 1 ? 'page' : 'pages'} ${pages.join(', ')}` : '', sections.join(', ')].filter((part) => part);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The closing line of a report: "2 errors in site.yaml (pages /about, /specialties/dental)". */
export function formatSummary(file: string, problems: readonly SiteProblem[], warnings: readonly SiteProblem[] = []): string {
  const advice = warnings.length ? `${count(warnings.length, 'warning')}${placesOf(warnings)}` : '';
  if (problems.length === 0) return printable(advice ? `${file} is valid, with ${advice}.` : `${file} is valid.`);
  return printable(`${count(problems.length, 'error')} in ${file}${placesOf(problems)}${advice ? `, and ${advice}` : ''}`);
}
