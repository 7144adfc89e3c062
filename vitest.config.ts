import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import vue from '@vitejs/plugin-vue';
import { LeastTests } from './tests/setup/leastTests.ts';
import { languageModules } from './app/languageModules.ts';

// Projects: the game core runs in plain Node, so a DOM or browser API
// slipping into core/ fails its tests; stores and components get happy-dom and
// WXT's fake browser. WxtVitest does not load the plugins WXT modules add, so
// the Vue plugin is added here, and the one that makes each language's module from locales/.
//
// Test files share a worker and its modules (isolate: false): a fresh environment per file cost
// more than the tests themselves. tests/setup/freshPage.ts clears what a file may leave behind
// (storage, the page, timers, mocks); a file that mocks a module with vi.mock needs the module
// loaded anew, so those run isolated, in their own project.
const MOCKING = ['tests/component/board/GameBoard.test.ts', 'tests/component/board/tileRenders.test.ts'];
const appTest = {
  environment: 'happy-dom' as const,
  setupFiles: ['tests/setup/freshPage.ts'],
  // Dialogs load on first use, and Vite transforms each on its first import: on a
  // loaded CI machine one test can take seconds longer than on a quiet one.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    globals: true,
    isolate: false,
    // A committed .only fails the run (locally too: narrow a run with -t or file names instead).
    allowOnly: false,
    // The least number of tests each project must run in a whole run (tests/setup/leastTests.ts).
    reporters: ['default', new LeastTests({ core: 568, structure: 36, app: 807, 'app (module mocks)': 5 })],
    // Every project's files: one fixed fast-check seed (tests/setup/fastCheck.ts).
    setupFiles: ['tests/setup/fastCheck.ts'],
    // Both cores (Vitest's default leaves one free): the files no longer pay for a fresh environment each.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: ['tests/unit/core/**/*.test.ts', 'tests/unit/setup/**/*.test.ts'],
        },
      },
      {
        // The shape of the source tree, read from the files: no build needed, so it runs with the unit tests.
        extends: true,
        test: {
          name: 'structure',
          environment: 'node',
          include: ['tests/build/structure.test.ts', 'tests/build/placement.test.ts', 'tests/build/docPaths.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [WxtVitest(), vue(), languageModules()],
        test: {
          ...appTest,
          name: 'app',
          include: ['tests/unit/stores/**/*.test.ts', 'tests/component/**/*.test.ts'],
          exclude: MOCKING,
        },
      },
      {
        extends: true,
        plugins: [WxtVitest(), vue(), languageModules()],
        test: { ...appTest, name: 'app (module mocks)', isolate: true, include: MOCKING },
      },
    ],
  },
});
