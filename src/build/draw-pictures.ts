// Draws the pictures of drawn-pictures.ts for a site: the dashboard as the SVG itself, the social card rasterised to
// PNG by resvg (link previews want a raster). resvg is given the site's typeface, Public Sans, as TrueType files from
// node_modules (it reads TTF/OTF, not the WOFF2 the site serves) and no system font, so the card looks the same on
// every machine and the same site gives the same bytes. Nothing is fetched: the logo is read from public/.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { dashboardPicture } from '../model/pictures/dashboard-picture.ts';
import { dashboardPicturePath, drawnPicturePaths, socialCardPath } from '../model/pictures/drawn-pictures.ts';
import { svgDocument, svgElement, svgMarkup } from '../model/pictures/svg-markup.ts';
import { socialCardPicture, type MeasureText } from '../model/pictures/social-card-picture.ts';
import type { Site } from '../model/types.generated.ts';

export interface DrawnPicture {
  /** The picture's address on the site, for example /images/social-card.png. */
  path: string;
  contentType: string;
  bytes: Buffer;
}

const require = createRequire(import.meta.url);
/** The weights the card uses: its line (400), its tags (600), its name and heading (700). */
const fontFiles = ['400Regular/PublicSans_400Regular.ttf', '600SemiBold/PublicSans_600SemiBold.ttf', '700Bold/PublicSans_700Bold.ttf'].map((file) =>
  require.resolve(`@expo-google-fonts/public-sans/${file}`),
);
const renderOptions: ResvgRenderOptions = { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Public Sans' } };
const mediaTypes: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Every picture the build draws for `site` (placeholders filled: see resolveSite), whose logo is in `publicDir`. */
export function drawPictures(site: Site, publicDir: string): DrawnPicture[] {
  return drawnPicturePaths(site).map((path) => drawPicture(site, publicDir, path)!);
}

/** The picture at `path` drawn for `site`, or undefined when the build draws none there. */
export function drawPicture(site: Site, publicDir: string, path: string): DrawnPicture | undefined {
  if (!drawnPicturePaths(site).includes(path)) return undefined;
  if (path === dashboardPicturePath) return { path, contentType: 'image/svg+xml', bytes: Buffer.from(dashboardPicture(site)) };
  // Only the card is left (drawnPicturePaths names it only when there are card words).
  const logoFile = join(publicDir, site.brand.logo.src);
  const logo = `data:${mediaTypes[extname(logoFile).toLowerCase()] ?? 'image/png'};base64,${readFileSync(logoFile).toString('base64')}`;
  const svg = socialCardPicture({
    brand: site.brand,
    theme: site.theme,
    words: site.brand.socialImage.card!,
    logo,
    measure: measureIn(site.theme.fonts.heading),
  });
  return { path: socialCardPath, contentType: 'image/png', bytes: new Resvg(svg, renderOptions).render().asPng() };
}

/** The card's measure: resvg lays out the text alone, in the card's font, and gives the width of what it drew. */
function measureIn(fontFamily: string): MeasureText {
  return (text, size, weight) => {
    const line = svgElement('text', { x: 0, y: 150, 'font-family': fontFamily, 'font-size': size, 'font-weight': weight }, text);
    return new Resvg(svgMarkup(svgDocument(4000, 200, line)), renderOptions).getBBox()?.width ?? 0;
  };
}
