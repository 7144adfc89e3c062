/**
 * How a solve spends its work: the search's knobs, the meter all its searches
 * draw on, and each search's own account, which pauses it at the end of its
 * turn and restarts it on the Luby schedule. Work is counted, never timed, so
 * a budget gives the same verdict on every machine.
 */

/** Knobs of the search; the defaults are tuned on fair Turtle deals (see the core benchmark). */
export interface Tuning {
  /** Play-throughs tried first when a lead is given, with the lead's options fixed: a lead one move out of date mostly wins there. */
  leadPlayThroughs: number;
  /** Play-throughs tried at the root before any test: easy positions end there. */
  earlyPlayThroughs: number;
  /** Play-throughs tried at the root and at every other node before branching. */
  rootPlayThroughs: number;
  nodePlayThroughs: number;
  /**
   * Work units per Luby step between restarts: short, so a search lost in a
   * bad branch soon starts over, led by the conflicts it met; the Luby
   * sequence still gives a hard position ever longer runs to settle in.
   */
  restartUnit: number;
  /** Work units per turn of the restarting search in the race; 0: it runs alone. */
  raceTurn: number;
  /**
   * Work units per turn of the search that never restarts: long, so that
   * once it has joined, a position still open after `proofAfter` units (by
   * then mostly a lost one) gets most of the work for its proof.
   */
  proofTurn: number;
  /** Work the restarting search does alone before the other one joins: most positions are settled sooner. */
  proofAfter: number;
  /**
   * Play-throughs tried at every node below the root by the search that never
   * restarts: none, as plans are the restarting search's job, and on a lost
   * position every play-through is work its proof does not need.
   */
  proofPlayThroughs: number;
  /** Depth above which the restarting search probes its nodes' options (0: never). */
  probeDepth: number;
  /** The same for the search that never restarts. */
  proofProbeDepth: number;
  /**
   * Learnt nogoods kept (nogoods.ts), the oldest dropped first; 0: none are
   * learnt. A proof of a lost shuffle learns a few hundred to a few
   * thousand: with 1,000 kept, shuffle 3630 stayed undecided under solver
   * seeds 2 and 5; with 3,000 it is proven under seeds 1-5.
   */
  nogoods: number;
}

export const DEFAULT_TUNING: Readonly<Tuning> = Object.freeze({
  leadPlayThroughs: 4,
  earlyPlayThroughs: 64,
  rootPlayThroughs: 64,
  nodePlayThroughs: 12,
  restartUnit: 2048,
  raceTurn: 256,
  proofTurn: 4096,
  proofAfter: 8192,
  proofPlayThroughs: 0,
  probeDepth: 0,
  proofProbeDepth: 2,
  nogoods: 3000,
});

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, 1-based. */
export function luby(i: number): number {
  for (let k = 1; ; k++) {
    const full = (1 << k) - 1;
    if (i === full) return 1 << (k - 1);
    if (i < full) return luby(i - (1 << (k - 1)) + 1);
  }
}

/** Work done by the searches of one solve, against its budget. */
export interface Meter {
  work: number;
  budget: number;
  /**
   * Asked once the budget is spent: more work units to go on with, or 0 to
   * stop. Going on keeps everything the search has learnt, where a new solve
   * with a larger budget would start over.
   */
  readonly extend?: () => number;
}

/** Whether the budget is spent for good: an extension, when one is granted, raises it first. */
function exhausted(meter: Meter): boolean {
  if (meter.work < meter.budget) return false;
  const more = meter.extend?.() ?? 0;
  if (!(more > 0)) return true;
  meter.budget += more;
  return false;
}

/** One search's work: its turns and restarts are measured in it, the budget in the shared meter. */
export class Effort {
  work = 0;
  /** The search pauses at the next node once its work reaches this. */
  turnEnd = Infinity;
  /** The search gives up its current run once its work reaches this. */
  private restartEnd = Infinity;

  constructor(private readonly meter: Meter) {}

  /** Counts one unit of work; false, counting nothing, once the budget is spent. */
  spend(): boolean {
    if (exhausted(this.meter)) return false;
    this.work++;
    this.meter.work++;
    return true;
  }

  get budgetSpent(): boolean {
    return exhausted(this.meter);
  }

  /** Whether the current run must stop: the budget is spent or its restart is due. */
  outOfWork(): boolean {
    return exhausted(this.meter) || this.work >= this.restartEnd;
  }

  /** Starts run `restarts` (1-based) of a restarting search: it lasts its Luby share of `unit`. */
  restart(restarts: number, unit: number): void {
    this.restartEnd = this.work + luby(restarts) * unit;
  }
}
