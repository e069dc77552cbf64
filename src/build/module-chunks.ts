// Which chunk of the client build holds each module, and which chunks each chunk imports: written by the build
// (a Vite plugin) for the prerender, which preloads each page's own chunks from it.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written in the client build (build.ts removes it before publishing). */
export const moduleChunksFile = '.vite/module-chunks.json';

export interface ModuleChunks {
  /** Module id (src/blocks/Hero.tsx, virtual:content/3) -> the chunk's file (assets/Hero-abc123.js). */
  chunkOf: Record<string, string>;
  /** Chunk file -> the chunk files it imports statically. */
  imports: Record<string, string[]>;
}

export function moduleChunksPlugin(): Plugin {
  return {
    name: 'module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const map: ModuleChunks = { chunkOf: {}, imports: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map.imports[chunk.fileName] = chunk.imports;
        for (const id of chunk.moduleIds) map.chunkOf[id.startsWith('\0') ? id.slice(1) : relative(process.cwd(), id)] = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: moduleChunksFile, source: JSON.stringify(map) });
    },
  };
}

/** The chunk files `modules` need, their static imports followed, each once. */
export function chunksFor(map: ModuleChunks, modules: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of map.imports[file] ?? []) visit(imported);
  };
  for (const id of modules) {
    const file = map.chunkOf[id];
    if (!file) throw new Error(`The client build has no chunk with ${id}`);
    visit(file);
  }
  return [...found];
}

export function readModuleChunks(file: string): ModuleChunks {
  return JSON.parse(readFileSync(file, 'utf8')) as ModuleChunks;
}
