import { replay } from '../core/newGame.ts';
import { makeCode } from '../core/code.ts';
import { dealFromCode } from '../core/deal.ts';
import type { Layout } from '../core/layout.ts';
import { isWon } from '../core/position.ts';
import { median } from './report.ts';

export interface ReplayFigures {
  layout: string;
  moves: number;
  /** Median ms of `replay(code, plan)`: what a page does to restore a saved game at its last move. */
  ms: number;
}

/** Restores deal 1 of a layout at its end, the longest history a saved game can have, `runs` times. */
export function benchReplay(layout: Layout, runs = 5): ReplayFigures {
  const code = makeCode(layout.id, 1);
  const { plan } = dealFromCode(layout, 1);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const game = replay(code, plan);
    ms.push(performance.now() - start);
    if (!game.ok) throw new Error(`${code}: its own plan does not replay`);
    if (!isWon(game.value.position)) throw new Error(`${code}: the replayed plan leaves tiles`);
  }
  return { layout: layout.id, moves: plan.length, ms: median(ms) };
}
