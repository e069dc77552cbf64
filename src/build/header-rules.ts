// Reads a _headers file (the Netlify / Cloudflare Pages format) and answers which headers a path gets, so the
// local server and the tests apply the very file a static host will.

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

/** /assets/* matches under /assets/; :name matches one segment; everything else is literal. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
