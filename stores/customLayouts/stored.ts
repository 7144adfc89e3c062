/**
 * The player's own layouts in storage. Each layout is one small item in storage.sync
 * (`layout:<id>`: its shape as core/layoutFiles' compact text, about 60-150 characters, with name,
 * author and the time it last changed), so layouts follow the player within sync's quotas, and the
 * whole set is in storage.local (`layouts`), which keeps what sync has no room for.
 * A deleted layout leaves a small tombstone, so that another machine's copy does not bring it back.
 * Copies meet by id: the later change wins (a deletion at the same time wins).
 */
import { customLayout, type CustomLayout } from '@/core/customLayout';
import { decodeShape, shapeId } from '@/core/layoutFiles';
import type { Backend } from '../storage/area';
import { settleRead, type Judgement, type ReadActions } from '../storage/readPolicy';
import { isRecord, isTime, readVersioned, SCHEMA_VERSION } from '../storage/schema';

/** sync: one item per layout. */
export const LAYOUT_PREFIX = 'layout:';
/** local: every layout of this profile, synced or not. */
export const LOCAL_LAYOUTS = 'layouts';
const ID = /^C[A-Z2-7]{10}$/;
const SHAPE_MAX = 2000;
const TEXT_MAX = 60;

/** One layout as stored; `s` (the shape) is absent from a deletion's tombstone. */
export interface LayoutEntry {
  s?: string;
  n: string;
  a?: string;
  /** When it was added, renamed or deleted. */
  t: number;
  d?: 1;
}

export type Entries = ReadonlyMap<string, LayoutEntry>;

/** A stored entry, checked (its shape decoded and its id that shape's); a string says why it is refused. */
export function parseEntry(id: string, raw: unknown): LayoutEntry | string {
  if (!ID.test(id)) return 'id';
  if (!isRecord(raw)) return 'not an object';
  const { s, n, a, t, d } = raw;
  if (!isTime(t)) return 't';
  if (typeof n !== 'string' || n.length > TEXT_MAX * 4) return 'n';
  if (a !== undefined && (typeof a !== 'string' || a.length > TEXT_MAX * 4)) return 'a';
  if (d !== undefined && d !== 1) return 'd';
  if (d === 1) return { n: '', t, d: 1 };
  if (typeof s !== 'string' || s.length > SHAPE_MAX) return 's';
  const slots = decodeShape(s);
  if (!slots.ok) return `shape: ${slots.error.reason}`;
  if (shapeId(slots.value) !== id) return 'shape is not its id';
  return { s, n, ...(a ? { a } : {}), t };
}

/** The layout of a live entry, or null for a tombstone (entries are parsed before they come here). */
export function layoutOf(id: string, entry: LayoutEntry): CustomLayout | null {
  if (entry.d || entry.s === undefined) return null;
  const slots = decodeShape(entry.s);
  return slots.ok ? customLayout(id, slots.value, entry.n, entry.a) : null;
}

/** The later change wins; at the same time a deletion, then the larger text (the same on every machine). */
export function newer(a: LayoutEntry, b: LayoutEntry): LayoutEntry {
  if (a.t !== b.t) return a.t > b.t ? a : b;
  if (!!a.d !== !!b.d) return a.d ? a : b;
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
}

export function mergeEntries(...copies: Entries[]): Map<string, LayoutEntry> {
  const out = new Map<string, LayoutEntry>();
  for (const copy of copies) {
    for (const [id, entry] of copy) {
      const had = out.get(id);
      out.set(id, had ? newer(had, entry) : entry);
    }
  }
  return out;
}

/** The live layouts, oldest first (the order they were added or last changed). */
export function layoutsOf(entries: Entries): CustomLayout[] {
  return [...entries]
    .filter(([, e]) => !e.d)
    .sort(([i, a], [j, b]) => a.t - b.t || (i < j ? -1 : 1))
    .map(([id, e]) => layoutOf(id, e))
    .filter((l): l is CustomLayout => l !== null);
}

export const makeLocalLayouts = (entries: Entries) => ({ v: SCHEMA_VERSION, items: Object.fromEntries(entries) });
export const makeSyncEntry = (entry: LayoutEntry) => ({ v: SCHEMA_VERSION, ...entry });

