// The Nu HTML Checker (vnu.jar, run by Java 17+) over a folder of pages: its errors, sorted by file and place. Used by
// npm run check:html (which prints them) and npm run check:site (which names the site.yaml line of each).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** One message of the checker's JSON report (`--format json`). */
export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

// The extensions the checker reads with --skip-non-html; counted here because its report names only files with errors.
const htmlFile = /\.(html?|xhtml?)$/i;

export const noJava =
  'the Nu HTML Checker needs Java 17 or newer, and no `java` command was found.\n' +
  'Install a Java runtime, for example on Debian or Ubuntu: sudo apt-get install -y default-jre-headless ' +
  '(on macOS: brew install openjdk), then run the command again.';

/** The HTML files under `dir`, relative to it. */
export function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => htmlFile.test(name) && statSync(join(dir, name)).isFile());
}

// The checker's CSS grammar predates CSS Containment 3 (container queries, in every browser since 2023): it calls
// container-type a property that does not exist, @container an unknown rule, and a container unit (cqi) a parse
// error. Only those messages are dropped: the one property, the one rule, and the one declaration that uses the
// units (ui/one-line-figure.ts's --figure-size).
const containerQueryMessages = new Set([
  "CSS: “container-type”: Property “container-type” doesn't exist.",
  'CSS: Unrecognized at-rule “@container”',
  'CSS: “--figure-size”: Parse Error.',
]);
const unknownToChecker = (message: CheckerMessage) => containerQueryMessages.has(message.message);

// The checker does not report the files in order: sorted, a file's errors read top to bottom.
const position = (message: CheckerMessage) => [message.url ?? '', message.firstLine ?? message.lastLine ?? 0, message.firstColumn ?? 0] as const;

/** The checker's errors for every HTML file of `dir`, or why it could not check them. */
export function nuCheckerErrors(dir: string): { errors: CheckerMessage[] } | { cannotCheck: string } {
  // vnu-jar is a CommonJS module whose export is the jar's path (a String object).
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--errors-only', '--skip-non-html', '--stdout', dir], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return { cannotCheck: noJava };
  let messages: CheckerMessage[];
  try {
    messages = (JSON.parse(run.stdout) as { messages: CheckerMessage[] }).messages;
  } catch {
    // An old Java refuses the jar (UnsupportedClassVersionError) before any JSON is written.
    return {
      cannotCheck: `The Nu HTML Checker did not run (exit ${run.status}):\n${(run.stderr || run.stdout || String(run.error)).trim()}\nIt needs Java 17 or newer: java -version says which one runs.`,
    };
  }
  if (run.status !== 0 && messages.every((message) => message.type === 'info'))
    return { cannotCheck: `The Nu HTML Checker failed (exit ${run.status}) without naming an error:\n${run.stderr.trim()}` };
  const errors = messages
    .filter((message) => message.type !== 'info' && !unknownToChecker(message))
    .sort((a, b) => {
      const [fileA, lineA, columnA] = position(a);
      const [fileB, lineB, columnB] = position(b);
      return fileA.localeCompare(fileB) || lineA - lineB || columnA - columnB;
    });
  return { errors };
}
