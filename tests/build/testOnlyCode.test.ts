import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extensionBuild, type BuildTarget } from '../e2e/harness/index.ts';

// axe-core checks the pages in the end-to-end tests; it must never ship. Its rules link to
// dequeuniversity.com, a string no minifier removes and nothing of ours says.
const AXE_MARK = 'dequeuniversity.com';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('test-only code stays out of the builds', () => {
  for (const target of ['chrome-mv3', 'firefox-mv2'] as BuildTarget[]) {
    it(`${target} carries no axe-core`, () => {
      const files = filesUnder(extensionBuild(target)).filter((file) => /\.(js|html|css|json)$/.test(file));
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((file) => readFileSync(file, 'utf8').includes(AXE_MARK))).toEqual([]);
    });
  }
});
