import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end tests drive the built extension in real browsers, two files at a time: a browser
// spends most of a test waiting on its page, so two share a 2-core machine well (E2E_WORKERS=1
// runs them one after another).
export default defineConfig({
  // Tests that rasterise the app's own drawings import its modules, which use the '@/' root alias.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    // tests/build checks the built output (bundle budget), so it runs here, after the build.
    include: ['tests/e2e/**/*.e2e.ts', 'tests/build/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
