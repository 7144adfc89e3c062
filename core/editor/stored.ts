/**
 * A draft's stored form (the editor keeps unsaved work in storage.local): `{ v, w, h, d, t, n? }`,
 * `t` every tile's x, y and z in a row. The parser checks everything and refuses damaged or foreign
 * data with null: never throws, never gives a draft that breaks the model's rules.
 */
import { cleanText, NAME_MAX } from '../customLayout.ts';
import { draftOf, fits, MAX_HEIGHT, MAX_LAYERS, MAX_WIDTH, type Draft } from './draft.ts';

export const DRAFT_VERSION = 1;

export interface StoredDraft {
  v: number;
  w: number;
  h: number;
  d: number;
  t: number[];
  n?: string;
}

/** What the editor keeps: the draft and the name typed so far. */
export interface KeptDraft {
  draft: Draft;
  name: string;
}

export function makeStoredDraft(draft: Draft, name = ''): StoredDraft {
  const clean = cleanText(name, NAME_MAX);
  return { v: DRAFT_VERSION, w: draft.width, h: draft.height, d: draft.depth, t: draft.tiles.flatMap((s) => [s.x, s.y, s.z]), ...(clean ? { n: clean } : {}) };
}

const isSize = (v: unknown, max: number, min: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The stored draft, or null when it is not one (damaged, foreign, or from a newer release: see `storedDraftVersion`). */
export function parseStoredDraft(raw: unknown): KeptDraft | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { v, w, h, d, t, n } = raw as Record<string, unknown>;
  if (v !== DRAFT_VERSION) return null;
  if (!isSize(w, MAX_WIDTH, 2) || !isSize(h, MAX_HEIGHT, 2) || !isSize(d, MAX_LAYERS, 1)) return null;
  if (!Array.isArray(t) || t.length % 3 !== 0 || t.length / 3 > (w * h * d) / 4) return null;
  if (n !== undefined && (typeof n !== 'string' || n.length > NAME_MAX * 4)) return null;
  const grid = draftOf(w, h, d, []);
  const taken = new Set<number>();
  const at = (x: number, y: number, z: number): number => (z * 128 + y) * 128 + x;
  const tiles = [];
  for (let i = 0; i < t.length; i += 3) {
    const s = { x: t[i] as number, y: t[i + 1] as number, z: t[i + 2] as number };
    if (!fits(grid, s)) return null;
    // An overlap makes a draft the model could never have made: refused, not repaired.
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (taken.has(at(s.x + dx, s.y + dy, s.z))) return null;
    taken.add(at(s.x, s.y, s.z));
    tiles.push(s);
  }
  const draft = draftOf(w, h, d, tiles);
  return { draft, name: cleanText(n, NAME_MAX) };
}

/** The version a stored draft says it is (0 when it says none), so a newer one can be left alone. */
export function storedDraftVersion(raw: unknown): number {
  const v = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).v : undefined;
  return typeof v === 'number' && Number.isInteger(v) ? v : 0;
}
