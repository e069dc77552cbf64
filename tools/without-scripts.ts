// The page a built page's largest contentful paint is measured against: the same HTML without the scripts that run
// (its text, pictures, styles and links as they are; JSON-LD data stays, as it runs nothing). npm run lighthouse
// compares the LCP of the two: what loading and running the app costs the first paint.

/** `html` without its scripts that run: every <script> but JSON-LD, and any module preload. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}
