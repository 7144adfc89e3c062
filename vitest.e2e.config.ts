import { defineConfig } from 'vitest/config';

// End-to-end tests drive the built extension in real browsers, one file at a time.
export default defineConfig({
  test: {
    // tests/build checks the built output (bundle budget), so it runs here, after the build.
    include: ['tests/e2e/**/*.e2e.ts', 'tests/build/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
