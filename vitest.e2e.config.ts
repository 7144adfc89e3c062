import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { LeastTests } from './tests/setup/leastTests.ts';

/**
 * The files that take longest (each a minute or more on a 2-core machine), started first: with
 * two files at a time, a long one started last would run alone at the end. The others follow in
 * Vitest's own order. A file missing here, or one no longer long, costs time, never a result.
 */
const LONGEST_FIRST = ['languages.chromium-only', 'a11y.chromium', 'board.firefox', 'board.chromium-only', 'customLayouts.firefox'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.e2e.ts`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted.map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file);
  }
}

// End-to-end tests drive the built extension in real browsers, two files at a time: a browser
// spends most of a test waiting on its page, so two share a 2-core machine well (E2E_WORKERS=1
// runs them one after another).
export default defineConfig({
  // Tests that rasterise the app's own drawings import its modules, which use the '@/' root alias.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    name: 'e2e',
    // tests/build checks the built output (bundle budget), so it runs here, after the build.
    include: ['tests/e2e/**/*.e2e.ts', 'tests/build/**/*.test.ts'],
    // A committed .only fails the run; a whole run that runs fewer tests than this fails too
    // (tests/setup/leastTests.ts): a lower bound counted from the files (96 tests written, each run at least once).
    allowOnly: false,
    reporters: ['default', new LeastTests({ e2e: 287 })],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    // A worker runs file after file instead of a fresh process per file (about a second or two each on
    // two cores, ~45 files). The files share no state but their modules' constants: each launches and
    // closes its own browser (harness/perFile.ts), and nothing here mocks or stubs globals.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
