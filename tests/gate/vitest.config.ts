import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The gate's own tests (npm run test:gate): whole sites changed, built and checked by npm run check:site, minutes each,
// so one file at a time and never in npm run test:unit.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/gate/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
