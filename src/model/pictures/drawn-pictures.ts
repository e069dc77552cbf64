// The pictures the build draws from site.yaml instead of taking them from public/: a picture that shows a company
// figure is drawn from brand.figures, so that it follows the figure as every page does. Each has a fixed address,
// which site.yaml names as it names any picture; the check, the build and the dev server all ask this list.
import type { Site } from '../types.generated.ts';

/** The audit popup's dashboard, drawn from brand.figures and the theme (dashboard-picture.ts). */
export const dashboardPicturePath = '/images/audit-popup-dashboard.svg';
/** The link-preview card, drawn from brand.socialImage.card, the brand's logo, name and colours (social-card-picture.ts). */
export const socialCardPath = '/images/social-card.png';

/** The addresses of the pictures the build draws for `site`: the dashboard when it has figures, the card when it has card words. */
export function drawnPicturePaths(site: Pick<Site, 'brand'>): string[] {
  return [...(site.brand.figures ? [dashboardPicturePath] : []), ...(site.brand.socialImage.card ? [socialCardPath] : [])];
}
