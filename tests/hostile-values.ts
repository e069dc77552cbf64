import { isNode, parse, parseDocument } from 'yaml';
import type { ProblemCode } from '../src/site/problems.ts';
import { fixtureText } from './sites.ts';

export type DataPath = (string | number)[];

/** Where a shown value is read back from a page: the whole <title>, a meta tag, the JSON-LD, or an element's text. */
export type Shown =
  | { route: string; title: string }
  | { route: string; meta: string; content: string }
  | { route: string; jsonLd: DataPath; equals: string }
  | { route: string; text: string };

export interface HostileValue {
  name: string;
  /** The value placed at `path` of the real site.yaml's data... */
  path?: DataPath;
  value?: string;
  /** ...or the real site.yaml's text changed some other way. */
  edit?: (text: string) => string;
  /**
   * Where the message must point when it is not at the value's start: the first place `at` is written (for an
   * edit, its line: how far into the line a limit is passed is the checker's business).
   */
  at?: string;
  refused?: ProblemCode;
  shows?: Shown;
}

export const goodText = fixtureText();
const data = parse(goodText) as { pages: { path: string; blocks: { type: string }[] }[]; specialties: { slug: string }[] };

/** The path of a field of the page at `route`, or of its first block of `type`. */
function page(route: string, ...rest: DataPath): DataPath {
  const index = data.pages.findIndex((p) => p.path === route);
  if (index < 0) throw new Error(`no page ${route} in site.yaml`);
  return ['pages', index, ...rest];
}
function block(route: string, type: string, ...rest: DataPath): DataPath {
  const [, index] = page(route);
  const blockIndex = data.pages[Number(index)].blocks.findIndex((b) => b.type === type);
  if (blockIndex < 0) throw new Error(`no ${type} block on ${route}`);
  return ['pages', index, 'blocks', blockIndex, ...rest];
}
function specialty(slug: string, ...rest: DataPath): DataPath {
  return ['specialties', data.specialties.findIndex((s) => s.slug === slug), ...rest];
}

const brandName = 'Crest</script><!--line "RCM" & \'Co\' $&';

