// Reads a _headers file (the Netlify / Cloudflare Pages format) and answers which headers a path gets, so the
// local server and the tests apply the very file a static host will.
import { readFile, stat } from 'node:fs/promises';

export interface HeaderRule {
  pattern: RegExp;
  headers: [name: string, value: string][];
}

/** The rules of a _headers file: a path on its own line, then its headers indented, "Name: value". */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: "${line.trim()}" is not "Name: value" under a path`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for `path` from every matching rule, top to bottom; a header set twice is joined with a comma. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** The rules (by index) that set `header` on `path`: more than one means hosts would disagree. */
export function rulesSetting(rules: readonly HeaderRule[], path: string, header: string): number[] {
  return rules.flatMap((rule, i) => (rule.pattern.test(path) && rule.headers.some(([name]) => name.toLowerCase() === header.toLowerCase()) ? [i] : []));
}

/**
 * The rules of the _headers file at `file`, read again when it changes: `npm run build` replaces it while a server
 * may be running. Resolves to undefined while the file is missing or not valid (a warning says why), so the server
 * answers with its safe defaults until the next build. Costs one stat a request.
 */
export function headerRulesFile(file: string, warn: (message: string) => void = console.warn): () => Promise<HeaderRule[] | undefined> {
  let current: { version: string; rules: Promise<HeaderRule[] | undefined> } | undefined;
  return async () => {
    const stats = await stat(file).catch(() => undefined);
    // The inode changes when a build swaps the folder in; size and time when the file is edited in place.
    const version = stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : 'missing';
    if (current?.version !== version) current = { version, rules: stats ? readRules(file, warn) : Promise.resolve(undefined) };
    return current.rules;
  };
}

async function readRules(file: string, warn: (message: string) => void): Promise<HeaderRule[] | undefined> {
  try {
    return parseHeaderRules(await readFile(file, 'utf8'));
  } catch (error) {
    // Gone between the stat and the read: a build swapping folders. The next request reads the new file.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      warn(`${(error as Error).message}; the server answers with its default headers until ${file} is fixed.`);
    return undefined;
  }
}

/** /assets/* matches under /assets/; :name matches one segment; everything else is literal. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
