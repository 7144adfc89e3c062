import './vitest.polyfills.ts';
import { defineConfig } from 'vitest/config';

// End-to-end tests drive the built extension in real browsers, one file at a time.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
