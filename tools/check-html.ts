// `npm run check:html [-- --dir dist]`: every HTML file of the built site through the Nu HTML Checker (vnu.jar, run
// by Java 17+). Prints each error as file:line:column and the checker's message, then a one-line summary.
// Exit 1 on any error; 2 when nothing could be checked (no Java, no such folder, no HTML in it, a crashed checker).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** One message of the checker's JSON report (`--format json`). */
interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

// The extensions the checker reads with --skip-non-html; counted here because its report names only files with errors.
const htmlFile = /\.(html?|xhtml?)$/i;
const noJava =
  'check:html needs Java 17 or newer to run the Nu HTML Checker, and no `java` command was found.\n' +
  'Install a Java runtime, for example on Debian or Ubuntu: sudo apt-get install -y default-jre-headless ' +
  '(on macOS: brew install openjdk), then run npm run check:html again.';

function cannotCheck(message: string): never {
  console.error(message);
  process.exit(2);
}

function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => htmlFile.test(name) && statSync(join(dir, name)).isFile());
}

/** `file:line:column  message`, with the file relative to the working folder, and the checker's extract under it. */
function describe(message: CheckerMessage): string {
  const path = message.url?.startsWith('file:') ? fileURLToPath(message.url) : undefined;
  const inHere = path && relative(process.cwd(), path);
  const file = inHere && !inHere.startsWith('..') ? inHere : (path ?? message.url ?? '(no file)');
  const line = message.firstLine ?? message.lastLine;
  const where = line === undefined ? file : `${file}:${line}:${message.firstColumn ?? 1}`;
  const extract = message.extract ? `\n    near: ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${where}  ${message.message}${extract}`;
}

let dir: string;
try {
  dir = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } }).values.dir!.replace(/(.)\/+$/, '$1');
} catch (error) {
  cannotCheck(`${error instanceof Error ? error.message : error}\nUsage: npm run check:html -- [--dir dist]`);
}
if (!existsSync(dir) || !statSync(dir).isDirectory()) cannotCheck(`${dir}/ does not exist: run npm run build first, or give --dir a built site.`);
const files = htmlFilesIn(dir);
if (files.length === 0) cannotCheck(`${dir}/ has no HTML file to check: run npm run build first, or give --dir a built site.`);

// vnu-jar is a CommonJS module whose export is the jar's path (a String object).
const jar = String(createRequire(import.meta.url)('vnu-jar'));
const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--errors-only', '--skip-non-html', '--stdout', dir], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') cannotCheck(noJava);

let messages: CheckerMessage[];
try {
  messages = (JSON.parse(run.stdout) as { messages: CheckerMessage[] }).messages;
} catch {
  // An old Java refuses the jar (UnsupportedClassVersionError) before any JSON is written.
  cannotCheck(
    `The Nu HTML Checker did not run (exit ${run.status}):\n${(run.stderr || run.stdout || String(run.error)).trim()}\nIt needs Java 17 or newer: java -version says which one runs.`,
  );
}

// The checker does not report the files in order: sorted, a file's errors read top to bottom.
const position = (message: CheckerMessage) => [message.url ?? '', message.firstLine ?? message.lastLine ?? 0, message.firstColumn ?? 0] as const;
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
const errors = messages
  .filter((message) => message.type !== 'info' && !unknownToChecker(message))
  .sort((a, b) => {
    const [fileA, lineA, columnA] = position(a);
    const [fileB, lineB, columnB] = position(b);
    return fileA.localeCompare(fileB) || lineA - lineB || columnA - columnB;
  });
if (run.status !== 0 && messages.every((message) => message.type === 'info'))
  cannotCheck(`The Nu HTML Checker failed (exit ${run.status}) without naming an error:\n${run.stderr.trim()}`);
for (const error of errors) console.error(describe(error));
const badFiles = new Set(errors.map((error) => error.url)).size;
const checked = `${files.length} HTML file${files.length === 1 ? '' : 's'} checked in ${dir}/ by the Nu HTML Checker`;
if (errors.length === 0) console.log(`${checked}: no errors.`);
else console.error(`${errors.length} error${errors.length === 1 ? '' : 's'} in ${badFiles} of ${checked}.`);
process.exitCode = errors.length === 0 ? 0 : 1;
