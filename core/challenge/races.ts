/** Races as kept (stores/race): the challenge under way, and the results of those run; what reads them back. */
import { findChallenge } from './index.ts';

/** How many results are kept. */
export const RESULTS_KEPT = 20;

export interface Race {
  /** The challenge's code, as taken (its line is read again from it). */
  text: string;
  /** The deal's game code. */
  code: string;
  /** The rival's name, or '' when they gave none. */
  name: string;
  /** The rival's time and hints. */
  ms: number;
  hints: number;
  /** The game it started, once shown (null until then). */
  gameId: string | null;
}

export interface RaceResult {
  at: number;
  code: string;
  rival: string;
  /** Each one's time as the leaderboard measures it: time plus 30 s a hint. */
  theirMs: number;
  yourMs: number;
  outcome: 'won' | 'lost' | 'tied';
}

const GAME_CODE = /^MJ1-(L\d\d|C[A-Z0-9]{4,19})-[A-Z2-7]{7}$/;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e9;
const isName = (v: unknown): v is string => typeof v === 'string' && v.length <= 40;

/** The stored challenge under way, or null when there is none or it is not one. */
export function readRace(value: unknown): Race | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (typeof r.text !== 'string' || r.text.length > 4000 || findChallenge(r.text) === null) return null;
  if (typeof r.code !== 'string' || !GAME_CODE.test(r.code)) return null;
  if (!isName(r.name) || !isTime(r.ms) || !isTime(r.hints)) return null;
  if (r.gameId !== null && typeof r.gameId !== 'string') return null;
  return { text: r.text, code: r.code, name: r.name, ms: r.ms, hints: r.hints, gameId: r.gameId as string | null };
}

function readResult(value: unknown): RaceResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (!isTime(r.theirMs) || !isTime(r.yourMs) || typeof r.at !== 'number' || !isName(r.rival)) return null;
  if (typeof r.code !== 'string' || !GAME_CODE.test(r.code) || !['won', 'lost', 'tied'].includes(r.outcome as string)) return null;
  return { at: r.at, code: r.code, rival: r.rival, theirMs: r.theirMs, yourMs: r.yourMs, outcome: r.outcome as RaceResult['outcome'] };
}

/** The stored results, those that read (a damaged one is left out, never the others). */
export function readResults(value: unknown): RaceResult[] {
  if (!Array.isArray(value)) return [];
  return value.map(readResult).filter((r): r is RaceResult => r !== null).slice(0, RESULTS_KEPT);
}

/** Every machine's results as one list, newest first, each race once (the same one synced back is not two). */
export function mergeResults(lists: readonly (readonly RaceResult[])[]): RaceResult[] {
  const seen = new Map<string, RaceResult>();
  for (const list of lists) for (const r of list) seen.set(`${r.at}|${r.code}|${r.yourMs}`, r);
  return [...seen.values()].sort((a, b) => b.at - a.at);
}
