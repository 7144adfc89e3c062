/**
 * Counting finished games, so that no win is lost. The stored copy of a won game
 * carries everything its record holds (id, code, time played, hints, when it
 * ended), so the record can be made again from it, the same on every page. A page
 * killed between writing the won game and writing its record leaves the won game
 * in storage: the next page that restores it, or another page that sees it, counts
 * it then; statistics keep a game's id once, so counting twice adds nothing.
 *
 * The record is not written in the same storage write as the won game: it must be
 * merged with the finished games as stored (another tab may have added some),
 * which the progress store reads first and loads apart from the board. Holding
 * the winning move's write for that would leave the win itself unsaved meanwhile.
 * Loaded on demand, like the progress store: only a won game found stored needs it.
 */
import { layoutOfCode } from '@/core/code';
import type { DeviceStats } from '../../../core/records';
import type { SavedGame } from '../../storage/savedGame';
import type { FinishedGame } from './session';

/** What counting needs of the progress store, which loads on first need. */
export interface Progress {
  init(): Promise<void>;
  readonly devices: readonly DeviceStats[];
  record(game: FinishedGame): Promise<void>;
}

/** The record a stored won game stands for: the one its winning move made. Null for a game not won. */
export function finishedFromWon(saved: SavedGame): FinishedGame | null {
  const layoutId = layoutOfCode(saved.code);
  if (!saved.won || layoutId === null) return null;
  return { id: saved.id, code: saved.code, layoutId, at: saved.playedAt, ms: saved.elapsedMs, hints: saved.hintsUsed, won: true };
}

/**
 * Counted already: listed by some device, or older than what this device has
 * folded into its counters (where ids are no longer kept).
 */
export function isCounted(devices: readonly DeviceStats[], device: string, game: FinishedGame): boolean {
  return devices.some((d) => d.records.some((r) => r.id === game.id) || (d.device === device && d.cut > 0 && game.at <= d.cutAt));
}

/**
 * Counts a won game restored or seen on this page unless it is counted already. Only this
 * device's own: a game won on another machine is counted by that machine.
 */
export async function countWon(progress: () => Promise<Progress>, device: string, saved: SavedGame): Promise<void> {
  const finished = finishedFromWon(saved);
  if (!finished || saved.device !== device) return;
  const p = await progress();
  await p.init();
  if (!isCounted(p.devices, device, finished)) await p.record(finished);
}
