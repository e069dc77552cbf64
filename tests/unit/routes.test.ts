import { describe, expect, it } from 'vitest';
import { headFor } from '../../src/model/head.ts';
import { buildRoutes, findRoute } from '../../src/model/routes.ts';
import { contentOf } from '../../src/model/site-shell.ts';
import { specialtyPageContent } from '../../src/model/specialty-page.ts';
import { fillTemplate } from '../../src/model/template.ts';
import { resolveSite } from '../../src/site/resolve.ts';
import type { Site } from '../../src/model/types.generated.ts';
import { fixtureText, loadSpecText } from '../sites.ts';

const text = fixtureText();
function siteFrom(yaml: string): Site {
  const result = loadSpecText(yaml);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return resolveSite(result.site);
}
const site = siteFrom(text);

describe('the routes table', () => {
  const routes = buildRoutes(site);

  it('has every page, all 32 specialty pages and the /assess redirect', () => {
    expect(routes.filter((r) => r.kind === 'page').map((r) => r.path)).toEqual(site.pages.map((p) => p.path));
    expect(routes.filter((r) => r.kind === 'specialty')).toHaveLength(32);
    expect(findRoute(routes, '/specialties/sleep-medicine')?.kind).toBe('specialty');
    expect(findRoute(routes, '/assess')).toMatchObject({ kind: 'redirect', redirect: { to: '/upwards' } });
  });

  it('treats a trailing slash and a query as the same page, and anything else as not found', () => {
    expect(findRoute(routes, '/specialties/')?.path).toBe('/specialties');
    expect(findRoute(routes, '/specialties/dental?ref=x')?.path).toBe('/specialties/dental');
    expect(findRoute(routes, '/nope')).toBeUndefined();
    expect(headFor(site, undefined, undefined)).toMatchObject({ title: 'Page not found | Crestline RCM', robots: 'noindex' });
  });

  it('gives a 33rd specialty its page from its list item and its client in site.yaml', () => {
    const extra = `  - slug: allergy-immunology
    name: Allergy and Immunology
    featured: false
    headline: Allergy Billing That Gets Every Vial Paid
    subtitle: We bill allergy testing and immunotherapy so antigen units and injections are counted right.
    description: Allergy and immunology billing for testing, antigen preparation and immunotherapy injections, coded to payer unit limits.
    bullets: [Allergy testing coding, Antigen preparation units, Immunotherapy injections, Biologic drug billing, Prior authorization, Pulmonary function testing]
    cards:
      - { title: Unit Accuracy, text: We count antigen doses against payer limits before claims go out. }
      - { title: Biologics Support, text: We secure authorizations for biologic therapies and track renewals. }
    sampleClaim: { code: "95165 ×10", name: "Antigen preparation, ten doses", payer: Medicare, paidIn: 15 }
    codes:
      - { code: "95004", name: Percutaneous allergy tests }
      - { code: "95165", name: Antigen preparation }
      - { code: "95115–95117", name: Immunotherapy injections }
    denials: [Antigen units past the plan's yearly limit (CARC 119), Biologic without prior authorization (CARC 197)]
    client: allergyIdaho
`;
    // The specialty's client, defined once beside the others.
    const client = `  clients:
    allergyIdaho:
      practice: Allergy Practice
      size: 3 providers
      state: Idaho
      months: 4
      figures:
        - { label: Denials, value: "−58%", before: "7.4%", after: "3.1% of claims" }
        - { label: Days in A/R, value: "−12 days", before: "44", after: "32 days" }
`;
    const bigger = siteFrom(text.replace('  clients:\n', client) + extra);
    const route = findRoute(buildRoutes(bigger), '/specialties/allergy-immunology');
    expect(route?.kind).toBe('specialty');
    expect(headFor(bigger, route, contentOf(bigger, '/specialties/allergy-immunology')?.page).title).toBe(
      'Allergy and Immunology Billing Services | Crestline RCM',
    );
  });
});

describe('a specialty page', () => {
  it('reads "{Specialty} Billing Services | brand" with a hero, six bullets, two cards, a result, its codes and denials and a closing section', () => {
    const sleep = site.specialties.find((s) => s.slug === 'sleep-medicine')!;
    const content = specialtyPageContent(sleep, site.specialtyPage, site.clientResults);
    expect(fillTemplate(site.brand.titleTemplate, { title: content.title })).toBe('Sleep Medicine Billing Services | Crestline RCM');
    expect(content.blocks.map((b) => b.type)).toEqual(['hero', 'bulletList', 'featureCards', 'stats', 'codesAndDenials', 'callToAction']);
    expect(content.blocks[0]).toMatchObject({ heading: sleep.headline, buttons: [{ label: 'Get Free Sleep Medicine Analysis', href: '/revenue-audit' }] });
    expect(content.blocks[5]).toMatchObject({
      buttons: [
        { label: 'Get Free Sleep Medicine Analysis', href: '/revenue-audit' },
        { label: 'Contact Our Specialists', href: '/contact' },
      ],
    });
  });

  it("uses a specialty's own button words where the spec gives them", () => {
    const asc = specialtyPageContent(site.specialties.find((s) => s.slug === 'surgery-center')!, site.specialtyPage, site.clientResults);
    expect(asc.blocks[0]).toMatchObject({ buttons: [{ label: 'Get Free ASC Billing Analysis' }] });
    expect(asc.blocks[5]).toMatchObject({ buttons: [{ label: 'Get Free Surgery Center Analysis' }, { label: 'Contact Our Specialists' }] });
  });

  it('fills {brand} and link: references before the browser sees the site', () => {
    expect(JSON.stringify(site)).not.toContain('{brand}');
    expect(JSON.stringify(site)).not.toContain('link:');
    expect(site.nav.actions.find((a) => a.label === 'Schedule Call')?.href).toBe(site.brand.links.scheduling);
  });
});
