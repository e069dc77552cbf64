// The nine ordinary decisions of issue 41's trial, as edits Edit page makes (src/site/edit.ts): a phone number, a
// figure, a headline with a colon, a FAQ question added, a testimonial withdrawn, the popup delay, a page's blocks
// reordered, a new specialty with its page and a footer link to it. Made for any site shaped like the spec's.
import type { Site } from '../../src/model/types.generated.ts';
import type { DataPath } from '../../src/site/locate.ts';
import type { Edit } from '../../src/site/edit.ts';

/** The nine decisions on `site` (as written), in the order of the trial. */
export function nineDecisions(site: Site): { what: string; edits: Edit[] }[] {
  const pageAt = (path: string) => site.pages.findIndex((page) => page.path === path);
  /** The place of the first block of `type` on the page at `path`. */
  function blockAt(path: string, type: string): DataPath {
    const p = pageAt(path);
    const b = site.pages[p].blocks.findIndex((block) => block.type === type);
    if (b < 0) throw new Error(`the site has no ${type} block on ${path}`);
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

  return [
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
}
