/**
 * The page's synchronous first-paint copy: what the first frame reads from
 * storage (FIRST_PAINT_KEYS of both areas), kept as one string in the extension
 * origin's localStorage so that a new page can draw the current game without
 * waiting for storage.local. It is only a copy: storage stays the authority,
 * read right after the first frame (app/firstPaintCopy.ts). A copy in another
 * format (an older or newer release), or one whose checksum does not match its
 * content (damaged), is not used: the page then reads storage as it always did.
 */
import { FIRST_PAINT_KEYS } from './keys';
import { isRecord } from './schema';
import type { AreaName } from './area';

/** localStorage key of the copy. */
export const FIRST_PAINT_COPY_KEY = 'mahjong-first-paint';
/** Where each page keeps the frame it showed when last left, drawn from that copy (app/firstFrame.ts): the key, then the page's path. */
export const FIRST_FRAME_KEY = 'mahjong-frame:';
/** The copy's format: a page of another format ignores it (and writes its own once storage is read). */
export const FIRST_PAINT_COPY_FORMAT = 1;

/** Each area's first-paint keys as storage holds them (a key storage lacks is absent here too). */
export type CopyValues = Record<AreaName, Record<string, unknown>>;

/** FNV-1a over the text: enough to tell a damaged copy, cheap on every new tab. */
export function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const pickKeys = (area: AreaName, values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(FIRST_PAINT_KEYS[area].filter((key) => values[key] !== undefined).map((key) => [key, values[key]]));

/**
 * Objects with their keys sorted: the same values make the same copy, whatever order storage or
 * the stores hold their keys in (Chrome's storage hands them back sorted). Only the keys are
 * compared: a value is never turned into a string to sort, which an object from damaged or foreign
 * storage (say, one whose `toString` is a number) would refuse.
 */
const inKeyOrder = (_key: string, value: unknown): unknown => (isRecord(value) ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, value[key]])) : value);

/**
 * The stored form of the copy. Equal values always give the same text: a kept
 * frame (app/firstFrame.ts) is drawn only while the copy is the one it was
 * kept with, and a copy rewritten from storage with the same values must not
 * set it aside.
 */
export function makeFirstPaintCopy(values: CopyValues): string {
  const data = JSON.stringify({ local: pickKeys('local', values.local), sync: pickKeys('sync', values.sync) }, inKeyOrder);
  return JSON.stringify({ v: FIRST_PAINT_COPY_FORMAT, sum: checksum(data), data });
}

/** The copy's values, or why it cannot be used (missing, another format, damaged). */
export function parseFirstPaintCopy(text: string | null): { ok: true; values: CopyValues } | { ok: false; reason: 'missing' | 'format' | 'damaged' } {
  if (text === null) return { ok: false, reason: 'missing' };
  let outer: unknown;
  try {
    outer = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (!isRecord(outer)) return { ok: false, reason: 'damaged' };
  if (outer.v !== FIRST_PAINT_COPY_FORMAT) return { ok: false, reason: 'format' };
  if (typeof outer.data !== 'string' || outer.sum !== checksum(outer.data)) return { ok: false, reason: 'damaged' };
  let data: unknown;
  try {
    data = JSON.parse(outer.data);
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (!isRecord(data) || !isRecord(data.local) || !isRecord(data.sync)) return { ok: false, reason: 'damaged' };
  return { ok: true, values: { local: pickKeys('local', data.local), sync: pickKeys('sync', data.sync) } };
}
