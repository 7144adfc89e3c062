/** The current game's deal as kept in storage.local, and read back. */
import { canonicalCode } from '@/core/code';
import { gameFromDeal, replayFrom, type Game } from '@/core/game';
import type { LayoutLookup } from '@/core/customLayout';
import { layoutById } from '@/core/layouts';
import { FACES, TILE_SET, type Face } from '@/core/tiles';

/**
 * The current game's deal, kept in storage.local so that a new page shows the
 * board without dealing again (dealing builds a winnable board, and a shuffle that is hard
 * to decide takes long).
 * Faces are one character each (their index in FACES), plan slots two base-36 digits.
 */
const FACE_CHARS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Version 2 carries a fingerprint of code, faces and plan: checking that the faces
 * are the code's deal would mean dealing again, the very cost this saves, so a
 * damaged or mixed-up value is told by its fingerprint instead. Version 1 deals
 * were made before dealing settled undecided shuffles by a larger budget: dealt again.
 */
export interface StoredDeal {
  v: 2;
  code: string;
  faces: string;
  plan: string;
  sum: string;
}

function fingerprint(code: string, faces: string, plan: string): string {
  let h = 2166136261;
  const text = `${code}:${faces}:${plan}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

export function makeStoredDeal(game: Game): StoredDeal {
  const faces = game.faces.map((f) => FACE_CHARS[FACES.indexOf(f)]).join('');
  const plan = game.plan.map(([a, b]) => a.toString(36).padStart(2, '0') + b.toString(36).padStart(2, '0')).join('');
  return { v: 2, code: game.code, faces, plan, sum: fingerprint(game.code, faces, plan) };
}

/**
 * Reads a stored deal back: its start, when its tiles are the tile set's (all of them for 144 slots, some for
 * fewer, a second set's at most beside them for more) with a plan
 * that wins it, for its canonical code; null for anything else.
 */
export function parseStoredDeal(raw: unknown, lookup: LayoutLookup = layoutById): Game | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { v, code, faces, plan, sum } = raw as Record<string, unknown>;
  if (v !== 2 || typeof code !== 'string' || typeof faces !== 'string' || typeof plan !== 'string') return null;
  if (sum !== fingerprint(code, faces, plan)) return null;
  if (canonicalCode(code) !== code) return null;
  const layout = lookup(code.split('-')[1]);
  const n = layout?.slots.length ?? 0;
  if (!layout || faces.length !== n || plan.length !== n * 2) return null;
  // What is left of the set (of two sets past 144) as each face is read: none may run out. For 144 slots
  // that is exactly the set; for fewer, some of it, as core/tileSets deals (not loaded here).
  const left = new Map<Face, number>();
  for (const face of TILE_SET) left.set(face, (left.get(face) ?? 0) + (n > 144 ? 2 : 1));
  const decoded: Face[] = [];
  for (const ch of faces) {
    const face = FACES[FACE_CHARS.indexOf(ch)];
    const count = left.get(face) ?? 0;
    if (count < 1) return null;
    left.set(face, count - 1);
    decoded.push(face);
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < plan.length; i += 4) {
    const a = parseInt(plan.slice(i, i + 2), 36);
    const b = parseInt(plan.slice(i + 2, i + 4), 36);
    if (!(a >= 0 && a < n && b >= 0 && b < n)) return null;
    pairs.push([a, b]);
  }
  const start = gameFromDeal(code, layout, decoded, pairs);
  return replayFrom(start, pairs).ok ? start : null; // the plan must win the deal
}