export const hostileValues: HostileValue[] = [
  // Replacement patterns of String.replace, in every kind of text.
  {
    name: '$$$ in a page title',
    path: page('/about', 'title'),
    value: 'Save $$$ on Billing',
    shows: { route: '/about', title: `Save $$$ on Billing | ${brandName}` },
  },
  {
    name: "$' $` $& in a page title",
    path: page('/services', 'title'),
    value: "Fees $' and $` and $& here",
    shows: { route: '/services', title: `Fees $' and $\` and $& here | ${brandName}` },
  },
  {
    name: '$$ and $1 in a description',
    path: page('/contact', 'description'),
    value: 'Pay $$ or $1 or $<name> less',
    shows: { route: '/contact', meta: 'description', content: 'Pay $$ or $1 or $<name> less' },
  },
  {
    name: "$' in a heading",
    path: block('/about', 'hero', 'heading'),
    value: "We save you $'$`$& every month",
    shows: { route: '/about', text: "We save you $'$`$& every month" },
  },
  {
    name: "$' in a specialty headline",
    path: specialty('cardiology', 'headline'),
    value: "Cardiology billing: $' back",
    shows: { route: '/specialties/cardiology', text: "Cardiology billing: $' back" },
  },
  {
    name: '$& in an alt text',
    path: ['brand', 'socialImage', 'alt'],
    value: 'Our card $& $\' "quoted"',
    shows: { route: '/about', meta: 'og:image:alt', content: 'Our card $& $\' "quoted"' },
  },
  // Markup that would end an element or start a comment, in texts, titles, attributes and JSON-LD.
  {
    name: 'brand name with </script>, <!--, quotes and $&',
    path: ['brand', 'name'],
    value: brandName,
    shows: { route: '/', jsonLd: ['name'], equals: brandName },
  },
  {
    name: '</title> in a page title',
    path: page('/why-choose-us', 'title'),
    value: '</title><script>alert(1)</script>',
    shows: { route: '/why-choose-us', title: `</title><script>alert(1)</script> | ${brandName}` },
  },
  {
    name: 'a meta refresh in a description',
    path: page('/security', 'description'),
    value: '"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    shows: { route: '/security', meta: 'description', content: '"><meta http-equiv="refresh" content="0;url=https://evil.example">' },
  },
  {
    name: "</script> and $& in a company figure's note, shown by every stat that names the figure",
    path: ['brand', 'figures', 'cleanClaimRate', 'note'],
    value: 'First-pass </script><!-- "all" & $& clients',
    shows: { route: '/why-choose-us', text: 'First-pass </script><!-- "all" & $& clients' },
  },
  {
    name: "</script>, $& and $' in a client's practice type, shown by its case study and its quotes",
    path: ['clientResults', 'clients', 'multiSpecialtyTexas', 'practice'],
    value: 'Multi </script><!-- "Clinic" & $& $\'',
    shows: { route: '/', text: 'Practice Administrator, Multi </script><!-- "Clinic" & $& $\', Texas' },
  },
  {
    name: "$' and markup in the footnote every client's result shares",
    path: ['clientResults', 'footnote'],
    value: "One client's <b>results</b> $' & $&",
    shows: { route: '/services/ar-management', text: "One client's <b>results</b> $' & $&" },
  },
  {
    name: "</script> and $& in the office's hours (every page's footer, and /contact's panel)",
    path: ['brand', 'hours', 'office', 'text'],
    value: 'Monday–Friday </script> $& 7 am',
    shows: { route: '/contact', text: 'Office: Monday–Friday </script> $& 7 am' },
  },
  {
    name: '<img> in a footer social label',
    path: ['footer', 'social', 0, 'label'],
    value: '<img src=x onerror=alert(1)> page',
    // The link's words, then what screen readers hear after them (labels.newTab).
    shows: { route: '/about', text: '<img src=x onerror=alert(1)> page (opens in a new tab)' },
  },
  {
    name: '<!-- and --> in a heading',
    path: block('/services/medical-coding', 'hero', 'heading'),
    value: 'Coding <!-- that --> works',
    shows: { route: '/services/medical-coding', text: 'Coding <!-- that --> works' },
  },
  {
    name: '</style> in a paragraph',
    path: specialty('dental', 'subtitle'),
    value: '</style><link rel="stylesheet" href="//evil.example/x.css">',
    shows: { route: '/specialties/dental', text: '</style><link rel="stylesheet" href="//evil.example/x.css">' },
  },
  {
    name: '</script> in the blurb (every page, and the JSON-LD)',
    path: ['brand', 'blurb'],
    value: 'Billing </script><script>alert(1)</script> done -->',
    shows: { route: '/', jsonLd: ['description'], equals: 'Billing </script><script>alert(1)</script> done -->' },
  },
  {
    name: '</script> and quotes in the street (JSON-LD)',
    path: ['brand', 'address', 'street'],
    value: '1 Main St </SCRIPT> & "Suite" \'A\' \u2028',
    shows: { route: '/', jsonLd: ['address', 'streetAddress'], equals: '1 Main St </SCRIPT> & "Suite" \'A\' \u2028' },
  },
  {
    name: 'an ampersand entity written out',
    path: specialty('urology', 'headline'),
    value: 'Urology &amp; &lt;b&gt; billing',
    shows: { route: '/specialties/urology', text: 'Urology &amp; &lt;b&gt; billing' },
  },

  { name: 'a client named with markup', path: specialty('dental', 'client'), value: 'dental<script>', refused: 'badForm' },

  // Theme values land in <style>: a grammar, not a length.
  { name: '</style> in a quoted font name', path: ['theme', 'fonts', 'body'], value: 'Arial, "</style><link rel=stylesheet href=x>"', refused: 'badForm' },
  { name: 'a CSS rule in a font stack', path: ['theme', 'fonts', 'heading'], value: 'Arial; } body { display: none', refused: 'badForm' },
  { name: '--> in a font name', path: ['theme', 'fonts', 'body'], value: "'-->', serif", refused: 'badForm' },
  { name: 'a quote escaped in a font name', path: ['theme', 'fonts', 'body'], value: '"a\\"b", serif', refused: 'badForm' },
  { name: '</style> in a colour', path: ['theme', 'colors', 'primary'], value: 'red;}</style>', refused: 'badForm' },
  { name: 'a quote in a colour', path: ['theme', 'colors', 'text'], value: '#000" onload="x', refused: 'badForm' },
  { name: 'expression() as a colour', path: ['theme', 'colors', 'surface'], value: 'expression(alert(1))', refused: 'badForm' },
  // E-mail: what a mailto: link's "to" may hold.
  { name: 'a Bcc smuggled into the e-mail', path: ['brand', 'email'], value: 'info?bcc=spy@evil.example', refused: 'badForm' },
  { name: '# in the e-mail', path: ['brand', 'email'], value: 'info#x@crestlinercm.example', refused: 'badForm' },
  { name: '& in the e-mail', path: ['brand', 'email'], value: 'info&cc=spy@crestlinercm.example', refused: 'badForm' },
  { name: 'a space in the e-mail', path: ['brand', 'email'], value: 'in fo@crestlinercm.example', refused: 'badForm' },
  { name: '</script> in the e-mail', path: ['brand', 'email'], value: '"</script>"@crestlinercm.example', refused: 'badForm' },
  // URLs, by scheme, in every kind of URL field.
  { name: 'javascript: in a link', path: ['nav', 'main', 0, 'href'], value: 'javascript:alert(1)', refused: 'badForm' },
  { name: 'data: in a button', path: block('/', 'hero', 'buttons', 0, 'href'), value: 'data:text/html,<script>alert(1)</script>', refused: 'badForm' },
  { name: '//host in a footer link', path: ['footer', 'legal', 0, 'href'], value: '//evil.example/privacy', refused: 'badForm' },
  { name: '\\host in a link', path: ['footer', 'legal', 1, 'href'], value: '\\\\evil.example\\terms', refused: 'badForm' },
  { name: '/\\host in a link', path: ['footer', 'legal', 2, 'href'], value: '/\\evil.example', refused: 'badForm' },
  { name: 'http:// in a link', path: block('/services', 'callToAction', 'buttons', 0, 'href'), value: 'http://evil.example', refused: 'badForm' },
  {
    name: 'a Bcc in a mailto: link',
    path: block('/hipaa-compliance', 'callToAction', 'buttons', 0, 'href'),
    value: 'mailto:{email}?bcc=spy@evil.example',
    refused: 'badForm',
  },
  { name: 'javascript: as a brand link', path: ['brand', 'links', 'scheduling'], value: 'javascript:alert(1)', refused: 'badForm' },
  { name: 'markup in a brand link', path: ['brand', 'links', 'chat'], value: 'https://chat.example/"><script>alert(1)</script>', refused: 'badForm' },
  { name: 'a placeholder in a web address', path: ['brand', 'links', 'maps'], value: 'https://maps.example/?q={address}', refused: 'badForm' },
  {
    name: 'a line break and a workflow command in the site address',
    path: ['brand', 'siteUrl'],
    value: 'https://x.example\n::error::forged',
    refused: 'badForm',
  },
  { name: 'a page path for the embedded form', path: block('/upwards', 'diagnosticEmbed', 'form'), value: '/contact', refused: 'badForm' },
  { name: 'http:// for the embed script', path: block('/upwards', 'diagnosticEmbed', 'script'), value: 'http://forms.example/embed.js', refused: 'badForm' },
  { name: 'javascript: for the embed script', path: block('/upwards', 'diagnosticEmbed', 'script'), value: 'javascript:alert(1)', refused: 'badForm' },
  { name: '.. in a picture path', path: ['brand', 'logo', 'src'], value: '/images/../../package.json.png', refused: 'badForm' },
  { name: 'a page path with // and a workflow command', path: page('/about', 'path'), value: '//about\n::add-mask::x', refused: 'badForm' },
  // Invisible characters, through YAML escapes.
  { name: 'NUL in a title', path: page('/about', 'title'), value: 'About\u0000Us', refused: 'controlCharacter' },
  { name: 'ESC (a terminal colour) in a heading', path: block('/about', 'hero', 'heading'), value: '\u001b[31mAbout\u001b[0m', refused: 'controlCharacter' },
  {
    name: 'a right-to-left override in a description',
    path: page('/about', 'description'),
    value: 'About \u202Egnillib\u202C us',
    at: '\u202E',
    refused: 'controlCharacter',
  },
  { name: 'a carriage return in a label', path: ['nav', 'main', 0, 'label'], value: 'Home\r::error::x', refused: 'controlCharacter' },
  // Sizes.
  { name: 'a 1 MB heading', path: block('/about', 'hero', 'heading'), value: 'x'.repeat(1_000_000), refused: 'tooLong' },
  { name: 'a 50 MB text', edit: (text) => text.replace('  blurb: ', `  blurb: ${'y'.repeat(50_000_000)} `), at: '  blurb: ', refused: 'fileTooLarge' },
  {
    name: '100 aliases of a 600 KB list',
    edit: (text) =>
      text.replace(
        'theme:\n',
        `filler: &big\n${'  - "a line of filler text, about sixty characters long, x"\n'.repeat(10_000)}copies: [${Array(99).fill('*big').join(', ')}]\ntheme:\n`,
      ),
    at: 'copies: [',
    refused: 'expandedTooLarge',
  },
  {
    name: '5,000 nested lists',
    edit: (text) => text.replace('theme:\n', `deep: ${'['.repeat(5000)}${']'.repeat(5000)}\ntheme:\n`),
    at: 'deep: ',
    refused: 'tooDeep',
  },
  {
    name: '100,000 nested "- " on one line',
    edit: (text) => text.replace('theme:\n', `deep:\n  ${'- '.repeat(100_000)}x\ntheme:\n`),
    at: '  - - - ',
    refused: 'tooDeep',
  },
  {
    name: 'an alias inside what it repeats',
    edit: (text) => text.replace('theme:\n', 'loop: &loop [1, *loop]\ntheme:\n'),
    at: '*loop',
    refused: 'circularAlias',
  },
  {
    name: 'an alias written as __proto__ key',
    edit: (text) => text.replace('brand:\n', 'key: &key __proto__\nbrand:\n  *key : { polluted: true }\n'),
    at: '*key :',
    refused: 'forbiddenKey',
  },
  { name: 'an alias with no anchor', edit: (text) => text.replace('theme:\n', 'copy: *nowhere\ntheme:\n'), at: '*nowhere', refused: 'unknownAlias' },
  { name: 'a raw escape character', edit: (text) => text.replace('  blurb: ', '  blurb: \u001b[2J'), at: '\u001b', refused: 'controlCharacter' },
];

/** The real site.yaml with `value` at `path`, written back as YAML. */
export function withValue(text: string, path: DataPath, value: unknown): string {
  const doc = parseDocument(text);
  if (!doc.hasIn(path)) throw new Error(`site.yaml has nothing at ${path.join('.')}`);
  doc.setIn(path, value);
  return doc.toString({ lineWidth: 0 });
}

/** The 1-based line and column where the value at `path` starts in `text`. */
export function positionOfPath(text: string, path: DataPath): { line: number; column: number } {
  const node = parseDocument(text).getIn(path, true);
  if (!isNode(node) || !node.range) throw new Error(`no node at ${path.join('.')}`);
  return positionOfOffset(text, node.range[0]);
}

export function positionOfOffset(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
