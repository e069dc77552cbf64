import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { Locator } from '../../src/site/locate.ts';
import { formatProblem } from '../../src/site/problems.ts';
import { validateSite } from '../../src/site/validate.ts';
import { fixtureText } from '../sites.ts';

const text = fixtureText();
const lines = new LineCounter();
const doc = parseDocument(text, { lineCounter: lines });

describe('validateSite', () => {
  it('asks for one client at least, where the clients are', () => {
    const data = doc.toJS() as { clientResults: { clients: object } };
    data.clientResults.clients = {};
    const line = text.split('\n').indexOf('    multiSpecialtyTexas:') + 1;
    expect(validateSite(data, 'site.yaml', new Locator(doc, lines, text)).map(formatProblem)).toEqual([
      `site.yaml:${line}:5  clientResults.clients  must have at least 1 item, but has 0: add 1  Each client, by a name of letters only (cardiologyCalifornia), defined once: the specialties, result bands, case studies, testimonials and quotes name it with client:.`,
    ]);
  });
});
