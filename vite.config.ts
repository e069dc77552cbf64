import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { devRender } from './src/build/dev-render.ts';
import { sitePlugin } from './src/build/site-plugin.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    sitePlugin({ file: process.env.SITE_YAML ?? 'site.yaml' }),
    // The dev server renders each page with the build's server entry, and the page loads the app's entry itself.
    devRender(),
    // Each built chunk opens with V8's explicit compile hint: its functions are compiled as the file loads (off the main
    // thread while it streams in), not on their first call, which would land inside the visitor's first click or
    // keystroke (npm run bench, CPU 4x: the calculator's first digit 72-104 ms without it). Written after Vite's own
    // additions to the chunk, so that it is the file's first line.
    {
      name: 'compile-hints',
      apply: 'build',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        },
      },
    },
  ],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/app/sync-external-store.ts', import.meta.url)) },
    ],
  },
  // Every browser that runs this site's modules preloads them itself: no polyfill in the first download.
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Emotion's withTheme (never used here) imports these two: declared free of side effects, they drop out.
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }] },
      // What every page loads first is one file, not a handful of small ones (each costs a request and compresses worse).
      output: { codeSplitting: { groups: [{ name: 'site', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    // The dev server makes each module when it is first asked for: the app's and the blocks' are made as it starts,
    // so that the first followed link, or the first save of site.yaml, does not wait for them (at 1,000 pages the
    // first save showed in 1.4-1.5 s, now 1.1-1.2; npm run bench -- --scale). The browser still fetches each module
    // when the built site would.
    warmup: { clientFiles: ['./src/app/App.tsx', './src/app/route-content.tsx', './src/layout/*.tsx', './src/blocks/*.tsx'] },
  },
  // The dev server bundles the browser's dependencies once, from every component, before the first page: found one by
  // one as the pages reach them (the site's modules are virtual, which Vite's crawl does not enter), each one made it
  // bundle again and reload the page, three times on a fresh install (the page, the header's menus, a dialog).
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx'] },
  preview: { port: 4173 },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Under mutation testing, the tests that run our commands in a child process: a mutant is switched on only in
    // the test's own process, so they could not kill one, and they cost minutes per run.
    exclude: process.env.MUTATION_TESTING
      ? ['tests/unit/{check-html,commands,language-server,server-host,static-server-failures,static-server-rebuild,validate-output}.test.ts']
      : [],
    environment: 'node',
    testTimeout: 30_000,
    // One test file for each core (Vitest's default leaves one core free: half the speed on a two-core machine).
    maxWorkers: availableParallelism(),
    // Under mutation testing, the quickest test files first (loaded only then: the build need not load vitest).
    ...(process.env.MUTATION_TESTING ? { sequence: { sequencer: (await import('./tests/fastest-first-sequencer.ts')).FastestFirstSequencer } } : {}),
  },
});
