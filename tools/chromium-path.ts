// The browser the end-to-end tests and the speed tools drive. Playwright cannot download its own browser on every
// machine, so the system's Chromium comes first; CHROMIUM_PATH=/path/to/chrome picks another, and CHROMIUM_PATH=
// (empty) the one Playwright installed (npx playwright install chromium).
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';

/** The browser binary to launch; undefined: Playwright's own. */
export function chromiumPath(): string | undefined {
  return (process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined)) || undefined;
}
