// What the browser gets from site.yaml: the brand's placeholders filled in, link: names resolved, tel: dialable.
import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/model/links.ts';
import { readFileSync } from 'node:fs';
import { loadSiteText } from '../../src/site/load.ts';
import { brandPlaceholders, keepReasonCodeTogether, resolveSite } from '../../src/site/resolve.ts';
import { builtSite } from '../built-site.ts';

const site = builtSite();
const contact = site.pages.find((page) => page.path === '/contact')!;

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
      monthlyCollections: '$30M+',
    });
    const text = JSON.stringify(contact);
    expect(text).toContain('(303)\u00a0555-0142');
    expect(text).toContain('1550 Larimer Street, Suite 400, Denver, CO 80202');
    expect(text).not.toMatch(/\{(phone|email|address|brand)\}/);
  });

  it("writes the company's figures once, in brand.figures: a figure changed there changes on every page", () => {
    const text = readFileSync('site.yaml', 'utf8');
    // Besides brand.figures, only the demo dashboard's sample KPI and one client's own result in a testimonial.
    expect(text.split('\n').filter((line) => line.includes('98.5%'))).toEqual([
      '    cleanClaimRate: "98.5%"',
      '            - { title: Clean Claim Rate, value: "98.5%", change: 2.3 points, trend: up }',
      '            metric: "98.5% clean claims"',
    ]);
    for (const figure of ['25 days', '500+', '$30M+'])
      expect(
        text.split('\n').filter((line) => line.includes(figure)),
        figure,
      ).toHaveLength(1);
    const changed = loadSiteText(text.replace('cleanClaimRate: "98.5%"', 'cleanClaimRate: "99.1%"'), 'site.yaml');
    if (!changed.ok) throw new Error('the changed site.yaml does not load');
    const shown = JSON.stringify(resolveSite(changed.site));
    expect(shown.split('99.1%').length - 1).toBe(JSON.stringify(site).split('98.5%').length - 1 - 2);
    expect(shown.split('98.5%').length - 1).toBe(2);
  });

  it('keeps a claim adjustment reason code on one line with its name, wherever a denial is shown', () => {
    const gynecology = site.specialties.find((specialty) => specialty.slug === 'gynecology')!;
    expect(gynecology.denials[0]).toMatch(/ plans \(CARC\u00a0B20\u00a0or\u00a026\)$/);
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
});
