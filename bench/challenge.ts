/**
 * Challenges (core/challenge): how long a page takes to read one and replay its line on the deal
 * (the deal itself is made as for any game code, and not counted), and how long its code is.
 */
import { encodeChallenge, ghostOf, readChallenge } from '../core/challenge/index.ts';
import { makeCode } from '../core/code.ts';
import { gameFromDeal } from '../core/game.ts';
import { dealFromCode } from '../core/deal.ts';
import type { Layout } from '../core/layout.ts';
import { median, withBudget, type Figure } from './report.ts';

export interface ChallengeFigures {
  layout: string;
  /** Median ms to read the challenge and replay its line to the win. */
  ms: number;
  chars: number;
}

/** Deal 1 of `layout` won by its plan, a pair every 4.3 s, signed: read and replayed `runs` times. */
export function benchChallenge(layout: Layout, runs = 5): ChallengeFigures {
  const code = makeCode(layout.id, 1);
  const deal = dealFromCode(layout, 1);
  const start = gameFromDeal(code, layout, deal.faces, deal.plan).start;
  const times = deal.plan.map((_, i) => (i + 1) * 4_300);
  const text = encodeChallenge({ code, ms: times[times.length - 1], hints: 1, name: 'A rival', line: deal.plan, times }, start);
  if (!text.ok) throw new Error(`${code}: its plan does not make a challenge`);
  const ms: number[] = [];
  // One read untimed first: a page reading its first challenge has its code compiled by then as well.
  for (let i = -1; i < runs; i++) {
    const began = performance.now();
    const header = readChallenge(`Can you beat it? ${text.value}`);
    const ghost = header.ok ? ghostOf(header.value, start) : null;
    if (i >= 0) ms.push(performance.now() - began);
    if (!ghost?.ok) throw new Error(`${code}: its challenge does not read back`);
  }
  return { layout: layout.id, ms: median(ms), chars: text.value.length };
}

export function challengeFigures(runs: readonly ChallengeFigures[]): Figure[] {
  const slowest = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
  const longest = runs.reduce((a, b) => (b.chars > a.chars ? b : a));
  return [
    withBudget({ group: 'core', name: 'challenge read and its line replayed, slowest layout', value: slowest.ms, unit: 'ms', max: 5, note: slowest.layout }),
    withBudget({ group: 'core', name: 'challenge code length, longest layout', value: longest.chars, unit: 'chars', max: 300, note: `${longest.layout}; Turtle ${runs.find((r) => r.layout === 'L00')?.chars ?? '?'}` }),
  ];
}
