// Which navigation entry is current, and what the mobile menu lists, read from the real site.yaml.
import { describe, expect, it } from 'vitest';
import { anchorOf, normalizePath } from '../../src/model/links.ts';
import { groupLinks, groupOffsets, isCurrentPage, isCurrentSection } from '../../src/logic/nav.ts';
import { builtSite } from '../sites.ts';

const site = builtSite();
const entry = (label: string) => site.nav.main.find((item) => item.label === label)!;
const current = (location: string) => site.nav.main.filter((item) => isCurrentSection(item, location)).map((item) => item.label);

describe('the current navigation entry', () => {
  it('is Home on the home page only', () => {
    expect(current('/')).toEqual(['Home']);
    expect(isCurrentSection(entry('Home'), '/about')).toBe(false);
  });

  it('is the dropdown whose link is the current page', () => {
    expect(current('/services/credentialing')).toEqual(['Services']);
    expect(current('/specialties/cardiology')).toEqual(['Specialties']);
  });

  it('is the dropdown whose link is the current page when that page is not under its address, its more link too', () => {
    const resources = {
      label: 'Resources',
      href: '/resources',
      menu: [
        {
          links: [
            { label: 'Blog', href: '/blog' },
            { label: 'Guides', href: '/guides' },
          ],
          more: { label: 'All Resources', href: '/library' },
        },
      ],
    };
    expect(isCurrentSection(resources, '/guides')).toBe(true);
    expect(isCurrentSection(resources, '/library')).toBe(true);
    expect(isCurrentSection(resources, '/about')).toBe(false);
  });

  it('is not Home on another page, even one whose address starts with two slashes (no page is under Home)', () => {
    expect(isCurrentSection(entry('Home'), '//about')).toBe(false);
  });

  it('is the dropdown for any page under its address, listed in the menu or not', () => {
    expect(current('/specialties/hospice')).toEqual(['Specialties']);
    expect(current('/specialties')).toEqual(['Specialties']);
    expect(current('/services')).toEqual(['Services']);
  });

  it('ignores a trailing slash, a query and an anchor', () => {
    expect(current('/contact/')).toEqual(['Contact']);
    expect(isCurrentPage('/security#soc2', '/security')).toBe(true);
    expect(isCurrentPage('/about?from=footer', '/about/')).toBe(true);
  });

  it('is never a link to another website', () => {
    expect(isCurrentPage(site.brand.links.scheduling, '/')).toBe(false);
  });

  it('is nothing on a page the navigation does not list', () => {
    expect(current('/privacy-policy')).toEqual([]);
    expect(current('/no-such-page')).toEqual([]);
  });
});

describe('the links of a dropdown group', () => {
  const [main, additional] = entry('Specialties').menu!;

  it('lists every link and then the more link on desktop', () => {
    const labels = groupLinks(additional, 'desktop').map((link) => link.label);
    expect(labels).toHaveLength(11);
    expect(labels.at(-1)).toBe('View All Specialties');
  });

  it('shortens the additional specialties to the first five, then View All Specialties, on mobile', () => {
    expect(groupLinks(additional, 'mobile').map((link) => link.label)).toEqual([
      'Chiropractic',
      'Dental',
      'DME',
      'Emergency Medicine',
      'Gynecology',
      'View All Specialties',
    ]);
  });

  it('numbers the links across groups in reading order, for the arrow keys', () => {
    expect(groupOffsets(entry('Specialties').menu!, 'desktop')).toEqual([0, 6]);
    expect(groupOffsets(entry('Services').menu!, 'desktop')).toEqual([0]);
  });

  it('keeps a group without mobileCount whole on mobile', () => {
    expect(groupLinks(main, 'mobile')).toEqual(groupLinks(main, 'desktop'));
    expect(groupLinks(main, 'mobile')).toHaveLength(6);
  });
});

describe('addresses', () => {
  it('normalizes a path and reads its anchor', () => {
    expect(normalizePath('/security/#iso')).toBe('/security');
    expect(normalizePath('/')).toBe('/');
    expect(anchorOf('/security#iso')).toBe('iso');
    expect(anchorOf('/security#')).toBeUndefined();
    expect(anchorOf('/security')).toBeUndefined();
  });
});
