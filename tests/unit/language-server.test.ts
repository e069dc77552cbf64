// The editor's view: VS Code's YAML extension runs yaml-language-server with the schema that site.yaml's first
// line names. This drives the real server over its stdio protocol with a broken copy of site.yaml and checks that
// it reports each mistake on the line our validator does, so what an editor underlines and what CI refuses agree.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureText, loadSpecText, specFile } from '../sites.ts';

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
}
interface Diagnostic {
  range: { start: { line: number; character: number } };
  message: string;
}

let server: ChildProcessWithoutNullStreams;
let nextId = 1;
const waiting = new Map<number, (result: unknown) => void>();
const diagnostics = new Map<string, (found: Diagnostic[]) => void>();

function send(message: object) {
  const body = JSON.stringify({ jsonrpc: '2.0', ...message });
  server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}
function request(method: string, params: unknown): Promise<unknown> {
  const id = nextId++;
  send({ id, method, params });
  return new Promise((done) => waiting.set(id, done));
}

beforeAll(async () => {
  server = spawn(process.execPath, [resolve('node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio']);
  let buffer = Buffer.alloc(0);
  server.stdout.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString())?.[1]);
      if (buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as Message;
      buffer = buffer.subarray(headerEnd + 4 + length);
      if (message.id !== undefined && !message.method) waiting.get(message.id)?.(message.result);
      else if (message.id !== undefined)
        send({ id: message.id, result: null }); // requests from the server (configuration, …)
      else if (message.method === 'textDocument/publishDiagnostics') {
        const { uri, diagnostics: found } = message.params as { uri: string; diagnostics: Diagnostic[] };
        if (found.length > 0) diagnostics.get(uri)?.(found);
      }
    }
  });
  await request('initialize', { processId: process.pid, rootUri: pathToFileURL(resolve('.')).href, capabilities: {} });
  send({ method: 'initialized', params: {} });
  send({ method: 'workspace/didChangeConfiguration', params: { settings: { yaml: { validate: true, schemaStore: { enable: false } } } } });
}, 30_000);

afterAll(() => server?.kill());

/** What yaml-language-server marks in `text` (opened as a file beside the spec's site): "line: message", 1-based. */
function serverMarks(text: string, name: string): Promise<string[]> {
  const uri = pathToFileURL(resolve(dirname(specFile), `${name}.yaml`)).href;
  const found = new Promise<Diagnostic[]>((done) => diagnostics.set(uri, done));
  send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'yaml', version: 1, text } } });
  return found.then((list) => list.map((d) => `${d.range.start.line + 1}: ${d.message}`));
}

/** The lines our validator reports for `text`. */
function ourLines(text: string): number[] {
  const result = loadSpecText(text);
  return result.ok ? [] : result.problems.map((p) => p.line);
}

const good = fixtureText();
const mistakes: Record<string, [text: string, message: string]> = {
  'a misspelled field': [good.replace('        heading: Our Journey\n', '        headng: Our Journey\n'), 'Property headng is not allowed.'],
  'a value not among the allowed ones': [
    good.replace(
      '          - { label: Contact Us, href: /contact, variant: secondary }\n',
      '          - { label: Contact Us, href: /contact, variant: secundary }\n',
    ),
    'Value is not accepted. Valid values: "primary", "secondary".',
  ],
  'a number where a text is expected': [good.replace('    postalCode: "80202"\n', '    postalCode: 80202\n'), 'Incorrect type. Expected "string".'],
};

describe('yaml-language-server, as VS Code runs it', () => {
  it('finds the schema from the first line of the site file, relative to its folder', () => {
    const [, schema] = /^# yaml-language-server: \$schema=(\S+)$/.exec(good.split('\n')[0]) ?? [];
    expect(resolve(dirname(specFile), schema ?? '')).toBe(resolve('schemas/site.schema.json'));
  });

  for (const [what, [text, message]] of Object.entries(mistakes)) {
    it(`marks ${what} on the line our validator reports`, async () => {
      const ours = ourLines(text);
      expect(ours).toHaveLength(1);
      expect(await serverMarks(text, `lsp-${what.replace(/\W+/g, '-')}`)).toContain(`${ours[0]}: ${message}`);
    }, 30_000);
  }
});
