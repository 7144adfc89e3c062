// The arithmetic of the win-time chart, kept apart from the SVG so it can be tested alone.

export interface WinTime {
  date: number;
  ms: number;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number; // room for the time labels
  right: number;
  top: number;
  bottom: number; // room for the date labels
}

export interface PlottedWin extends WinTime {
  x: number;
  y: number;
  best: boolean; // a new best time when it was made
}

export interface WinTimePlot {
  wins: PlottedWin[]; // oldest first
  ticks: { ms: number; y: number }[]; // time gridlines from 0 up
  bestPath: string; // a step line through the best time so far
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
// Steps a player reads easily on a clock.
const STEPS = [10 * SECOND, 30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, 60 * MINUTE];
const MAX_INTERVALS = 4;

/** The time axis: a round step and the top of the axis, at most four steps above zero. */
export function timeAxis(longestMs: number): { step: number; max: number } {
  const longest = Math.max(longestMs, 1);
  const step =
    STEPS.find((s) => longest <= s * MAX_INTERVALS) ?? Math.ceil(longest / MAX_INTERVALS / (60 * MINUTE)) * 60 * MINUTE;
  return { step, max: Math.ceil(longest / step) * step };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Wins evenly spaced left to right in the order they were won; time grows upwards from zero. */
export function plotWinTimes(points: readonly WinTime[], box: ChartBox): WinTimePlot {
  const ordered = [...points].sort((a, b) => a.date - b.date);
  // A loop, not Math.max(...): a spread of every win overflows the call stack on a long history.
  let longest = 0;
  for (const p of ordered) if (p.ms > longest) longest = p.ms;
  const { step, max } = timeAxis(longest);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const xOf = (i: number) =>
    round(box.left + (ordered.length === 1 ? plotWidth / 2 : (i * plotWidth) / (ordered.length - 1)));
  const yOf = (ms: number) => round(box.top + plotHeight * (1 - Math.min(ms, max) / max));

  let bestSoFar = Infinity;
  const wins = ordered.map((p, i) => {
    const best = p.ms < bestSoFar;
    if (best) bestSoFar = p.ms;
    return { ...p, x: xOf(i), y: yOf(p.ms), best };
  });

  let bestPath = '';
  for (const [i, win] of wins.entries()) {
    if (i === 0) bestPath = `M${win.x},${win.y}`;
    else if (win.best) bestPath += `H${win.x}V${win.y}`;
  }
  if (wins.length > 0) bestPath += `H${box.width - box.right}`;

  const ticks = [];
  for (let ms = 0; ms <= max; ms += step) ticks.push({ ms, y: yOf(ms) });
  return { wins, ticks, bestPath };
}

/** The fastest of the wins' times (Infinity for none), without spreading them into one call. */
export function fastest(wins: readonly WinTime[]): number {
  let best = Infinity;
  for (const w of wins) if (w.ms < best) best = w.ms;
  return best;
}

/**
 * The points of the times line worth drawing: where many wins share one column
 * (a tenth of a unit), its first, fastest, slowest and last, in order; the line
 * looks the same and stays a few thousand points however many wins there are.
 */
export function thinLine<T extends { x: number; y: number }>(points: readonly T[]): T[] {
  const out: T[] = [];
  let i = 0;
  while (i < points.length) {
    let j = i;
    let low = i;
    let high = i;
    while (j + 1 < points.length && points[j + 1].x === points[i].x) {
      j++;
      if (points[j].y < points[low].y) low = j;
      if (points[j].y > points[high].y) high = j;
    }
    for (const k of [...new Set([i, Math.min(low, high), Math.max(low, high), j])]) out.push(points[k]);
    i = j + 1;
  }
  return out;
}
