/**
 * How a win stands against the wins before it on its layout, in whole seconds as the clock shows
 * them: `first`, the first win there (with help or not); `first-ranked`, the first there to reach
 * the leaderboard (the ones before were won with help); else its score against the best score.
 */
export type WinComparison =
  | { kind: 'first' }
  | { kind: 'first-ranked' }
  | { kind: 'new-best' | 'slower'; bySeconds: number; bestMs: number }
  | { kind: 'equal'; bestMs: number };

/** `scoreMs` and `previousBestMs`: leaderboard scores (time plus 30 s a hint). */
export function compareWin(scoreMs: number, previousBestMs: number | null, wonBefore = previousBestMs !== null): WinComparison {
  if (!wonBefore) return { kind: 'first' };
  if (previousBestMs === null) return { kind: 'first-ranked' };
  const difference = Math.floor(previousBestMs / 1000) - Math.floor(scoreMs / 1000);
  if (difference === 0) return { kind: 'equal', bestMs: previousBestMs };
  return { kind: difference > 0 ? 'new-best' : 'slower', bySeconds: Math.abs(difference), bestMs: previousBestMs };
}
