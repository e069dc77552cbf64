// What the browser gets from site.yaml: the brand's placeholders filled in, link: names resolved, tel: dialable.
import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/model/links.ts';
import { brandPlaceholders } from '../../src/site/resolve.ts';
import { builtSite } from '../built-site.ts';

const site = builtSite();
const contact = site.pages.find((page) => page.path === '/contact')!;

describe('the resolved site', () => {
  it('fills {phone}, {email} and {address} from brand, so the contact details are written once', () => {
    expect(brandPlaceholders(site.brand)).toEqual({
      brand: 'Crestline RCM',
      phone: '(303)\u00a0555-0142',
      email: 'info@crestlinercm.example',
      address: '1550 Larimer Street, Suite 400, Denver, CO 80202',
    });
    const text = JSON.stringify(contact);
    expect(text).toContain('(303)\u00a0555-0142');
    expect(text).toContain('1550 Larimer Street, Suite 400, Denver, CO 80202');
    expect(text).not.toMatch(/\{(phone|email|address|brand)\}/);
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
