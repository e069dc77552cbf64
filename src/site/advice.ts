// Advice on a valid site: things that work but serve visitors or search engines less well. Warnings, not errors:
// they fail a run only with --strict.
import type { Site } from '../model/types.generated.ts';
import type { DataPath, Locator } from './locate.ts';
import { problemCatalogue as catalogue, type SiteProblem } from './problems.ts';
import { brandPlaceholders } from './resolve.ts';
import { fillTemplate } from '../model/template.ts';

/** Search results cut titles and descriptions longer than these (in characters). */
const searchResultLimits = { title: 60, description: 160 } as const;

export function adviseSite(site: Site, file: string, locator: Locator): SiteProblem[] {
  const warnings: SiteProblem[] = [];
  const brand = brandPlaceholders(site.brand);
  const fill = (text: string, name?: string) => fillTemplate(text, name ? { ...brand, name } : brand);
  const warn = (path: DataPath, problem: Pick<SiteProblem, 'code' | 'message' | 'hint'>) =>
    warnings.push({ file, ...locator.at(path), where: locator.where(path, site), severity: 'warning', ...problem });
  const checkHead = (title: string, description: string, at: DataPath, titlePath: DataPath) => {
    const shown = fillTemplate(site.brand.titleTemplate, { ...brand, title });
    if (shown.length > searchResultLimits.title) {
      warn(titlePath, {
        code: 'longTitle',
        message: catalogue.longTitle.message({ title: shown, length: shown.length, limit: searchResultLimits.title }),
        hint: catalogue.longTitle.hint(),
      });
    }
    if (description.length > searchResultLimits.description) {
      warn(at, {
        code: 'longDescription',
        message: catalogue.longDescription.message({ length: description.length, limit: searchResultLimits.description }),
        hint: catalogue.longDescription.hint(),
      });
    }
  };
  for (const [i, page] of site.pages.entries()) checkHead(fill(page.title), fill(page.description), ['pages', i, 'description'], ['pages', i, 'title']);
  site.specialties.forEach((specialty, i) => {
    const title = fill(specialty.title ?? site.specialtyPage.title, specialty.name);
    checkHead(
      title,
      fill(specialty.description, specialty.name),
      ['specialties', i, 'description'],
      specialty.title ? ['specialties', i, 'title'] : ['specialtyPage', 'title'],
    );
  });
  return warnings;
}
