import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageBundle } from '../../bench/bundle.ts';
import { NEWTAB_GZIP_BUDGET_KB } from '../../bench/bundleFigures.ts';
import { extensionBuild } from '../e2e/harness/index.ts';

// Sizes of a build are deterministic, so unlike timings this budget is a test.
describe('the built new-tab page', () => {
  const bundle = pageBundle(extensionBuild('chrome-mv3'), 'newtab.html');

  it('loads its script and style sheet', () => {
    expect(bundle.files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(bundle.files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
  });

  it('counts the entry module its head script starts, and what that imports, not only what the HTML loads itself', () => {
    const html = readFileSync(join(extensionBuild('chrome-mv3'), 'newtab.html'), 'utf8');
    const entry = /<meta name="mahjong:entry" content="\/([^"]+)">/.exec(html)?.[1];
    expect(entry, 'the entry module named in newtab.html').toBeDefined();
    expect(bundle.files).toContain(entry);
    expect(bundle.files).toContain('early-start.js');
    expect(bundle.files.filter((file) => file.startsWith('chunks/')).length).toBeGreaterThan(1);
  });

  it(`weighs at most ${NEWTAB_GZIP_BUDGET_KB} kB of JS + CSS gzip before it can draw`, () => {
    expect(bundle.gzipBytes, `gzip bytes of ${bundle.files.join(', ')}`).toBeLessThanOrEqual(NEWTAB_GZIP_BUDGET_KB * 1000);
  });
});
