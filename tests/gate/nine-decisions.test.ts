// The nine ordinary decisions of issue 41's trial, made on a copy of the spec's site the way Edit page makes them (the
// same writer, each checked by validate), then the whole gate: an editor's change of this kind must pass CI on its own
// merits, with no developer. Before the gate, tests pinned the phone number, the figure, the counts and the positions
// of today's content, and these nine decisions failed 43 unit and 28 end-to-end tests.
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataPath } from '../../src/site/locate.ts';
import { editSiteText, type Edit } from '../../src/site/edit.ts';
import { copyFixture, fixtureText, specFile, writtenSite } from '../sites.ts';
import { runGate } from './run-gate.ts';

const site = writtenSite('spec');
const pageAt = (path: string) => site.pages.findIndex((page) => page.path === path);
/** The place of the first block of `type` on the page at `path`. */
function blockAt(path: string, type: string): DataPath {
  const p = pageAt(path);
  const b = site.pages[p].blocks.findIndex((block) => block.type === type);
  if (b < 0) throw new Error(`the spec's site has no ${type} block on ${path}`);
  return ['pages', p, 'blocks', b];
}
const faqPage = site.pages.find((page) => page.blocks.some((block) => block.type === 'faq'))!.path;
const testimonials = blockAt('/', 'testimonials');
const sportsMedicine = {
  ...structuredClone(site.specialties.find((specialty) => specialty.slug === 'physical-therapy')!),
  slug: 'sports-medicine',
  name: 'Sports Medicine',
  headline: 'Sports Medicine Billing That Keeps Athletes and Claims Moving',
  description: 'Sports medicine billing for clinics and team physicians. {brand} codes injuries, procedures and therapy so your claims are paid.',
};
const specialtiesColumn = site.footer.columns.findIndex((column) => column.links.some((link) => link.href.startsWith('/specialties/')));

/** The nine decisions, in the order of the trial. */
const decisions: { what: string; edits: Edit[] }[] = [
  { what: 'a new phone number', edits: [{ path: ['brand', 'phone'], value: '(720) 555-0199' }] },
  { what: 'one company figure, 98.5% to 98.7%', edits: [{ path: ['brand', 'figures', 'cleanClaimRate', 'value'], value: '98.7%' }] },
  {
    what: 'the home headline rewritten with a colon',
    edits: [{ path: [...blockAt('/', 'hero'), 'heading'], value: 'Medical Billing That Pays: Cleaner Claims, Faster Payments and Fewer Denials' }],
  },
  {
    what: 'a question added to a FAQ',
    edits: [
      {
        op: 'insert',
        path: [...blockAt(faqPage, 'faq'), 'questions'],
        index: 0,
        value: {
          question: 'Do you work with small practices?',
          answer: 'Yes: solo physicians and small groups are a third of our clients, on the same terms.',
        },
      },
    ],
  },
  { what: 'a testimonial withdrawn', edits: [{ op: 'remove', path: [...testimonials, 'testimonials', 1] }] },
  { what: 'the popup delay', edits: [{ path: ['constants', 'timings', 'auditPopupDelayMs'], value: 6000 }] },
  { what: "/about's blocks reordered", edits: [{ op: 'move', path: ['pages', pageAt('/about'), 'blocks', 1], to: 3 }] },
  { what: 'a new specialty with its page', edits: [{ op: 'insert', path: ['specialties'], index: site.specialties.length, value: sportsMedicine }] },
  {
    what: 'a footer link to it',
    edits: [
      {
        op: 'insert',
        path: ['footer', 'columns', specialtiesColumn, 'links'],
        index: 0,
        value: { label: 'Sports Medicine', href: '/specialties/sports-medicine' },
      },
    ],
  },
];

describe("the nine decisions of an editor's trial", () => {
  it('are each accepted as Edit page makes them, and together pass the whole gate (warnings allowed, no error)', () => {
    let text = fixtureText();
    for (const decision of decisions) {
      const result = editSiteText(text, specFile, decision.edits);
      expect(result.ok ? [] : result.reason === 'refused' ? [result.message] : result.problems.map((p) => p.message), decision.what).toEqual([]);
      if (result.ok) text = result.text;
    }
    const copy = copyFixture('spec', text);
    const gate = runGate(copy);
    const errors = gate.problems.filter((problem) => problem.severity === 'error');
    expect(
      errors.map((p) => `${p.line}:${p.column} ${p.path}: ${p.message}`),
      gate.output.slice(-3000),
    ).toEqual([]);
    expect(gate.status).toBe(0);
    // Every finding, warnings too, is at a line of the copy and names where in the site it is.
    for (const problem of gate.problems) expect(problem).toMatchObject({ file: copy, line: expect.any(Number), path: expect.stringMatching(/\S/) });
    expect(dirname(copy)).not.toBe(dirname(specFile));
  });
});
