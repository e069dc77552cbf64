// `npm run check:html [-- --dir dist]`: every HTML file of the built site through the Nu HTML Checker (vnu.jar, run
// by Java 17+). Prints each error as file:line:column and the checker's message, then a one-line summary.
// Exit 1 on any error; 2 when nothing could be checked (no Java, no such folder, no HTML in it, a crashed checker).
import { existsSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CheckerMessage, htmlFilesIn, nuCheckerErrors } from './nu-checker.ts';

function cannotCheck(message: string): never {
  console.error(message);
  process.exit(2);
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

const checked = nuCheckerErrors(dir);
if ('cannotCheck' in checked) cannotCheck(`check:html: ${checked.cannotCheck}`);
const { errors } = checked;
for (const error of errors) console.error(describe(error));
const badFiles = new Set(errors.map((error) => error.url)).size;
const summary = `${files.length} HTML file${files.length === 1 ? '' : 's'} checked in ${dir}/ by the Nu HTML Checker`;
if (errors.length === 0) console.log(`${summary}: no errors.`);
else console.error(`${errors.length} error${errors.length === 1 ? '' : 's'} in ${badFiles} of ${summary}.`);
process.exitCode = errors.length === 0 ? 0 : 1;
