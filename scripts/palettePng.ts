/**
 * Re-encodes a screenshot as a 256-colour PNG: the README's pictures are
 * committed, and a page of flat colours and text loses nothing visible while
 * the file shrinks to about a third.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk } from './pngChunks.ts';


interface Rgb {
  width: number;
  height: number;
  pixels: Uint8Array; // r, g, b per pixel
}

/** Reads the 8-bit RGB or RGBA, non-interlaced PNG a browser screenshot is. */
function decodePng(png: Buffer): Rgb {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error('unexpected PNG format');
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels] : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const corner = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - corner;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)];
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      }
      rows[y * stride + x] = (line[x] + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(rows.subarray(i * channels, i * channels + 3), i * 3);
  return { width, height, pixels };
}

/** The 256 most frequent colours at 5 bits a channel; every pixel takes the nearest one. */
function quantize({ width, height, pixels }: Rgb): { palette: Uint8Array; indices: Uint8Array } {
  const key = (i: number) => ((pixels[i] >> 3) << 10) | ((pixels[i + 1] >> 3) << 5) | (pixels[i + 2] >> 3);
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels.length; i += 3) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
  const chosen = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 256).map(([k]) => k);
  const palette = new Uint8Array(chosen.length * 3);
  chosen.forEach((k, n) => palette.set([((k >> 10) << 3) | 4, (((k >> 5) & 31) << 3) | 4, ((k & 31) << 3) | 4], n * 3));
  const nearest = new Map<number, number>();
  const indices = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const k = key(p * 3);
    let best = nearest.get(k);
    if (best === undefined) {
      let bestDistance = Infinity;
      for (let n = 0; n < chosen.length; n++) {
        const d = (palette[n * 3] - pixels[p * 3]) ** 2 + (palette[n * 3 + 1] - pixels[p * 3 + 1]) ** 2 + (palette[n * 3 + 2] - pixels[p * 3 + 2]) ** 2;
        if (d < bestDistance) [best, bestDistance] = [n, d];
      }
      nearest.set(k, best ?? 0);
    }
    indices[p] = best ?? 0;
  }
  return { palette, indices };
}

export function palettePng(png: Buffer): Buffer {
  const image = decodePng(png);
  const { palette, indices } = quantize(image);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit indexed colour
  const rows = Buffer.alloc((image.width + 1) * image.height);
  for (let y = 0; y < image.height; y++) rows.set(indices.subarray(y * image.width, (y + 1) * image.width), y * (image.width + 1) + 1);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('PLTE', palette), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', new Uint8Array())]);
}
