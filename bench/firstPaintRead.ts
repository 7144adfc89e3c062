/**
 * Reading the first-paint copy (stores/storage/firstPaintCopy.ts), which a page does before its
 * first frame: a game finished to its last pair, stored locally and in sync, with the settings.
 */
import { FIRST_PAINT_COPY_KEY, makeFirstPaintCopy, parseFirstPaintCopy } from '../stores/storage/firstPaintCopy.ts';
import { makeSavedGame, type SavedGame } from '../stores/storage/savedGame.ts';
import { KEYS } from '../stores/storage/keys.ts';

export interface FirstPaintReadFigures {
  bytes: number;
  msPerRead: number;
}

export function benchFirstPaintRead(reads = 1_000): FirstPaintReadFigures {
  const at = Date.UTC(2026, 0, 1);
  const game: SavedGame = {
    id: 'benchgame1', code: 'MJ1-L00-AAAAABL', moves: Array.from({ length: 71 }, (_, i) => [i * 2, i * 2 + 1] as [number, number]),
    hintsUsed: 2, elapsedMs: 300_000, runningSince: null, startedAt: at, playedAt: at + 300_000, rev: 80, writer: 'benchtab1', device: 'benchdev01', won: false,
  };
  const settings = { v: 1, settings: { tileStyle: 'classic', theme: 'dark', language: 'auto', showWinnable: true, updatedAt: at } };
  const text = makeFirstPaintCopy({ local: { [KEYS.game]: makeSavedGame(game), [KEYS.settings]: settings }, sync: { [KEYS.game]: makeSavedGame(game) } });
  if (!parseFirstPaintCopy(text).ok) throw new Error(`the ${FIRST_PAINT_COPY_KEY} copy made here does not read back`);
  const started = performance.now();
  for (let i = 0; i < reads; i++) parseFirstPaintCopy(text);
  return { bytes: text.length, msPerRead: (performance.now() - started) / reads };
}
