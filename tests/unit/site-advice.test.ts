import { describe, expect, it } from 'vitest';
import type { Site } from '../../src/model/types.generated.ts';
import { adviseSite } from '../../src/site/advice.ts';
import { fixtureText, loadSpecText } from '../sites.ts';

const loaded = loadSpecText(fixtureText());
if (!loaded.ok) throw new Error('site.yaml does not load');
const { site: real, locator } = loaded;

/** The warnings for the real site after `change`: each one's code, place, severity, message and hint. */
function adviceAfter(change: (site: Site) => void) {
  const site = structuredClone(real);
  change(site);
  return adviseSite(site, 'site.yaml', locator).map(({ code, where, severity, message, hint, file }) => ({ code, where, severity, message, hint, file }));
}

// " | Crestline RCM": the 16 characters the brand's title template (`{title} | {brand}`) adds.
const suffix = ' | Crestline RCM';
const about = real.pages.findIndex((page) => page.path === '/about');

describe('advice on titles and descriptions', () => {
  it('has none for the real site', () => {
    expect(real.brand.titleTemplate).toBe('{title} | {brand}');
    expect(adviceAfter(() => {})).toEqual([]);
  });

  it('warns of a page title longer than 60 characters as shown, brand included, at the title', () => {
    const fits = 'x'.repeat(60 - suffix.length);
    expect(adviceAfter((site) => (site.pages[about].title = fits))).toEqual([]);
    expect(adviceAfter((site) => (site.pages[about].title = `${fits}y`))).toEqual([
      {
        code: 'longTitle',
        where: 'page /about › title',
        severity: 'warning',
        file: 'site.yaml',
        // The title is quoted as a short excerpt (quote.ts): its start, then how long it is.
        message: expect.stringMatching(
          new RegExp(`^the page title "${fits}y \\| Crestline R… \\(61 characters\\)" is 61 characters long; search results show about 60$`),
        ),
        hint: 'shorten the title so its end is not cut off in search results (the brand is added to it)',
      },
    ]);
  });

  it('counts a title with its placeholders filled', () => {
    // "{brand}" is 7 characters written, 13 shown.
    const title = `${'x'.repeat(60 - suffix.length - 13)}{brand}`;
    expect(adviceAfter((site) => (site.pages[about].title = title))).toEqual([]);
    expect(adviceAfter((site) => (site.pages[about].title = `y${title}`)).map((w) => w.message)).toEqual([
      expect.stringMatching(
        new RegExp(`^the page title "y${'x'.repeat(60 - suffix.length - 13)}Crestline RCM \\| Crestline R… \\(61 characters\\)" is 61 characters long`),
      ),
    ]);
  });

  it('warns of a description longer than 160 characters, placeholders filled, at the description', () => {
    const fits = `${'x'.repeat(160 - 13)}{brand}`;
    expect(adviceAfter((site) => (site.pages[about].description = fits))).toEqual([]);
    expect(adviceAfter((site) => (site.pages[about].description = `${fits}y`))).toEqual([
      {
        code: 'longDescription',
        where: 'page /about › description',
        severity: 'warning',
        file: 'site.yaml',
        message: 'the description is 161 characters long; search results show about 160',
        hint: 'shorten it so search results show it whole',
      },
    ]);
  });

  it("counts a specialty's title from specialtyPage.title with its name filled, and warns there; or at its own title", () => {
    const shared = real.specialties.findIndex((specialty) => !specialty.title);
    const { name } = real.specialties[shared];
    // "{name} Billing Services" for every specialty without its own title: long enough with a long name.
    const longName = `${name} ${'x'.repeat(60)}`;
    expect(
      adviceAfter((site) => {
        site.specialties[shared].name = longName;
      }).map(({ code, where, message }) => ({ code, where, message })),
    ).toEqual([
      {
        code: 'longTitle',
        where: 'specialtyPage.title',
        message: expect.stringMatching(
          new RegExp(`^the page title "${name} x+… \\(${longName.length + ' Billing Services'.length + suffix.length} characters\\)" is \\d+ characters long`),
        ),
      },
    ]);
    const own = real.specialties.findIndex((specialty) => specialty.title);
    const slug = real.specialties[own].slug;
    expect(adviceAfter((site) => (site.specialties[own].title = `{name} ${'x'.repeat(60)}`)).map(({ code, where }) => ({ code, where }))).toEqual([
      { code: 'longTitle', where: `specialty ${slug} › title` },
    ]);
  });

  it("counts a specialty's description with its name filled, and warns at it", () => {
    const slug = real.specialties[0].slug;
    const long = `{name} ${'x'.repeat(160 - 1 - real.specialties[0].name.length)}`;
    expect(adviceAfter((site) => (site.specialties[0].description = long))).toEqual([]);
    expect(adviceAfter((site) => (site.specialties[0].description = `${long}y`)).map(({ code, where }) => ({ code, where }))).toEqual([
      { code: 'longDescription', where: `specialty ${slug} › description` },
    ]);
  });
});
