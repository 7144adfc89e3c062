/** How a win's time stands against the best before it, in whole seconds as the clock shows them. */
export type WinComparison =
  | { kind: 'first' }
  | { kind: 'new-best' | 'slower'; bySeconds: number; bestMs: number }
  | { kind: 'equal'; bestMs: number };

export function compareWin(ms: number, previousBestMs: number | null): WinComparison {
  if (previousBestMs === null) return { kind: 'first' };
  const difference = Math.floor(previousBestMs / 1000) - Math.floor(ms / 1000);
  if (difference === 0) return { kind: 'equal', bestMs: previousBestMs };
  return { kind: difference > 0 ? 'new-best' : 'slower', bySeconds: Math.abs(difference), bestMs: previousBestMs };
}
