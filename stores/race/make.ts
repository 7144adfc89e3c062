/**
 * A challenge made of the game this page just won: its deal, time, hints and line with the time of
 * each pair (stores/race/lineTimes.ts), and the name the player signs with (kept for next time).
 */
import { encodeChallenge, cleanName } from '../../core/challenge/index.ts';
import { encodeShape } from '../../core/layoutFiles/index.ts';
import type { Pair } from '../../core/position.ts';
import type { Services } from '../services/index.ts';
import { KEYS } from '../storage/keys.ts';
import { parseSavedGame } from '../storage/savedGame.ts';
import { isRecord } from '../storage/schema.ts';
import { LINE_TIMES_KEY, readLineTimes, timesOfLine } from './lineTimes.ts';

/** storage.local: the name the player last signed a challenge with. */
export const NAME_KEY = 'raceName';

export interface WonGame {
  id: string;
  code: string;
  moves: readonly Pair[];
  ms: number;
  hints: number;
}

/** The name the player signed with last, or ''. */
export async function signedName(services: Services): Promise<string> {
  const found = await services.backend.local.get([NAME_KEY]).catch(() => ({}) as Record<string, unknown>);
  const name = found[NAME_KEY];
  return typeof name === 'string' ? cleanName(name) : '';
}

export function keepName(services: Services, name: string): void {
  void services.backend.local.set({ [NAME_KEY]: cleanName(name) }).catch(() => {});
}

/** The won game stored on this machine (the page's own game item), when it is the one named. */
export async function storedWin(services: Services, id?: string): Promise<Omit<WonGame, 'ms' | 'hints'> | null> {
  const found = (await services.backend.local.get([KEYS.game]).catch(() => ({}) as Record<string, unknown>))[KEYS.game];
  const g = isRecord(found) ? parseSavedGame(found) : null;
  if (!g || typeof g === 'string' || !g.won || (id !== undefined && g.id !== id)) return null;
  return { id: g.id, code: g.code, moves: g.moves };
}

/** The challenge code of `won` (its pairs' times `known`, else those kept for it), or null when its line cannot be carried (it does not replay to a win). */
export async function challengeCode(services: Services, won: WonGame, name: string, known?: readonly number[]): Promise<string | null> {
  const dealt = await services.dealing.deal(won.code);
  if (!dealt.ok) return null;
  let times = known;
  if (!times) {
    const stored = readLineTimes((await services.backend.local.get([LINE_TIMES_KEY]).catch(() => ({}) as Record<string, unknown>))[LINE_TIMES_KEY]);
    times = timesOfLine(stored, won.id, won.moves.length, won.ms);
  }
  const layout = dealt.value.layout;
  const shape = 'custom' in layout && layout.custom ? encodeShape(layout.slots) : undefined;
  const code = encodeChallenge({ code: won.code, shape, ms: won.ms, hints: won.hints, name, line: won.moves, times }, dealt.value.start);
  return code.ok ? code.value : null;
}
