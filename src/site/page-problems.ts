// What can be wrong with a page of the built site, as `npm run check:site` finds it in a browser, the HTML checker
// and the page weights: part of the catalogue of problems (problems.ts), each placed at the site.yaml line of the page,
// block or section it concerns. `widths` is where it was seen: "at 320 and 390 px wide".

/** Where the trouble is the site's code and not the file: what an editor can still do. */
const engineFault = "the site's code should have refused or drawn this: undo the change to this part to publish the rest, and report it with this message";

export const pageProblemEntries = {
  pageError: {
    message: (p: { widths: string; detail: string }) => `${p.widths}, the page stops with an error in the browser: ${p.detail}`,
    hint: () => engineFault,
  },
  failedRequest: {
    message: (p: { widths: string; url: string; status: string }) => `${p.widths}, the page asks for ${p.url}, which fails (${p.status})`,
    hint: () => 'a picture or file it names is missing from public/ or misspelled: add the file, or correct its name',
  },
  externalRequest: {
    message: (p: { url: string }) => `the page asks another website for ${p.url}`,
    hint: () => `the site loads nothing from other websites but the diagnostic form its page names (its visitors' privacy): ${engineFault}`,
  },
  brokenLink: {
    message: (p: { href: string }) => `the link to ${p.href} goes to no page of the site`,
    hint: () => 'a link to this site goes to a page under pages:, a specialty (/specialties/<slug>), a redirect or a file of public/',
  },
  brokenAnchor: {
    message: (p: { href: string; anchor: string }) => `the link to ${p.href} goes to no section #${p.anchor} on that page`,
    hint: () => 'link to a section by the anchor: of one of its blocks, or to the page without #',
  },
  accessibility: {
    message: (p: { widths: string; help: string; rule: string; elements: string[] }) =>
      `${p.widths}, ${p.help.replace(/\.$/, '')} (axe rule ${p.rule}: ${p.elements.join(', ')})`,
    hint: (p: { helpUrl: string; rule: string }) =>
      p.rule === 'color-contrast'
        ? `the text is too faint against its background for visitors who see less well: make the colours under theme.colors (text, muted, primary…) darker; the rule: ${p.helpUrl}`
        : `visitors who use a screen reader or the keyboard, or see less well, miss it; what the rule asks: ${p.helpUrl}`,
  },
  sidewaysScroll: {
    message: (p: { widths: string; by: number; culprits: string[] }) =>
      `${p.widths}, the page scrolls sideways by ${p.by} px: ${p.culprits.join(', ')} sticks out`,
    hint: () => 'a long word, address or figure does not fit a phone: shorten it, or give it a space or a hyphen where it may break',
  },
  invalidHtml: {
    message: (p: { detail: string; near: string }) => `the page's HTML is invalid: ${p.detail.replace(/\.$/, '')}, near ${p.near}`,
    hint: () => engineFault,
  },
  overBudget: {
    message: (p: { detail: string }) => `the page is heavy for a first visit: ${p.detail}`,
    hint: () =>
      "budgets.json sets what a first visit may download; this page's words or lists have grown past it: split the page, or shorten it (it still works, only slower on a phone)",
  },
  figureWraps: {
    message: (p: { widths: string; figure: string; text: string }) => `${p.widths}, the figure "${p.figure}" breaks over two lines in "${p.text}"`,
    hint: () => 'a figure reads as one: shorten the words around it, or the figure',
  },
  headerOverlap: {
    message: (p: { widths: string; first: string; second: string }) => `${p.widths}, "${p.first}" and "${p.second}" overlap in the header`,
    hint: () => 'the header has room for fewer or shorter labels: shorten a label under nav:, or move a link to the footer',
  },
  headerCutOff: {
    message: (p: { widths: string; label: string }) => `${p.widths}, "${p.label}" is cut off in the header`,
    hint: () => 'the header has room for fewer or shorter labels: shorten a label under nav:, or move a link to the footer',
  },
  heroBelowFold: {
    message: (p: { widths: string; by: number; lines: number }) =>
      `${p.widths}, the hero ends ${p.by} px below the first screen: its headline takes ${p.lines} line${p.lines === 1 ? '' : 's'}`,
    hint: () => 'shorten the headline (or the text under it) so that the whole hero, with its buttons, fits the first screen',
  },
  // npm run spec-drift: not a problem, a note of where the site departs from its specification.
  specDrift: {
    message: (p: { value: string; spec: string }) => `is ${p.value}; the spec says ${p.spec}`,
    hint: (p: { section: string; says: string }) => `spec ${p.section}: "${p.says}" (a departure an editor may decide on)`,
  },
} as const;
