import { readFileSync, existsSync } from 'node:fs';
import { join, dirname, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  page: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Chunks only loaded on demand (dynamic import, workers), not counted above. */
  lazyRawBytes: number;
  lazyGzipBytes: number;
}

// The minifier quotes module paths with ", ' or backticks.
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
const WORKER_URL = /new Worker\(\s*new URL\(\s*["'`]([^"'`]+\.js)["'`]/g;
// Scripts and style sheets the HTML loads, and the entry module it names for its head script to start (wxt.config.ts).
const HTML_ASSET = /(?:src|href|content)="([^"]+\.(?:js|css))"/g;

function gzipLength(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length;
}

function resolveFrom(fromFile: string, spec: string): string {
  if (spec.startsWith('/')) return spec.slice(1);
  return posix.normalize(posix.join(posix.dirname(fromFile), spec));
}

/**
 * What a page of the built extension loads before it can draw: the JS and CSS
 * its HTML references plus every chunk they import statically. Chunks reached
 * only through dynamic `import()` or started as workers are reported apart.
 */
export function pageBundle(outDir: string, page: string): BundleSize {
  const htmlPath = join(outDir, page);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing: build the extension first (npm run build)`);
  const html = readFileSync(htmlPath, 'utf8');
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const queue: string[] = [];
  for (const m of html.matchAll(HTML_ASSET)) queue.push(resolveFrom(page, m[1]));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (eager.has(file)) continue;
    eager.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(outDir, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(resolveFrom(file, m[1]));
    for (const m of code.matchAll(DYNAMIC_IMPORT)) lazy.add(resolveFrom(file, m[1]));
    for (const m of code.matchAll(WORKER_URL)) lazy.add(resolveFrom(file, m[1]));
  }
  const sum = (files: Iterable<string>) => {
    let raw = 0;
    let gz = 0;
    for (const f of files) {
      const bytes = readFileSync(join(outDir, f));
      raw += bytes.length;
      gz += gzipLength(bytes);
    }
    return { raw, gz };
  };
  const lazyOnly = [...lazy].filter((f) => !eager.has(f) && existsSync(join(outDir, f)));
  const e = sum(eager);
  const l = sum(lazyOnly);
  return { page, files: [...eager].sort(), rawBytes: e.raw, gzipBytes: e.gz, lazyRawBytes: l.raw, lazyGzipBytes: l.gz };
}

export const CHROME_OUT = join(dirname(new URL(import.meta.url).pathname), '..', '.output', 'chrome-mv3');
