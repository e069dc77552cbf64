// An anonymised client is defined once, under clientResults.clients; a result band, a case study, a specialty page,
// a testimonial or a form's quote names it with client: and shows it through these functions, so the same client
// reads the same wherever it is: one practice type, size, state, window and pair of figures.
import type { CaseStudy, Client, ClientResults, ResultFigure, StatsBlock, Testimonial } from './types.generated.ts';
import { fillTemplate } from './template.ts';

/** The words every client's result shares: clientResults without its clients. */
export type ClientWords = Omit<ClientResults, 'clients'>;

/** The client of `clients` called `name`, or undefined (never one of an object's built-in keys, toString and the like). */
export function namedClient(clients: ClientResults['clients'], name: string): Client | undefined {
  return Object.hasOwn(clients, name) ? clients[name] : undefined;
}

/** The client called `name`; the site's check has refused a name that is not there before anything is built. */
export function requiredClient(clients: ClientResults['clients'], name: string): Client {
  const client = namedClient(clients, name);
  if (!client) throw new Error(`clientResults.clients has no client "${name}"`);
  return client;
}

/** What a client's figures compare, in the one form every result uses ("first 6 months with us against the 6 before"). */
export function clientWindow(client: Client, words: Pick<ClientWords, 'window'>): string {
  return fillTemplate(words.window, { months: String(client.months) });
}

/**
 * The values a shared text may name. One pass of fillTemplate each: a client's words are shown as written, even
 * with braces in them.
 */
function clientValues(client: Client, words: ClientWords): Record<string, string> {
  return { practice: client.practice, size: client.size, state: client.state, months: String(client.months), window: clientWindow(client, words) };
}

/**
 * What a figure measured before and after, as shown under it (before → after): a level (99.3%) is its own after.
 * The site's check has made sure the figure agrees with them.
 */
export function beforeAfter(figure: ResultFigure): { before: string; after: string } {
  return { before: figure.before, after: figure.after ?? figure.value };
}

/** A client's result band: the shared heading and intro filled with the client, its two figures, the shared footnote. */
export function clientResultBand(client: Client, words: ClientWords, look: StatsBlock['look'] = 'row'): StatsBlock {
  const values = clientValues(client, words);
  return {
    type: 'stats',
    look,
    heading: fillTemplate(words.heading, values),
    intro: fillTemplate(words.intro, values),
    stats: client.figures.map((figure) => ({ label: figure.label, value: figure.value, ...beforeAfter(figure) })),
    footnote: words.footnote,
  };
}

/** A case study that names a client, with the client's practice type, size, state, window and figures. */
export function clientCaseStudy(study: CaseStudy, client: Client, words: ClientWords): CaseStudy {
  const { client: _name, ...own } = study;
  return {
    ...own,
    practiceType: client.practice,
    providers: client.size,
    location: client.state,
    timeline: clientWindow(client, words),
    metrics: client.figures.map((figure) => ({ label: figure.label, value: figure.value, ...(figure.icon && { icon: figure.icon }), ...beforeAfter(figure) })),
  };
}

/** Who said a client's words: the role, the client's practice type and its state (clientResults.author). */
export function clientAuthor(client: Client, role: string, words: ClientWords): string {
  return fillTemplate(words.author, { ...clientValues(client, words), role });
}

/**
 * A quote's result chip with the before → after of the client's figure it starts with ("+41% revenue": the figure
 * +41%); a chip that names none of the client's figures (48-hour onboarding) is shown as written.
 */
export function clientMetric<T extends Pick<Testimonial, 'metric'>>(words: T, client: Client): T {
  const figure = words.metric && client.figures.find((f) => words.metric === f.value || words.metric?.startsWith(`${f.value} `));
  return figure ? { ...words, ...beforeAfter(figure) } : words;
}
