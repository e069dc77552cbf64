// Issue 22's trust review: "the same four figures on five pages, and /revenue-audit gives $30M+ and 25 days other
// meanings". Each company figure has one definition: every page that shows it shows its one note, word for word,
// and a figure that counts something else (practices, not providers; revenue found, not collected) says so. The
// notes are written here as a buyer reads them, not taken from site.yaml, so a changed note is a reviewed change.
import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from './support.ts';

/** Each company figure as the pages show it: its value and its one note. */
const figures = {
  cleanClaimRate: { value: '98.5%', note: 'First-pass acceptance, all clients, 2025' },
  daysInAR: { value: '25 days', note: 'Average across clients, 2025' },
  providers: { value: '500+', note: 'Providers at our client practices, 2025' },
  practicesServed: { value: '500+', note: 'Practices billed for or audited since 2022' },
  monthlyCollections: { value: '$30M+', note: 'Collected for clients each month, 2025' },
  revenueIdentified: { value: '$30M+', note: 'Unpaid revenue found each month in client and audit claims, 2025 average' },
} as const;
type Figure = keyof typeof figures;

/** The pages that show company figures: each stat's label, and the figure it shows. */
const pages: { path: string; stats: [label: string, figure: Figure][] }[] = [
  {
    path: '/',
    stats: [
      ['Clean Claim Rate', 'cleanClaimRate'],
      ['Average A/R', 'daysInAR'],
      ['Monthly Collections', 'monthlyCollections'],
      ['Healthcare Providers', 'providers'],
    ],
  },
  {
    path: '/about',
    stats: [
      ['Healthcare providers served', 'providers'],
      ['Clean claim rate', 'cleanClaimRate'],
      ['Monthly collections', 'monthlyCollections'],
      ['Average days in A/R', 'daysInAR'],
    ],
  },
  {
    path: '/why-choose-us',
    stats: [
      ['Clean Claim Rate', 'cleanClaimRate'],
      ['Average Days in A/R', 'daysInAR'],
      ['Monthly Collections', 'monthlyCollections'],
      ['Healthcare Providers', 'providers'],
    ],
  },
  {
    path: '/revenue-audit',
    stats: [
      ['Practices served', 'practicesServed'],
      ['Extra revenue identified monthly', 'revenueIdentified'],
      ['Average clean claim rate', 'cleanClaimRate'],
      ['Average A/R after optimization', 'daysInAR'],
    ],
  },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The row of stats on the page: the list whose items hold all these labels. */
function statTiles(page: Page, labels: readonly string[]): Locator {
  const row = labels.reduce((lists, label) => lists.filter({ has: page.getByText(label, { exact: true }) }), page.getByRole('main').getByRole('list'));
  return row.getByRole('listitem');
}

/** A tile's words in reading order: its value, its label, its note. */
async function tileTexts(tiles: Locator): Promise<string[]> {
  return tiles.evaluateAll((items) =>
    items.map((item) =>
      [...item.children]
        .map((child) => child.textContent?.trim())
        .filter(Boolean)
        .join(' | '),
    ),
  );
}

for (const { path, stats } of pages) {
  test(`${path} shows each company figure with its one note`, async ({ page }) => {
    await openPage(page, path);
    const tiles = statTiles(
      page,
      stats.map(([label]) => label),
    );
    await expect(tiles).toHaveText(
      stats.map(([label, name]) => new RegExp(`^\\s*${escaped(figures[name].value)}\\s*${escaped(label)}\\s*${escaped(figures[name].note)}\\s*$`)),
    );
  });
}

test('/revenue-audit defines the figures it shares with / as / does, and says what its own two count', async ({ page }) => {
  const read = async (path: string) => {
    await openPage(page, path);
    const { stats } = pages.find((p) => p.path === path)!;
    const texts = await tileTexts(
      statTiles(
        page,
        stats.map(([label]) => label),
      ),
    );
    return new Map(stats.map(([, name], i) => [name, texts[i].split(' | ').at(-1)]));
  };
  const home = await read('/');
  const audit = await read('/revenue-audit');
  expect(audit.get('cleanClaimRate')).toBe(home.get('cleanClaimRate'));
  expect(audit.get('daysInAR')).toBe(home.get('daysInAR'));
  // The same values, other things: a buyer reads practices beside providers, revenue found beside revenue collected.
  expect(audit.get('practicesServed')).toMatch(/^Practices /);
  expect(home.get('providers')).toMatch(/^Providers /);
  expect(audit.get('revenueIdentified')).toMatch(/ found /);
  expect(home.get('monthlyCollections')).toMatch(/^Collected /);
});

test("the /services averages are the clients' results, not company figures: each keeps its own value and note", async ({ page }) => {
  await openPage(page, '/services');
  const averages = page.getByRole('region', { name: 'Average Client Results', exact: true }).getByRole('listitem');
  expect(await tileTexts(averages)).toEqual([
    // One base for the row, a review found four: the three changes against the year before, the rate in that year.
    '+32% | Increase in revenue | Average client, first year vs the year before',
    '−18 days | Days in A/R | Average client, first year vs the year before',
    '96% | Collection rate | Average client, in its first year',
    '−68% | Denials | Average client, first year vs the year before',
  ]);
});

// It was the home page's: its stats band shows the figure just below now, and its hero shows the badges alone.
test("a hero's proof row shows the providers figure", async ({ page }) => {
  await openPage(page, '/contact');
  // The hero's proof row, above the trust strip of the same name; the figure ends it, after the badges.
  const proof = page.getByRole('list', { name: 'Trusted. Compliant. Audited.', exact: true }).first().getByRole('listitem').last();
  await expect(proof).toHaveText(/^\s*500\+\s*healthcare providers served\s*$/);
});
