import './vitest.polyfills';
import { defineConfig } from 'vitest/config';

// Suites that wait for the board to land: run them with E2E_PENDING=1 until they
// pass, then delete them from this list so CI runs them.
const PENDING = ['tests/e2e/board.chromium.e2e.ts', 'tests/e2e/board.firefox.e2e.ts'];

// End-to-end tests drive the built extension in real browsers, one file at a time.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts', 'tests/build/**/*.test.ts'],
    exclude: ['node_modules/**', ...(process.env.E2E_PENDING ? [] : PENDING)],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
