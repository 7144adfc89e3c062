/**
 * The lines of this machine's wins, kept so that any ranked win on the leaderboard can be made a
 * challenge later (a finished game's record keeps its time, not its moves). storage.local, the
 * newest LINES_KEPT (ten for each built-in layout); found again by the win's code and time.
 */
import { watch } from 'vue';
import type { Pair } from '../../core/position.ts';
import type { Services } from '../services/index.ts';
import { LINE_TIMES_KEY, readLineTimes, timesOfLine } from './lineTimes.ts';
import { storedWin } from './make.ts';

export const LINES_KEY = 'raceLines';
export const LINES_KEPT = 240;

export interface WonLine {
  code: string;
  /** The time played, as the win's record has it. */
  ms: number;
  hints: number;
  moves: Pair[];
  times: number[];
}

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.length <= 200 && v.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0);

function readLine(value: unknown): WonLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const l = value as Record<string, unknown>;
  if (typeof l.code !== 'string' || l.code.length > 32 || typeof l.ms !== 'number' || typeof l.hints !== 'number') return null;
  if (!Array.isArray(l.moves) || !l.moves.every((m) => isNumbers(m) && m.length === 2) || !isNumbers(l.times) || l.times.length !== l.moves.length) return null;
  return { code: l.code, ms: l.ms, hints: l.hints, moves: l.moves as Pair[], times: l.times };
}

/** The lines kept, those that read. */
export function readLines(value: unknown): WonLine[] {
  return Array.isArray(value) ? value.map(readLine).filter((l): l is WonLine => l !== null) : [];
}

/** The same win: its code, and its time to the second (the leaderboard shows whole seconds). */
export const sameWin = (line: Pick<WonLine, 'code' | 'ms'>, code: string, ms: number): boolean =>
  line.code === code && Math.floor(line.ms / 1000) === Math.floor(ms / 1000);

export async function linesKept(services: Services): Promise<WonLine[]> {
  const found = await services.backend.local.get([LINES_KEY]).catch(() => ({}) as Record<string, unknown>);
  return readLines(found[LINES_KEY]);
}

/** What the recorder reads of the game shown (the game store). */
export interface WinsHere {
  readonly wonHere: boolean;
  readonly status: string;
  readonly hintsUsed: number;
  readonly assisted: boolean;
  elapsedMs(): number;
}

/** Keeps the line of each game won on this page without help (a ranked win). Returns the function that stops. */
export function recordWonLines(services: Services, game: WinsHere): () => void {
  const local = services.backend.local;
  return watch(
    () => game.wonHere && game.status === 'won',
    async (won) => {
      if (!won || game.assisted) return;
      const ms = game.elapsedMs();
      const hints = game.hintsUsed;
      const stored = await storedWin(services);
      if (!stored) return;
      const found = await local.get([LINE_TIMES_KEY, LINES_KEY]).catch(() => ({}) as Record<string, unknown>);
      const times = timesOfLine(readLineTimes(found[LINE_TIMES_KEY]), stored.id, stored.moves.length, ms);
      const line: WonLine = { code: stored.code, ms, hints, moves: stored.moves.map(([a, b]): Pair => [a, b]), times };
      const others = readLines(found[LINES_KEY]).filter((l) => !sameWin(l, line.code, ms));
      await local.set({ [LINES_KEY]: [line, ...others].slice(0, LINES_KEPT) }).catch(() => {});
    },
  );
}
