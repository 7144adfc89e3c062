/**
 * Which source modules weigh what in a page's first load: each byte of the
 * page's JS is attributed, through its source map, to the module it came from.
 * Build with source maps first (BUNDLE_MAP=1 npm run build; wxt.config.ts reads it), then:
 *   npx tsx bench/bundleBreakdown.ts [newtab.html] [--top 40]
 * For each module: its raw bytes, and what the file's gzip size would lose
 * without it (it compresses against its neighbours, so this is its real cost).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { CHROME_OUT, pageBundle } from './bundle';

export interface ModuleWeight {
  source: string;
  file: string;
  rawBytes: number;
  /** The file's gzip size minus its gzip size without this module's bytes. */
  gzipBytes: number;
}

const gzipLength = (text: string) => gzipSync(text, { level: 9 }).length;
const tidy = (source: string) => source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');

/** The module each character of a built file came from ("(unmapped)" for the bundler's own glue). */
export function owners(code: string, map: string): string[] {
  const consumer = new SourceMapConsumer(JSON.parse(map));
  const lineStart: number[] = [];
  let offset = 0;
  for (const line of code.split('\n')) {
    lineStart.push(offset);
    offset += line.length + 1;
  }
  const marks: { at: number; source: string }[] = [];
  consumer.eachMapping((m) => marks.push({ at: lineStart[m.generatedLine - 1] + m.generatedColumn, source: m.source ? tidy(m.source) : '(unmapped)' }));
  marks.sort((a, b) => a.at - b.at);
  const owner = new Array<string>(code.length).fill('(unmapped)');
  marks.forEach((mark, i) => owner.fill(mark.source, mark.at, marks[i + 1]?.at ?? code.length));
  return owner;
}

export function fileBreakdown(file: string, code: string, map: string): ModuleWeight[] {
  const owner = owners(code, map);
  const total = gzipLength(code);
  return [...new Set(owner)].map((source) => {
    let without = '';
    let raw = 0;
    for (let i = 0; i < code.length; i++) {
      if (owner[i] === source) raw++;
      else without += code[i];
    }
    return { source, file, rawBytes: raw, gzipBytes: total - gzipLength(without) };
  });
}

export function pageBreakdown(outDir: string, page: string): ModuleWeight[] {
  const weights: ModuleWeight[] = [];
  for (const file of pageBundle(outDir, page).files) {
    const code = readFileSync(join(outDir, file), 'utf8');
    const mapFile = join(outDir, `${file}.map`);
    if (file.endsWith('.js') && existsSync(mapFile)) weights.push(...fileBreakdown(file, code, readFileSync(mapFile, 'utf8')));
    else weights.push({ source: file, file, rawBytes: Buffer.byteLength(code), gzipBytes: gzipLength(code) });
  }
  return weights.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

if (process.argv[1]?.endsWith('bundleBreakdown.ts')) {
  const page = process.argv.find((a) => a.endsWith('.html')) ?? 'newtab.html';
  const topAt = process.argv.indexOf('--top');
  const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 60;
  const weights = pageBreakdown(CHROME_OUT, page);
  console.log(`${page}: ${pageBundle(CHROME_OUT, page).gzipBytes} B gzip first load; per module: raw bytes, gzip bytes it adds`);
  for (const w of weights.slice(0, top)) console.log(`${String(w.rawBytes).padStart(7)} ${String(w.gzipBytes).padStart(6)}  ${w.source}`);
}
