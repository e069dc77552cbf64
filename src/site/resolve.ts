// Turns a checked Site into the model the browser gets: a stat or the hero's proof that names one of the
// company's figures given that figure's value (and a stat its note), {brand}, {phone}, {email}, {address} and the
// figures' values filled in everywhere, link:name hrefs replaced by the addresses under brand.links, tel: links
// dialable, a claim adjustment reason code kept on one line; then a result band, a case study, a testimonial or a
// quote that names a client given that client's words (clientResults). {name} stays: each specialty page fills it with
// its own name, and its client's result (specialty-page.ts).
import type { Block, CompanyFigure, CompanyFigures, FormAside, Site, Stat, Testimonial, Trust } from '../model/types.generated.ts';
import { clientAuthor, clientCaseStudy, clientMetric, clientResultBand, requiredClient, type ClientWords } from '../model/client-result.ts';
import { telHref } from '../model/links.ts';
import { fillTemplate } from '../model/template.ts';

/** The placeholders every text of site.yaml may use, with the brand's values. */
export function brandPlaceholders(brand: Site['brand']): Record<string, string> {
  const { street, city, region, postalCode } = brand.address;
  // A no-break space keeps "(303) 555-0142" on one line inside a sentence.
  return {
    brand: brand.name,
    phone: brand.phone.replace(/ /g, '\u00a0'),
    email: brand.email,
    ...(brand.complianceEmail && { complianceEmail: brand.complianceEmail }),
    address: `${street}, ${city}, ${region} ${postalCode}`,
    // The company's figures: defined once in brand.figures, a text shows the value of the one it names.
    ...Object.fromEntries(Object.entries(brand.figures ?? {}).map(([name, figure]: [string, CompanyFigure]) => [name, figure.value])),
  };
}

/** The figure of brand.figures called `name`, or undefined (never one of an object's built-in keys, toString and the like). */
export function companyFigure(figures: CompanyFigures | undefined, name: string): CompanyFigure | undefined {
  return figures && Object.hasOwn(figures, name) ? figures[name as keyof CompanyFigures] : undefined;
}

function namedFigure(figures: CompanyFigures | undefined, name: string): CompanyFigure {
  const figure = companyFigure(figures, name);
  // checkSite refuses a site that names a figure brand.figures does not define, before it gets here.
  if (!figure) throw new Error(`brand.figures has no figure "${name}"`);
  return figure;
}

/** A stat as the page shows it: the value and note of the company figure it names, or its own. */
export function shownStat(stat: Stat, figures: CompanyFigures | undefined): Stat {
  if (stat.figure === undefined) return stat;
  const { figure: name, ...own } = stat;
  const { value, note } = namedFigure(figures, name);
  return { ...own, value, note };
}

/** The hero's proof as the page shows it: the value of the company figure it names, or its own. */
export function shownProof(proof: Trust['proof'], figures: CompanyFigures | undefined): Trust['proof'] {
  if (proof.figure === undefined) return proof;
  return { value: namedFigure(figures, proof.figure).value, label: proof.label };
}

/** A block with the company figures it names given their values and notes. */
export function withCompanyFigures(block: Block, figures: CompanyFigures | undefined): Block {
  // Stryker disable next-line ConditionalExpression: only a stats block has stats (the test tells TypeScript so)
  return block.type === 'stats' && block.stats ? { ...block, stats: block.stats.map((stat) => shownStat(stat, figures)) } : block;
}

/** Words signed by a client (client: and role:) signed as clientResults.author says, with the client's words. */
function signedWords<T extends Pick<Testimonial, 'client' | 'role' | 'author'>>(words: T, clients: Site['clientResults']['clients'], shared: ClientWords): T {
  if (words.client === undefined) return words;
  const { client: name, role, ...own } = words;
  return { ...own, author: clientAuthor(requiredClient(clients, name), role ?? '', shared) } as T;
}

/** A form's aside with its quote signed. */
function signedAside(aside: FormAside, clients: Site['clientResults']['clients'], shared: ClientWords): FormAside {
  return aside.quote ? { ...aside, quote: signedWords(aside.quote, clients, shared) } : aside;
}

/** A block with the clients it names given their words: a result band, case studies, testimonials, a form's quote. */
export function withClients(block: Block, { clients, ...shared }: Site['clientResults']): Block {
  switch (block.type) {
    case 'stats':
      return block.client === undefined ? block : clientResultBand(requiredClient(clients, block.client), shared, block.look);
    case 'caseStudies': {
      const studies = block.studies.map((study) =>
        study.client === undefined ? study : clientCaseStudy(study, requiredClient(clients, study.client), shared),
      );
      return { ...block, studies };
    }
    case 'testimonials':
      return {
        ...block,
        testimonials: block.testimonials.map((testimonial) =>
          signedWords(testimonial.client === undefined ? testimonial : clientMetric(testimonial, requiredClient(clients, testimonial.client)), clients, shared),
        ),
      };
    case 'contactForm':
    case 'auditForm':
      return block.aside ? { ...block, aside: signedAside(block.aside, clients, shared) } : block;
    default:
      return block;
  }
}

/**
 * No-break spaces inside "(CARC 197)" or "(CARC 20 or 21)": a reason code never breaks away from its name, in the
 * list of denials or in a specialty hero's picture.
 */
export function keepReasonCodeTogether(text: string): string {
  return text.replace(/\(CARC [^)]*\)/g, (codes) => codes.replaceAll(' ', '\u00a0'));
}

export function resolveSite(site: Site): Site {
  const links: Readonly<Record<string, string>> = { ...site.brand.links };
  const values = brandPlaceholders(site.brand);
  const resolve = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      const link = /^link:([a-zA-Z]+)$/.exec(value);
      if (link) return links[link[1]];
      const text = keepReasonCodeTogether(fillTemplate(value, values));
      // Stryker disable next-line MethodExpression: telHref keeps only the digits and +, so "tel:" would go either way
      return key === 'href' && text.startsWith('tel:') ? telHref(text.slice(4)) : text;
    }
    if (Array.isArray(value)) return value.map((item) => resolve(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, k)]));
    return value;
  };
  const { figures } = site.brand;
  const withFigures: Site = {
    ...site,
    trust: { ...site.trust, proof: shownProof(site.trust.proof, figures) },
    pages: site.pages.map((page) => ({ ...page, blocks: page.blocks.map((block) => withCompanyFigures(block, figures)) })),
  };
  // The clients after the placeholders: a client's words go into the shared texts once, as written.
  const resolved = resolve(withFigures) as Site;
  return { ...resolved, pages: resolved.pages.map((page) => ({ ...page, blocks: page.blocks.map((block) => withClients(block, resolved.clientResults)) })) };
}
