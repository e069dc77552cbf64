import { describe, expect, it } from 'vitest';
import { headingAnchors } from '../../src/logic/anchors.ts';

describe('headingAnchors', () => {
  it('writes each heading in lower case, its words joined by hyphens', () => {
    expect(headingAnchors(['Information We Collect', 'HIPAA and Protected Health Information', 'Your Choices & Rights'])).toEqual([
      'information-we-collect',
      'hipaa-and-protected-health-information',
      'your-choices-and-rights',
    ]);
  });
  it('keeps letters and digits only, accents dropped', () => {
    expect(headingAnchors(['  Résumé: Section 4.2 (U.S.)  ', '<script>"x"</script>'])).toEqual(['resume-section-4-2-u-s', 'script-x-script']);
  });
  it('numbers a heading met again, so every id is the page’s once', () => {
    expect(headingAnchors(['Changes', 'Changes', 'changes', 'Changes 2'])).toEqual(['changes', 'changes-2', 'changes-3', 'changes-2-2']);
  });
  it('names a heading without a letter or digit by its place', () => {
    expect(headingAnchors(['Scope', '—', '!!'])).toEqual(['scope', 'section-2', 'section-3']);
  });
});
