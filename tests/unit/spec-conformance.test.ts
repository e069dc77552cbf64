// The spec's site against the spec (../shared/spec.md). The code follows a site's file, and the other tests read
// their expected values from the spec's site; so these are the only tests that say what the spec says. Every expected
// value is written out literally from the spec, with the section it comes from, in tools/spec-values.ts, never read
// from the product. The spec's site (tests/fixtures/sites/spec) is frozen: a change to one of these values there fails
// here, naming the spec's value. The live site.yaml may depart from them: npm run spec-drift lists where it does.
import { describe, expect, it } from 'vitest';
import { specValues } from '../../tools/spec-values.ts';
import { writtenSite } from '../sites.ts';

// The spec's site as written (not resolved: the spec's values are the ones an editor sees).
const site = writtenSite('spec');

for (const { section, values } of specValues)
  describe(`spec ${section}`, () => {
    for (const { field, valueIn, spec, says } of values)
      it(`${field} is ${JSON.stringify(spec)}: "${says}"`, () => {
        expect(valueIn(site), `spec ${section}: "${says}", so ${field} must be ${JSON.stringify(spec)}`).toEqual(spec);
      });
  });

describe('spec §9 Layout and counts', () => {
  it('every specialty lists exactly six bullets: "Each specialty page lists exactly six bullets."', () => {
    const counts = site.specialties.map((specialty) => [specialty.slug, specialty.bullets.length]);
    expect(counts, 'spec §9 Layout and counts: "Each specialty page lists exactly six bullets."').toEqual(
      site.specialties.map((specialty) => [specialty.slug, 6]),
    );
  });
});
