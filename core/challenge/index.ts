/**
 * Challenges: a won game as one line of text a friend can paste into the game to race it.
 *
 *   MJC1-L00-AAAAABL-<payload>          a built-in layout's deal
 *   MJC1-C…-AAAAABL-<payload>.<shape>   a player's own layout, its shape as the share link writes it
 *
 * The payload is base-32 (any case) over these bits: the finishing time (tenths of a second), the
 * hints, the name the player chose (UTF-8, at most NAME_BYTES); a check of all that with the code;
 * a check of the line; then the line: each pair as its index among the pairs that can be played at
 * that point (core/position.ts `playablePairs`, ascending), in as few bits as that many choices
 * need, and the time of each pair after the one before, in tenths, less the least a person takes.
 *
 * Two checks, so that damage costs only what it touches: a code whose first part is damaged is
 * refused; one whose line alone is damaged (or does not replay) still deals the game, without the
 * ghost. A line is read only against its deal (`ghostOf`), never trusted before it replays to a win.
 */
import { parseCode, type CodeError } from '../code.ts';
import { customLayoutId } from '../customLayout.ts';
import { decodeShape, shapeId, validateShape } from '../layoutFiles/index.ts';
import { isWon, playablePairs, removePair, type Pair, type Position } from '../position.ts';
import { err, ok, type Result } from '../result.ts';
import { BitReader, BitWriter, Damaged, bitsToText, checksum, textToBits } from './bits.ts';

const VERSION = 'MJC1';
/** A challenge's code anywhere in a text (a chat message around it is fine). */
const FOUND = /\bMJC\d+-[A-Z0-9]{3,20}-[A-Z2-7]{7}-[A-Z2-7]+(?:\.[A-Za-z0-9_-]+)?/i;
/** Tenths of a second: the ghost's clock moves in them. */
const TICK_MS = 100;
/** The least time between two pairs (four taps' worth of two): anything faster is not a person. */
export const MIN_PAIR_TICKS = 2;
/** The most bytes of the name the player chose. */
export const NAME_BYTES = 24;
const CHECK_BITS = 24;
const MAX_HINTS = 9999;
const MAX_TICKS = 100 * 3600 * 10;

export interface Challenge {
  /** The deal, as a canonical game code. */
  code: string;
  /** A player's own layout's shape (core/layoutFiles encodeShape), when the code names one. */
  shape?: string;
  /** The finishing time on the game clock. */
  ms: number;
  hints: number;
  /** The name the player chose to sign with, or ''. */
  name: string;
  /** The winning line, every pair from the deal to the empty board. */
  line: readonly Pair[];
  /** The game clock when each pair of the line was taken, ascending. */
  times: readonly number[];
}

/** What the code's first part says: enough to deal the game and say whom it races. */
export interface ChallengeHeader {
  code: string;
  shape?: string;
  ms: number;
  hints: number;
  name: string;
  /** The line's bits, read against the deal by `ghostOf`; null when its check failed. */
  line: number[] | null;
}

export type ChallengeError = { kind: 'none' | 'version' | 'damaged' | 'code'; detail?: CodeError };
export type GhostError = { kind: 'damaged' | 'replay' | 'times' };

/** A player's name made safe to carry: one line, no control or direction characters, at most NAME_BYTES. */
export function cleanName(name: string): string {
  let out = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ').replace(/\s+/g, ' ').trim();
  const bytes = new TextEncoder();
  while (bytes.encode(out).length > NAME_BYTES) out = [...out].slice(0, -1).join('').trimEnd();
  return out;
}

const ticks = (ms: number) => Math.round(ms / TICK_MS);
const bitsFor = (choices: number) => (choices <= 1 ? 0 : Math.ceil(Math.log2(choices)));
const keyOf = (code: string, shape?: string) => (shape ? `${code}.${shape}` : code);

/** The challenge's text, or why the line cannot be carried (it does not replay from `start` to a win). */
export function encodeChallenge(c: Challenge, start: Position): Result<string, GhostError> {
  if (c.line.length !== c.times.length) return err({ kind: 'times' });
  const line = new BitWriter();
  let p = start;
  for (const [a, b] of c.line) {
    const options = playablePairs(p);
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const index = options.findIndex(([x, y]) => x === lo && y === hi);
    if (index < 0) return err({ kind: 'replay' });
    line.fixed(index, bitsFor(options.length));
    const next = removePair(p, lo, hi);
    if (!next.ok) return err({ kind: 'replay' });
    p = next.value;
  }
  if (!isWon(p)) return err({ kind: 'replay' });
  // Each time in tenths, at least the least step after the one before (rounding never makes a person faster).
  let last = 0;
  let before = 0;
  for (const t of c.times) {
    if (!(t >= before) || !Number.isFinite(t)) return err({ kind: 'times' });
    before = t;
    const at = Math.max(ticks(t), last + MIN_PAIR_TICKS);
    line.count(at - last - MIN_PAIR_TICKS, 3);
    last = at;
  }
  const header = new BitWriter();
  header.count(Math.max(ticks(c.ms), last), 6);
  header.count(Math.min(Math.max(0, Math.floor(c.hints)), MAX_HINTS), 0);
  const name = new TextEncoder().encode(cleanName(c.name));
  header.fixed(name.length, 5);
  for (const byte of name) header.fixed(byte, 8);
  const key = keyOf(c.code, c.shape);
  // The line is checked as the text carries it: with the zero bits that fill its last character.
  line.fixed(0, (5 - ((header.bits.length + 2 * CHECK_BITS + line.bits.length) % 5)) % 5);
  const all = new BitWriter();
  all.append(header);
  all.fixed(checksum(key, header.bits, CHECK_BITS), CHECK_BITS);
  all.fixed(checksum(key, line.bits, CHECK_BITS), CHECK_BITS);
  all.append(line);
  return ok(`${VERSION}-${c.code.slice(4)}-${bitsToText(all.bits)}${c.shape ? `.${c.shape}` : ''}`);
}

