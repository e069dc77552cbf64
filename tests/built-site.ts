// The site as the build sees it: site.yaml loaded, checked and with its placeholders filled. Shared by the unit
// and the end-to-end tests.
import { loadSiteFile } from '../src/site/load.ts';
import { resolveSite } from '../src/site/resolve.ts';
import type { Site } from '../src/model/types.generated.ts';

export function builtSite(): Site {
  const result = loadSiteFile('site.yaml');
  if (!result.ok) throw new Error('site.yaml does not validate; run npm run validate');
  return resolveSite(result.site);
}
