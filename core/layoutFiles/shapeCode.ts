/**
 * Shapes as short URL-safe text, for storage.sync and share links. The
 * canonical shape is written layer by layer, row by row, as runs of tiles
 * side by side; every number is a base-64url varint (five bits a character,
 * the sixth says "more follows"). A typical 144-tile layout takes 60-150
 * characters; any layout of at most MAX_TILES tiles fits MAX_SHAPE_CODE_CHARS.
 *
 * Text: version (0), layer count; per layer 1 when it repeats the layer below
 * tile for tile, else 0 and its row count; per row the step down from the row
 * before (or its y), the run count; per run the gap from the end of the run
 * before (or its x) and the run's length.
 */
import { MAX_X, MAX_Y, MAX_Z, type Slot } from '../layout.ts';
import { MAX_TILES } from '../tileSets.ts';
import { err, type Result } from '../result.ts';
import { canonicalShape, validateShape } from './shape.ts';
import type { ShapeProblem } from './types.ts';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VERSION = 0;
/** Longer text is refused unread: MAX_TILES tiles can never need it. */
export const MAX_SHAPE_CODE_CHARS = 2000;

function pushNumber(out: string[], n: number): void {
  do {
    const low = n & 31;
    n = Math.floor(n / 32);
    out.push(DIGITS[low | (n > 0 ? 32 : 0)]);
  } while (n > 0);
}

/** The canonical shape as text (any slot order or offset gives the same text). */
export function encodeShape(slots: readonly Slot[]): string {
  const shape = canonicalShape(slots);
  const out: string[] = [];
  pushNumber(out, VERSION);
  const depth = shape.length === 0 ? 0 : shape[shape.length - 1].z + 1;
  pushNumber(out, depth);
  let below = '';
  for (let z = 0; z < depth; z++) {
    const layer = shape.filter((s) => s.z === z);
    const key = layer.map((s) => `${s.x},${s.y}`).join(' ');
    const repeats = z > 0 && layer.length > 0 && key === below;
    below = key;
    pushNumber(out, repeats ? 1 : 0);
    if (repeats) continue;
    const rows = [...new Set(layer.map((s) => s.y))];
    pushNumber(out, rows.length);
    let lastY = 0;
    for (const y of rows) {
      pushNumber(out, y - lastY);
      lastY = y;
      const xs = layer.filter((s) => s.y === y).map((s) => s.x);
      const runs: [number, number][] = [];
      for (const x of xs) {
        const run = runs[runs.length - 1];
        if (run && x === run[0] + 2 * run[1]) run[1]++;
        else runs.push([x, 1]);
      }
      pushNumber(out, runs.length);
      let end = 0;
      for (const [x, count] of runs) {
        pushNumber(out, x - end);
        pushNumber(out, count);
        end = x + 2 * count;
      }
    }
  }
  return out.join('');
}

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}
  /** The next number, or -1 when the text ends or the number is out of `max`. */
  next(max: number): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= this.text.length) return -1;
      const d = DIGITS.indexOf(this.text[this.at++]);
      if (d < 0) return -1;
      n += (d & 31) * scale;
      if (n > max) return -1;
      if ((d & 32) === 0) return n;
      scale *= 32;
    }
  }
  get done(): boolean {
    return this.at === this.text.length;
  }
}

/** The shape a text encodes, validated as a board (see validateShape); any damaged or hostile text is refused. */
export function decodeShape(text: unknown): Result<Slot[], ShapeProblem> {
  const bad = err<ShapeProblem>({ reason: 'format', detail: {} });
  if (typeof text !== 'string' || text.length > MAX_SHAPE_CODE_CHARS) return bad;
  const r = new Reader(text);
  if (r.next(0) !== VERSION) return bad;
  const depth = r.next(MAX_Z + 1);
  if (depth < 1) return bad;
  const slots: Slot[] = [];
  let below: Slot[] = [];
  for (let z = 0; z < depth; z++) {
    const repeats = r.next(1);
    if (repeats < 0 || (repeats === 1 && below.length === 0)) return bad;
    const from = slots.length;
    if (repeats === 1) {
      if (slots.length + below.length > MAX_TILES) return bad;
      slots.push(...below.map((s) => ({ ...s, z })));
      below = slots.slice(from);
      continue;
    }
    const rows = r.next(MAX_Y + 1);
    if (rows < 0) return bad;
    let y = 0;
    for (let i = 0; i < rows; i++) {
      const step = r.next(MAX_Y);
      const runs = r.next(MAX_TILES);
      if (step < 0 || runs < 0 || (i > 0 && step === 0)) return bad;
      y += step;
      let x = 0;
      for (let k = 0; k < runs; k++) {
        const gap = r.next(MAX_X);
        const count = r.next(MAX_TILES);
        if (gap < 0 || count < 1 || (k > 0 && gap === 0)) return bad;
        x += gap;
        for (let c = 0; c < count; c++, x += 2) {
          if (slots.length > MAX_TILES || x > MAX_X || y > MAX_Y) return bad;
          slots.push({ x, y, z });
        }
      }
    }
    below = slots.slice(from);
  }
  if (!r.done) return bad;
  return validateShape(slots);
}
