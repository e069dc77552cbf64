// The loader's own answers on small texts: which of the parser's errors it reports and in whose words, and where it
// places the alias limit. Whole files and their fixtures are in site-errors.test.ts and site-limits.test.ts.
import { existsSync, mkdtempSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteLimits } from '../../src/site/limits.ts';
import { loadSiteFile, loadSiteText } from '../../src/site/load.ts';

const problemsOf = (text: string) => {
  const result = loadSiteText(text, 'site.yaml');
  return result.ok ? [] : result.problems.map(({ line, column, code, message }) => `${line}:${column} ${code}: ${message}`);
};

describe('a key written twice', () => {
  it('is reported with the first syntax error after it, each at its place', () => {
    expect(problemsOf('a: 1\na: 2\nb: [\n')).toEqual([
      '2:1 duplicateKey: "a" is written twice in the same place (first on line 1)',
      '3:4 yamlUnclosedBracket: the [ opened here is not closed',
    ]);
  });

  it('is named as written, to its colon: spaces around it left out, a colon inside it kept', () => {
    expect(problemsOf('"a" : 1\n"a" : 2\n')).toEqual(['2:1 duplicateKey: ""a"" is written twice in the same place (first on line 1)']);
    expect(problemsOf('a:b: 1\na:b: 2\n')).toEqual(['2:1 duplicateKey: "a:b" is written twice in the same place (first on line 1)']);
  });

  it('is not reported when it has no name: the syntax error that cut two values short says it', () => {
    // One problem, the slip's (which line the slip finder names is pinned in yaml-slip-cases.test.ts), and no duplicate.
    const problems = problemsOf('a:\n- b\n  :\n  :\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\d+:\d+ yamlIndent: /);
  });
});

describe("the parser's own words", () => {
  it('are given without the place the parser adds to them, on any line', () => {
    // A word alone, with nothing under it: no usual slip.
    expect(problemsOf(`${'#\n'.repeat(11)}brand:\n  name: x\ntheme\n`)).toEqual([
      '14:1 yamlSyntax: YAML syntax error: Implicit map keys need to be followed by map values',
    ]);
  });

  it('are given without the place, at any column', () => {
    expect(problemsOf('brand:\n  name: x\n  tags: [a, b]]\n')).toEqual([
      '3:15 yamlSyntax: YAML syntax error: Unexpected flow-seq-end token in YAML stream: "]"',
    ]);
  });
});

describe('the problems of a file', () => {
  // Reported as the checks find them (the schema's fields in its own order); listed as an editor reads the file.
  it('are listed in the order of the file: by line', () => {
    const places = problemsOf('zzz: 1\nbrand: 2\n').map((problem) => problem.split(' ').slice(0, 2).join(' '));
    expect(places.filter((place) => !place.endsWith('missingField:'))).toEqual(['1:1 unknownKey:', '2:8 wrongType:']);
  });

  it('are listed in the order of the file: on one line, by column', () => {
    const places = problemsOf('brand: {name: 2, zzz: 1}\n').map((problem) => problem.split(' ')[0]);
    expect([...new Set(places)]).toEqual(['1:1', '1:8', '1:15', '1:18']);
    expect(problemsOf('brand: {name: 2, zzz: 1}\n').slice(-2)).toEqual([
      '1:15 wrongType: should be text, but is the number 2',
      '1:18 unknownKey: unknown field "zzz"',
    ]);
  });
});

describe('a file that is not there', () => {
  it('is one problem at its first line, also when the path names a folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-'));
    for (const file of [join(folder, 'site.yaml'), folder]) {
      const result = loadSiteFile(file);
      expect(result.ok ? [] : result.problems).toEqual([
        {
          file,
          line: 1,
          column: 1,
          where: '',
          code: 'fileNotFound',
          message: `cannot read ${file}: the file does not exist`,
          hint: 'give the path of the site file, for example npm run validate -- site.yaml',
        },
      ]);
    }
  });
});

describe('a file at the size limit', () => {
  it('is read whole: 2,000,000 bytes are allowed', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'site-')), 'site.yaml');
    writeFileSync(file, `${'#'.repeat(siteLimits.fileBytes - 1)}\n`);
    const result = loadSiteFile(file);
    expect(result.ok ? [] : result.problems.map(({ code }) => code)).not.toContain('fileTooLarge');
  });
});

describe('a file over the size limit', () => {
  it('is measured in its bytes on disk, also when they are not UTF-8 text', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'site-')), 'site.yaml');
    writeFileSync(file, Buffer.alloc(siteLimits.fileBytes + 1, 0xff));
    const result = loadSiteFile(file);
    expect(result.ok ? [] : result.problems.map(({ message }) => message)).toEqual(['the file is 2,000,001 bytes; the largest allowed is 2,000,000 bytes']);
  });

  // Only /proc (Linux) shows a process's open files.
  it.skipIf(!existsSync('/proc/self/fd'))('is read only in part, and left closed', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'site-')), 'site.yaml');
    writeFileSync(file, 'x'.repeat(siteLimits.fileBytes + 10));
    expect(loadSiteFile(file).ok).toBe(false);
    const open = readdirSync('/proc/self/fd').flatMap((fd) => {
      try {
        return [readlinkSync(join('/proc/self/fd', fd))];
      } catch {
        return []; // closed while the folder was read (the one readdirSync itself used)
      }
    });
    expect(open).not.toContain(file);
  });
});

describe('too many aliases', () => {
  it('are refused at the first alias, not at a * inside a text above it', () => {
    const aliases = Array(101).fill('*a').join(', ');
    expect(problemsOf(`n: 2*3\na: &a x\nb: [${aliases}]\n`)).toEqual(['3:5 aliasLimit: too many aliases (*name): more than 100 expansions']);
  });
});

describe('the bytes of a site file', () => {
  const write = (bytes: Buffer) => {
    const file = join(mkdtempSync(join(tmpdir(), 'site-bytes-')), 'site.yaml');
    writeFileSync(file, bytes);
    return file;
  };
  const problems = (bytes: Buffer) => {
    const result = loadSiteFile(write(bytes));
    return result.ok ? [] : result.problems.map(({ line, column, code, message, hint }) => ({ at: `${line}:${column}`, code, message, hint }));
  };

  it('are refused at the first byte that is not UTF-8, by its line and column, in plain words', () => {
    const bytes = Buffer.concat([Buffer.from('brand:\n  name: Caf'), Buffer.from([0xe9, 0xff, 0xfe]), Buffer.from(' Billing\n')]);
    expect(problems(bytes)).toEqual([
      {
        at: '2:12',
        code: 'notUtf8',
        message: 'the byte 0xE9 here is not UTF-8 text',
        hint: 'the file was saved in another encoding, or a character was cut: save the file as UTF-8 (in most editors: Save with Encoding, UTF-8), then type this character again',
      },
    ]);
  });

  it('count a character cut short at the end of the file, and every column before it, in characters', () => {
    expect(problems(Buffer.concat([Buffer.from('a: "é€'), Buffer.from([0xe2, 0x82])])).map((problem) => problem.at)).toEqual(['1:7']);
  });

  it('may hold U+FFFD itself, written in UTF-8, and start with a byte order mark', () => {
    const text = problems(Buffer.from('a: "\uFFFD"\nb: \uFFFD'));
    expect(text.map((problem) => problem.code)).not.toContain('notUtf8');
    expect(problems(Buffer.from('\uFEFFa: 1\n')).map((problem) => problem.code)).not.toContain('notUtf8');
    expect(problems(Buffer.from('\uFEFFa: 1\n')).map((problem) => problem.code)).not.toContain('controlCharacter');
  });
});
