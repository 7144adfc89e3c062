/**
 * Draws the extension icon (a mahjong tile: ivory face on a green back, one
 * red dot) at 16, 32, 48 and 128 px into public/icon/. Shapes are described in
 * a unit square and sampled 4×4 per pixel, so each size is drawn natively
 * rather than scaled down, and the PNGs are byte-for-byte reproducible.
 *
 * Run: npm run icons
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG_SIGNATURE, pngChunk } from './pngChunks.ts';

type Rgba = readonly [number, number, number, number];
interface Layer { color: Rgba; inside: (x: number, y: number) => boolean }

const SIZES = [16, 32, 48, 128] as const;
const SUBSAMPLES = 4;

function roundedRect(left: number, top: number, right: number, bottom: number, radius: number) {
  return (x: number, y: number): boolean => {
    const dx = Math.max(left + radius - x, 0, x - (right - radius));
    const dy = Math.max(top + radius - y, 0, y - (bottom - radius));
    return dx * dx + dy * dy <= radius * radius;
  };
}

function circle(cx: number, cy: number, r: number) {
  return (x: number, y: number): boolean => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

// Painted back to front: the tile's green back shows below and right of its face.
const FACE = { left: 0.1, top: 0.04, right: 0.8, bottom: 0.86 };
const LAYERS: readonly Layer[] = [
  { color: [22, 92, 62, 255], inside: roundedRect(FACE.left + 0.08, FACE.top + 0.1, FACE.right + 0.1, FACE.bottom + 0.1, 0.12) },
  { color: [176, 150, 100, 255], inside: roundedRect(FACE.left, FACE.top, FACE.right, FACE.bottom, 0.12) },
  { color: [250, 244, 226, 255], inside: roundedRect(FACE.left + 0.04, FACE.top + 0.04, FACE.right - 0.04, FACE.bottom - 0.04, 0.09) },
  { color: [196, 40, 44, 255], inside: circle(0.45, 0.45, 0.24) },
  { color: [250, 244, 226, 255], inside: circle(0.45, 0.45, 0.13) },
  { color: [22, 120, 80, 255], inside: circle(0.45, 0.45, 0.07) },
];

function colorAt(x: number, y: number): Rgba {
  let color: Rgba = [0, 0, 0, 0];
  for (const layer of LAYERS) if (layer.inside(x, y)) color = layer.color;
  return color;
}

/** RGBA pixels, premultiplied while averaging so edges blend into transparency cleanly. */
function render(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const n = SUBSAMPLES * SUBSAMPLES;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy++) {
        for (let sx = 0; sx < SUBSAMPLES; sx++) {
          const [cr, cg, cb, ca] = colorAt((px + (sx + 0.5) / SUBSAMPLES) / size, (py + (sy + 0.5) / SUBSAMPLES) / size);
          r += cr * ca; g += cg * ca; b += cb * ca; a += ca;
        }
      }
      const i = (py * size + px) * 4;
      pixels[i] = a ? Math.round(r / a) : 0;
      pixels[i + 1] = a ? Math.round(g / a) : 0;
      pixels[i + 2] = a ? Math.round(b / a) : 0;
      pixels[i + 3] = Math.round(a / n);
    }
  }
  return pixels;
}

/** A minimal PNG: 8-bit RGBA, no interlace, filter 0 on every row. */
function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icon');
mkdirSync(outDir, { recursive: true });
for (const size of SIZES) {
  writeFileSync(join(outDir, `${size}.png`), encodePng(size, render(size)));
  console.log(`public/icon/${size}.png`);
}
