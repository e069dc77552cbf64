// What the browser gets from site.yaml: the company's figures where a stat names one, the brand's placeholders filled
// in, link: names resolved, tel: dialable.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Site } from '../../src/model/types.generated.ts';
import { telHref } from '../../src/model/links.ts';
import { brandPlaceholders, companyFigure, keepReasonCodeTogether, resolveSite, shownProof, shownStat, withCompanyFigures } from '../../src/site/resolve.ts';
import { builtSite, fixtureText, loadSpecText } from '../sites.ts';

/** The site as site.yaml gives it, before it is resolved. */
function loadedSite(): Site {
  const result = loadSpecText(fixtureText());
  if (!result.ok) throw new Error('site.yaml does not load');
  return result.site;
}

// Built in each test, not once when the file loads: mutation testing sees which test runs which line of resolve.ts
// only inside a test.
let site: Site;
let contact: Site['pages'][number];
beforeEach(() => {
  site = builtSite();
  contact = site.pages.find((page) => page.path === '/contact')!;
});

describe('the resolved site', () => {
  it('fills {phone}, {email} and {address} from brand, so the contact details are written once', () => {
    expect(brandPlaceholders(site.brand)).toEqual({
      brand: 'Crestline RCM',
      phone: '(303)\u00a0555-0142',
      email: 'info@crestlinercm.example',
      complianceEmail: 'privacy@crestlinercm.example',
      address: '1550 Larimer Street, Suite 400, Denver, CO 80202',
      cleanClaimRate: '98.5%',
      daysInAR: '25 days',
      providers: '500+',
      practicesServed: '500+',
      monthlyCollections: '$30M+',
      revenueIdentified: '$30M+',
    });
    const text = JSON.stringify(contact);
    expect(text).toContain('(303)\u00a0555-0142');
    expect(text).toContain('1550 Larimer Street, Suite 400, Denver, CO 80202');
    expect(text).not.toMatch(/\{(phone|email|address|brand)\}/);
  });

  it("writes the company's figures once, in brand.figures: a figure changed there changes on every page", () => {
    const text = fixtureText();
    const lines = text.split('\n');
    const figureLines = lines.filter((line) => /^ {4}[a-zA-Z]+: \{ value: /.test(line));
    expect(figureLines).toHaveLength(6);
    // Only in brand.figures: the demo dashboard's sample practice has a rate of its own.
    expect(lines.filter((line) => line.includes('98.5%'))).toEqual([
      '    cleanClaimRate: { value: "98.5%", note: "First-pass acceptance, all clients, 2025" }',
    ]);
    for (const figure of ['25 days', '500+', '$30M+'])
      expect(
        lines.filter((line) => line.includes(figure) && !figureLines.includes(line)),
        figure,
      ).toEqual([]);
    // Each figure's note too: the pages name the figure, never write its note again.
    for (const note of Object.values(site.brand.figures ?? {}).map((figure) => figure.note)) expect(text.split(note), note).toHaveLength(2);
    const changed = loadSpecText(text.replace('cleanClaimRate: { value: "98.5%"', 'cleanClaimRate: { value: "99.1%"'));
    if (!changed.ok) throw new Error('the changed site.yaml does not load');
    const shown = JSON.stringify(resolveSite(changed.site));
    expect(shown.split('99.1%').length - 1).toBe(JSON.stringify(site).split('98.5%').length - 1);
    expect(shown.split('98.5%').length - 1).toBe(0);
  });

  it('gives a stat that names a figure the value and the note of brand.figures, and keeps a stat of its own as written', () => {
    const figures = {
      ...site.brand.figures!,
      cleanClaimRate: { value: '99.0%', note: 'First-pass acceptance, all clients, 2024' },
    };
    expect(shownStat({ figure: 'cleanClaimRate', label: 'Clean Claim Rate', icon: 'checkCircle' }, figures)).toEqual({
      value: '99.0%',
      note: 'First-pass acceptance, all clients, 2024',
      label: 'Clean Claim Rate',
      icon: 'checkCircle',
    });
    const own = { value: '+32%', label: 'Increase in revenue', note: 'Average client, first year vs the year before' };
    expect(shownStat(own, figures)).toBe(own);
    expect(() => shownStat({ figure: 'toString', label: 'A figure' }, figures)).toThrow('brand.figures has no figure "toString"');
    expect(companyFigure(figures, 'constructor')).toBeUndefined();
    expect(shownProof({ figure: 'providers', label: 'healthcare providers served' }, figures)).toEqual({ value: '500+', label: 'healthcare providers served' });
  });

  it('gives every stat of the built site a value, and names no figure in it any more', () => {
    const stats = site.pages.flatMap((page) => page.blocks.flatMap((block) => (block.type === 'stats' ? (block.stats ?? []) : [])));
    expect(stats.length).toBeGreaterThan(0);
    for (const stat of stats) {
      expect(stat.value, stat.label).toBeTruthy();
      expect(stat, stat.label).not.toHaveProperty('figure');
    }
    expect(site.trust.proof).toEqual({ value: '500+', label: 'healthcare providers served' });
  });

  it('gives /revenue-audit the definitions the other pages give: providers are not practices, revenue found is not collected', () => {
    const noteOf = (path: string, label: string) =>
      site.pages
        .find((page) => page.path === path)
        ?.blocks.flatMap((block) => (block.type === 'stats' ? (block.stats ?? []) : []))
        .find((stat) => stat.label === label)?.note;
    expect(noteOf('/revenue-audit', 'Average A/R after optimization')).toBe(noteOf('/', 'Average A/R'));
    expect(noteOf('/revenue-audit', 'Average clean claim rate')).toBe(noteOf('/', 'Clean Claim Rate'));
    expect(noteOf('/revenue-audit', 'Practices served')).not.toBe(noteOf('/', 'Healthcare Providers'));
    expect(noteOf('/revenue-audit', 'Extra revenue identified monthly')).not.toBe(noteOf('/', 'Monthly Collections'));
  });

  it('keeps a claim adjustment reason code on one line with its name, wherever a denial is shown', () => {
    const gynecology = site.specialties.find((specialty) => specialty.slug === 'gynecology')!;
    // The obstetric package's denial (second since review 7 put the colposcopy's first): two codes, both kept with CARC.
    expect(gynecology.denials.find((denial) => denial.includes('B20'))).toMatch(/ plans \(CARC\u00a0B20\u00a0or\u00a026\)$/);
    expect(keepReasonCodeTogether('Imaging without prior authorization (CARC 197)')).toBe('Imaging without prior authorization (CARC\u00a0197)');
    expect(keepReasonCodeTogether('Sessions (with a plan) past the limit')).toBe('Sessions (with a plan) past the limit');
  });

  it('turns tel:{phone} into a number a phone can dial, and mailto:{email} into the mailbox', () => {
    const hrefs = JSON.stringify(contact).match(/"href":"(tel|mailto):[^"]*"/g) ?? [];
    expect(hrefs).toContain('"href":"tel:3035550142"');
    expect(hrefs.some((href) => href.startsWith('"href":"mailto:info@crestlinercm.example'))).toBe(true);
    expect(telHref('+1 (303) 555-0142')).toBe('tel:+13035550142');
  });

  it('replaces link: names with the addresses under brand.links, wherever they are written', () => {
    const upwards = site.pages.find((page) => page.path === '/upwards')!;
    expect(upwards.blocks[0]).toMatchObject({ type: 'diagnosticEmbed', form: site.brand.links.diagnosticForm });
    expect(JSON.stringify(site)).not.toMatch(/"link:[a-zA-Z]+"/);
  });

  it('takes link: as a name of brand.links only when it is the whole text, and tel: as a number only in an href', () => {
    const raw = loadedSite();
    const page = raw.pages.find((one) => one.path === '/about')!;
    page.title = 'link:chat';
    page.description = 'Write to link:chat or call tel:{phone}';
    page.searchTitle = 'tel:{phone}';
    const services = raw.pages.find((one) => one.path === '/services')!;
    services.title = 'Ask us at link:chat';
    services.description = 'link:chat is open all day';
    const resolved = resolveSite(raw).pages;
    expect(resolved.find((one) => one.path === '/about')).toMatchObject({
      title: raw.brand.links.chat,
      description: 'Write to link:chat or call tel:(303)\u00a0555-0142',
      searchTitle: 'tel:(303)\u00a0555-0142',
    });
    expect(resolved.find((one) => one.path === '/services')).toMatchObject({ title: 'Ask us at link:chat', description: 'link:chat is open all day' });
  });

  it('keeps what is not a text as it is: numbers, true and false, empty values, and the parts of the site it does not fill', () => {
    const raw = loadedSite();
    const resolved = resolveSite(raw);
    expect(resolved.constants).toEqual(raw.constants);
    expect(resolved.trust).toEqual({ ...raw.trust, proof: shownProof(raw.trust.proof, raw.brand.figures) });
    expect(resolved.specialties.map((one) => one.featured)).toEqual(raw.specialties.map((one) => one.featured));
  });

  it("signs a contact form's quote by its client, as an audit form's", () => {
    const form = contact.blocks.find((block) => block.type === 'contactForm');
    expect(form?.type === 'contactForm' && form.aside?.quote).toMatchObject({ author: expect.stringMatching(/, .*Ohio$/) });
    expect(form?.type === 'contactForm' && form.aside?.quote).not.toHaveProperty('client');
  });

  it('leaves a block that names no company figure as it is', () => {
    const hero = loadedSite().pages[0].blocks[0];
    expect(withCompanyFigures(hero, site.brand.figures)).toBe(hero);
    expect(shownProof({ value: '24/7', label: 'Support' }, site.brand.figures)).toEqual({ value: '24/7', label: 'Support' });
  });
});