/** storage.local's set: the entries that read; the damaged ones are reported, so the whole value is kept aside. */
export function judgeLocal(raw: unknown): Judgement<Map<string, LayoutEntry>> {
  const bad: string[] = [];
  const reading = readVersioned(raw, (data) => {
    if (!isRecord(data.items)) return 'items';
    const out = new Map<string, LayoutEntry>();
    for (const [id, value] of Object.entries(data.items)) {
      const entry = parseEntry(id, value);
      if (typeof entry === 'string') bad.push(`${id.slice(0, 16)}: ${entry}`);
      else out.set(id, entry);
    }
    return out;
  });
  if (reading.kind !== 'ok') return reading.kind === 'newer' ? { kind: 'newer' } : reading;
  return bad.length ? { kind: 'bad', reason: bad.slice(0, 5).join('; '), fallback: reading.value } : { kind: 'ok', value: reading.value };
}

export function judgeSyncItem(key: string, raw: unknown): Judgement<LayoutEntry> {
  const reading = readVersioned(raw, (data) => parseEntry(key.slice(LAYOUT_PREFIX.length), data));
  return reading.kind === 'newer' ? { kind: 'newer' } : reading;
}

/** What reading needs of a page's services (not the services module itself, which loads this one). */
export interface StorageHost {
  backend: Backend;
  clock: { now(): number };
}

export interface StoredLayouts {
  /** What both areas hold, merged. */
  entries: Map<string, LayoutEntry>;
  /** storage.local's own set as read (to tell what it lacks). */
  local: Map<string, LayoutEntry>;
  /** storage.sync's items as read. */
  sync: Map<string, LayoutEntry>;
  /** Keys this page must not write over (a newer release's, or damage that could not be kept aside). */
  protectedKeys: Set<string>;
  /** Bytes and items storage.sync holds that are not layouts (the game, settings, statistics). */
  syncOthers: { bytes: number; items: number };
}

/** Bytes an item takes in storage.sync, as the browsers count them: key and JSON value. */
export const itemBytes = (key: string, value: unknown): number => key.length + new TextEncoder().encode(JSON.stringify(value)).length;

/** Reads both areas through the read policy (damage kept aside, newer data left alone). */
export async function readStored(services: StorageHost, actions: Omit<ReadActions, 'quarantine' | 'protect'>): Promise<StoredLayouts> {
  const protectedKeys = new Set<string>();
  const policy: ReadActions = { ...actions, quarantine: services.backend.local, protect: (p) => protectedKeys.add(`${p.area}:${p.key}`) };
  const [localItems, syncItems] = await Promise.all([services.backend.local.get([LOCAL_LAYOUTS]), services.backend.sync.get(null)]);
  const local = (await settleRead(localItems[LOCAL_LAYOUTS], judgeLocal(localItems[LOCAL_LAYOUTS]), { area: 'local', key: LOCAL_LAYOUTS }, policy)) ?? new Map();
  const sync = new Map<string, LayoutEntry>();
  const syncOthers = { bytes: 0, items: 0 };
  for (const [key, raw] of Object.entries(syncItems)) {
    if (!key.startsWith(LAYOUT_PREFIX)) {
      syncOthers.bytes += itemBytes(key, raw);
      syncOthers.items += 1;
      continue;
    }
    const entry = await settleRead(raw, judgeSyncItem(key, raw), { area: 'sync', key }, policy);
    if (entry) sync.set(key.slice(LAYOUT_PREFIX.length), entry);
  }
  return { entries: mergeEntries(local, sync), local, sync, protectedKeys, syncOthers };
}

/**
 * What the registry loads: the layouts both areas hold that read, nothing written. What is damaged or
 * newer is left where it is until the layouts store reads through the read policy (`readStored`), which
 * keeps it aside or leaves it alone and says so.
 */
export async function readLayouts(services: StorageHost): Promise<CustomLayout[]> {
  const [localItems, syncItems] = await Promise.all([services.backend.local.get([LOCAL_LAYOUTS]), services.backend.sync.get(null)]);
  const local = judgeLocal(localItems[LOCAL_LAYOUTS]);
  const usable = <T>(j: Judgement<T>): T | undefined => (j.kind === 'ok' ? j.value : j.kind === 'missing' ? undefined : j.fallback);
  const sync = new Map<string, LayoutEntry>();
  for (const [key, raw] of Object.entries(syncItems)) {
    const entry = key.startsWith(LAYOUT_PREFIX) ? usable(judgeSyncItem(key, raw)) : undefined;
    if (entry) sync.set(key.slice(LAYOUT_PREFIX.length), entry);
  }
  return layoutsOf(mergeEntries(usable(local) ?? new Map(), sync));
}