/** The challenge code in `text`, if there is one. */
export function findChallenge(text: string): string | null {
  const found = FOUND.exec(text);
  return found ? found[0] : null;
}

/** Reads the challenge in `text` (its code may have words around it), up to its line. */
export function readChallenge(text: string): Result<ChallengeHeader, ChallengeError> {
  const found = findChallenge(text);
  if (!found) return err({ kind: 'none' });
  const [main, shape] = found.split('.');
  const parts = main.toUpperCase().split('-');
  if (parts[0] !== VERSION) return err({ kind: 'version' });
  const code = `MJ1-${parts[1]}-${parts[2]}`;
  const parsed = parseCode(code);
  if (!parsed.ok) return err({ kind: 'code', detail: parsed.error });
  const custom = parsed.value.layoutId.startsWith('C');
  if (custom !== (shape !== undefined)) return err({ kind: 'damaged' });
  if (shape !== undefined) {
    const slots = decodeShape(shape);
    const valid = slots.ok ? validateShape(slots.value) : null;
    if (!valid?.ok || customLayoutId(shapeId(valid.value)) !== parsed.value.layoutId) return err({ kind: 'damaged' });
  }
  const bits = textToBits(parts[3]);
  if (!bits) return err({ kind: 'damaged' });
  const key = keyOf(code, shape);
  try {
    const r = new BitReader(bits);
    const header = new BitWriter();
    const ms = r.count(6);
    const hints = r.count(0);
    const length = r.fixed(5);
    header.count(ms, 6);
    header.count(hints, 0);
    header.fixed(length, 5);
    const bytes: number[] = [];
    for (let i = 0; i < length; i++) bytes.push(r.fixed(8));
    for (const byte of bytes) header.fixed(byte, 8);
    if (r.fixed(CHECK_BITS) !== checksum(key, header.bits, CHECK_BITS)) return err({ kind: 'damaged' });
    if (ms > MAX_TICKS || hints > MAX_HINTS || length > NAME_BYTES) return err({ kind: 'damaged' });
    const name = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    if (name !== cleanName(name)) return err({ kind: 'damaged' });
    const lineCheck = r.fixed(CHECK_BITS);
    const line = r.rest();
    const sound = checksum(key, line, CHECK_BITS) === lineCheck;
    return ok({ code, ...(shape ? { shape } : {}), ms: ms * TICK_MS, hints, name, line: sound ? line : null });
  } catch (e) {
    if (e instanceof Damaged || e instanceof TypeError) return err({ kind: 'damaged' });
    throw e;
  }
}

/** The rival's line and times from `header`, played from `start` (the deal): refused unless it wins. */
export function ghostOf(header: ChallengeHeader, start: Position): Result<{ line: Pair[]; times: number[] }, GhostError> {
  if (!header.line) return err({ kind: 'damaged' });
  const r = new BitReader(header.line);
  const line: Pair[] = [];
  const times: number[] = [];
  try {
    let p = start;
    while (!isWon(p)) {
      const options = playablePairs(p);
      if (options.length === 0) return err({ kind: 'replay' });
      const index = r.fixed(bitsFor(options.length));
      if (index >= options.length) return err({ kind: 'replay' });
      const pair = options[index];
      const next = removePair(p, pair[0], pair[1]);
      if (!next.ok) return err({ kind: 'replay' });
      line.push(pair);
      p = next.value;
    }
    let at = 0;
    for (let i = 0; i < line.length; i++) {
      at += r.count(3) + MIN_PAIR_TICKS;
      times.push(at * TICK_MS);
    }
  } catch (e) {
    if (e instanceof Damaged) return err({ kind: 'damaged' });
    throw e;
  }
  // What is left is the zero bits that fill the last character.
  if (r.left > 4 || r.rest().some((bit) => bit !== 0)) return err({ kind: 'damaged' });
  if (times[times.length - 1] > header.ms) return err({ kind: 'times' });
  return ok({ line, times });
}

/** The rival's tiles left at `ms` on the game clock. */
export function ghostTilesLeft(times: readonly number[], tiles: number, ms: number): number {
  let taken = 0;
  while (taken < times.length && times[taken] <= ms) taken++;
  return tiles - 2 * taken;
}
