import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pageBundle } from '../../bench/bundle.ts';

// A hand-made build in the shapes the minifier writes: what the page loads first is counted, the rest apart.
const files: Record<string, string> = {
  'page.html': '<script src="/early.js"></script><script type="module" src="/chunks/page-1.js"></script><link rel="stylesheet" href="/assets/page-1.css">',
  'early.js': 'document.documentElement.dataset.theme="dark";',
  'assets/page-1.css': 'body{margin:0}',
  'chunks/page-1.js': 'import{a as b}from"./shared-1.js";import(`./lazy-1.js`).then(b);',
  'chunks/shared-1.js': "import'./deep-1.js';let w=()=>new Worker(new URL(`/assets/worker-1.js`,``+self.location.href));export{w as a};",
  'chunks/deep-1.js': 'console.log(1);',
  'chunks/lazy-1.js': 'export default 2;',
  'assets/worker-1.js': 'onmessage=()=>postMessage(3);',
  'chunks/unused-1.js': 'export default 4;',
};
const root = mkdtempSync(join(tmpdir(), 'bundle-fixture-'));
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const gzipOf = (...paths: string[]) => paths.reduce((sum, p) => sum + gzipSync(files[p], { level: 9 }).length, 0);
const rawOf = (...paths: string[]) => paths.reduce((sum, p) => sum + Buffer.byteLength(files[p]), 0);

describe('pageBundle', () => {
  const eager = ['assets/page-1.css', 'chunks/deep-1.js', 'chunks/page-1.js', 'chunks/shared-1.js', 'early.js'];
  const bundle = pageBundle(root, 'page.html');

  it('follows the HTML and static imports, whatever the quotes', () => {
    expect(bundle.files).toEqual(eager);
  });

  it('counts those files raw and gzip', () => {
    expect(bundle.rawBytes).toBe(rawOf(...eager));
    expect(bundle.gzipBytes).toBe(gzipOf(...eager));
  });

  it('reports dynamic imports and workers apart, and nothing the page never loads', () => {
    expect(bundle.lazyRawBytes).toBe(rawOf('chunks/lazy-1.js', 'assets/worker-1.js'));
    expect(bundle.lazyGzipBytes).toBe(gzipOf('chunks/lazy-1.js', 'assets/worker-1.js'));
  });

  it('says to build first when the page is missing', () => {
    expect(() => pageBundle(root, 'missing.html')).toThrow(/build the extension first/);
  });
});
