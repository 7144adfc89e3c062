/**
 * The fairness survey of a layout: fair random shuffles (uniform over the
 * tile set, dealt exactly as game codes deal them) solved with a bounded
 * effort each, giving the share that can be won, the median effort of a
 * solve, a grade from those two, and whether a winnable deal can be found
 * at all. Bounded throughout: a few seconds at most on a slow machine.
 */
import { geometryOf, type Layout, type Slot } from './layout.ts';
import { canonicalShape } from './layoutFiles/shape.ts';
import { initialPosition } from './position.ts';
import { shuffled, Xoshiro128 } from './prng.ts';
import { solve, type SearchStats } from './solver/index.ts';
import { TILE_SET } from './tiles.ts';

export type SurveyGrade = 'easy' | 'medium' | 'hard' | 'very hard';

export interface SurveyOptions {
  /** Fair shuffles to solve (default 60). */
  shuffles?: number;
  /** Work units each shuffle may take before it counts as undecided (default 3,000). */
  budget?: number;
  /**
   * Work units for the whole survey; it stops early once they are spent (default 20,000: about
   * a second on one core, a few under load; most layouts need a tenth of it).
   */
  maxWork?: number;
  /** Seeds the shuffles (default fixed, so a layout always gets the same survey). */
  seed?: number;
}

export interface Survey {
  /** Shuffles solved, and how each ended. */
  shuffles: number;
  winnable: number;
  unwinnable: number;
  undecided: number;
  /** Winnable among those settled (0 when none was). */
  winShare: number;
  /** Median work units of a solve over all shuffles (an undecided one counts its whole budget). */
  medianWork: number;
  /** Work units the survey spent. */
  work: number;
  grade: SurveyGrade;
  /** False when no winnable deal was found within the survey's effort: such a layout cannot be dealt and is refused. */
  dealable: boolean;
}

const DEFAULTS = { shuffles: 60, budget: 3000, maxWork: 20_000, seed: 0x5eed } as const;

/**
 * Grades, from the share of fair shuffles that can be won and the median work of a solve
 * (harder boards are lost more often, and their deals need more search to settle):
 *   easy       at least 95% winnable and a median solve of at most 10 work units
 *   medium     at least 85% winnable and at most 40 units (Turtle: about 98%, 12 units)
 *   hard       at least 65% winnable and at most 300 units
 *   very hard  anything else
 * Set against the built-in layouts, whose surveys (`npm run bench`) span all four.
 */
export const GRADE_THRESHOLDS: readonly { grade: SurveyGrade; minWinShare: number; maxMedianWork: number }[] = [
  { grade: 'easy', minWinShare: 0.95, maxMedianWork: 10 },
  { grade: 'medium', minWinShare: 0.85, maxMedianWork: 40 },
  { grade: 'hard', minWinShare: 0.65, maxMedianWork: 300 },
];

export function gradeOf(winShare: number, medianWork: number): SurveyGrade {
  return GRADE_THRESHOLDS.find((t) => winShare >= t.minWinShare && medianWork <= t.maxMedianWork)?.grade ?? 'very hard';
}

/** A layout object for any 144 slots, for the survey's geometry only. */
function surveyed(slots: readonly Slot[]): Layout {
  return { id: 'survey', number: 0, name: '', names: { en: '' }, slots };
}

export function surveyLayout(slots: readonly Slot[], options: SurveyOptions = {}): Survey {
  if (slots.length !== TILE_SET.length) throw new RangeError(`a layout has ${TILE_SET.length} slots, not ${slots.length}`);
  const { shuffles, budget, maxWork, seed } = { ...DEFAULTS, ...options };
  // In canonical order, so a shape gets one survey however its slots are listed.
  const geometry = geometryOf(surveyed(canonicalShape(slots)));
  const rng = Xoshiro128.seeded(seed);
  const efforts: number[] = [];
  const survey = { shuffles: 0, winnable: 0, unwinnable: 0, undecided: 0, work: 0 };
  while (survey.shuffles < shuffles && survey.work < maxWork) {
    const faces = shuffled(TILE_SET, rng);
    const stats: SearchStats = { work: 0, nodes: 0, restarts: 0, relaxations: 0, playThroughs: 0, memoHits: 0, deadNodes: 0 };
    const verdict = solve(initialPosition(geometry, faces), { budget: Math.min(budget, maxWork - survey.work), seed: rng.nextUint32(), stats });
    survey.shuffles++;
    survey.work += stats.work;
    efforts.push(verdict.status === 'undecided' ? budget : stats.work);
    survey[verdict.status]++;
  }
  const settled = survey.winnable + survey.unwinnable;
  const winShare = settled === 0 ? 0 : survey.winnable / settled;
  const sorted = efforts.sort((a, b) => a - b);
  const medianWork = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...survey, winShare, medianWork, grade: gradeOf(winShare, medianWork), dealable: survey.winnable > 0 };
}
