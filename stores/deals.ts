/**
 * Dealing a code is costly (the core builds a winnable deal), and every saved
 * copy of a game is checked by replaying it: keep the last few deals.
 */
import { gameFromDeal, replayFrom, type Game } from '@/core/game';
import { makeCode, parseCode, type CodeError } from '@/core/code';
import type { MoveError } from '@/core/position';
import type { Result } from '@/core/result';
import { LAYOUTS, layoutById } from '@/core/layouts';
import { FACES, TILE_SET, isFace, type Face } from '@/core/tiles';
import type { SolverClient } from './solverClient';

const KEEP = 6;
const starts = new Map<string, Game>();

type Dealer = (code: string) => Result<Game, CodeError>;
let dealer: Dealer | null = null;
let dealerLoading: Promise<void> | null = null;

/** The dealer (core/deal and the solver) stays out of a page's first load: a stored game's deal is kept in storage. */
export function loadDealer(): Promise<void> {
  dealerLoading ??= import('./dealer').then((m) => {
    dealer = m.dealGame;
  });
  return dealerLoading;
}

/** For code that already bundles the solver (the worker). */
export function installDealer(deal: Dealer): void {
  dealer = deal;
}

export const dealerLoaded = (): boolean => dealer !== null;

/** True when dealing this code needs no dealer: it is known, or it is not a valid code at all. */
export function canDealNow(code: string): boolean {
  if (dealer || starts.has(code.trim().toUpperCase())) return true;
  const parsed = parseCode(code.trim());
  return !parsed.ok || starts.has(makeCode(parsed.value.layoutId, parsed.value.dealNumber));
}

export function dealt(code: string): Result<Game, CodeError> {
  const key = code.trim().toUpperCase();
  const known = starts.get(key);
  if (known) {
    starts.delete(key);
    starts.set(key, known); // most recently used last
    return { ok: true, value: known };
  }
  if (!dealer) {
    const parsed = parseCode(code.trim());
    if (!parsed.ok) return parsed;
    const known = starts.get(makeCode(parsed.value.layoutId, parsed.value.dealNumber));
    if (known) return { ok: true, value: known };
    throw new Error(`no dealer loaded to deal ${code}`); // callers wait for loadDealer() first
  }
  const made = dealer(code);
  if (!made.ok) return made;
  starts.set(key, made.value);
  starts.set(made.value.code, made.value);
  while (starts.size > KEEP) starts.delete(starts.keys().next().value as string);
  return made;
}

/** Known without dealing: cached, or restored from storage. */
export function knownDeal(code: string): Game | null {
  const parsed = parseCode(code.trim());
  return parsed.ok ? (starts.get(makeCode(parsed.value.layoutId, parsed.value.dealNumber)) ?? null) : null;
}

/**
 * Deals a code without holding up the page: from the cache, else in the solver
 * worker (dealing may take seconds when a shuffle is hard to decide), else, where
 * there is no worker, in this thread once the dealer has loaded.
 */
export async function dealOffThread(code: string, solver: Pick<SolverClient, 'deal'>): Promise<Result<Game, CodeError>> {
  const parsed = parseCode(code.trim());
  if (!parsed.ok) return parsed;
  const canonical = makeCode(parsed.value.layoutId, parsed.value.dealNumber);
  const known = starts.get(canonical);
  if (known) return { ok: true, value: known };
  const layout = layoutById(parsed.value.layoutId);
  if (solver.deal && layout) {
    const answer = await solver.deal(canonical).catch(() => null); // a failing worker: dealt here instead
    const deal = answer?.deal;
    if (deal && deal.faces.length === layout.slots.length && deal.faces.every(isFace)) {
      const game = gameFromDeal(canonical, layout, deal.faces, deal.plan);
      starts.set(canonical, game);
      while (starts.size > KEEP) starts.delete(starts.keys().next().value as string);
      return { ok: true, value: game };
    }
  }
  await loadDealer();
  return dealt(canonical);
}

export function replayGame(code: string, moves: readonly [number, number][]): Result<Game, CodeError | MoveError> {
  const start = dealt(code);
  return start.ok ? replayFrom(start.value, moves) : start;
}

/** What the store holds before storage is read: no deal, never shown (ready is false). */
export function placeholderGame(): Game {
  return gameFromDeal('', LAYOUTS[0], TILE_SET, []);
}

/**
 * The current game's deal, kept in storage.local so that a new page shows the
 * board without dealing again (a deal takes ~20 ms, sometimes far more).
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

export function storedDeal(game: Game): StoredDeal {
  const faces = game.faces.map((f) => FACE_CHARS[FACES.indexOf(f)]).join('');
  const plan = game.plan.map(([a, b]) => a.toString(36).padStart(2, '0') + b.toString(36).padStart(2, '0')).join('');
  return { v: 2, code: game.code, faces, plan, sum: fingerprint(game.code, faces, plan) };
}

/** Checks a stored deal (a permutation of the tile set, a plan that removes matching pairs of every slot once) and caches it. */
export function restoreDeal(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const { v, code, faces, plan, sum } = raw as Record<string, unknown>;
  if (v !== 2 || typeof code !== 'string' || typeof faces !== 'string' || typeof plan !== 'string') return false;
  if (sum !== fingerprint(code, faces, plan)) return false;
  const parsed = parseCode(code);
  if (!parsed.ok || makeCode(parsed.value.layoutId, parsed.value.dealNumber) !== code) return false;
  const layout = layoutById(parsed.value.layoutId);
  const n = layout?.slots.length ?? 0;
  if (!layout || faces.length !== n || plan.length !== n * 2) return false;
  const decoded: Face[] = [];
  const counts = new Map<Face, number>();
  for (const ch of faces) {
    const face = FACES[FACE_CHARS.indexOf(ch)];
    if (!face) return false;
    decoded.push(face);
    counts.set(face, (counts.get(face) ?? 0) + 1);
  }
  for (const face of TILE_SET) counts.set(face, (counts.get(face) ?? 0) - 1);
  if ([...counts.values()].some((c) => c !== 0)) return false;
  const pairs: [number, number][] = [];
  for (let i = 0; i < plan.length; i += 4) {
    const a = parseInt(plan.slice(i, i + 2), 36);
    const b = parseInt(plan.slice(i + 2, i + 4), 36);
    if (!(a >= 0 && a < n && b >= 0 && b < n)) return false;
    pairs.push([a, b]);
  }
  const start = gameFromDeal(code, layout, decoded, pairs);
  if (!replayFrom(start, pairs).ok) return false; // the plan must win the deal
  starts.set(code, start);
  while (starts.size > KEEP) starts.delete(starts.keys().next().value as string);
  return true;
}
