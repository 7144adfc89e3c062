/**
 * The fairness survey of a layout: fair random shuffles (uniform over the
 * tile set, dealt exactly as game codes deal them) solved with a bounded
 * effort each, giving the share that can be won, the median effort of a
 * solve, a grade from those two, and how the layout's deals are made:
 * shuffled (the first winnable fair shuffle, as built-in layouts are dealt)
 * or built (core/builtDeal.ts) when fair shuffles are seldom winnable.
 * Bounded throughout: a few seconds at most on a slow machine.
 *
 * The survey is fixed by its seed and budgets, so the way a layout is dealt
 * is the same on every machine, and so are the boards its codes deal.
 */
import { geometryOf, type Layout, type Slot } from './layout.ts';
import { canonicalShape } from './layoutFiles/shape.ts';
import { initialPosition } from './position.ts';
import { shuffled, Xoshiro128 } from './prng.ts';
import { removalOrder } from './removalOrder.ts';
import { solve, type SearchStats } from './solver/index.ts';
import { TILE_SET } from './tiles.ts';
import { isDealableCount, tileSetFor } from './tileSets.ts';

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
  /**
   * How its deals are made: 'shuffle' or 'built' (see dealingFor); 'noOrder' when no order of removals
   * exists at all, 'undecided' when none was found within the effort allowed: both cannot be dealt.
   */
  dealing: DealMethod;
  /** Whether it can be dealt: false for 'noOrder' and 'undecided', and such a layout is refused. */
  dealable: boolean;
}

/** How a layout's deals are made, as its survey found (not core/dealing.ts, the page's deals). */
export type DealMethod = 'shuffle' | 'built' | 'noOrder' | 'undecided';

/**
 * Fair shuffles are dealt where they are affordable: at least this share of the settled ones winnable
 * (a deal takes a shuffle or two)…
 */
export const SHUFFLE_MIN_WIN_SHARE = 0.5;
/** …and a median solve of at most this many work units (the grade "hard" at most: deals settle fast). */
export const SHUFFLE_MAX_MEDIAN_WORK = 300;

/**
 * Shuffled or built, from the survey's shuffles: shuffled where that is affordable (above), else built;
 * always built past 144 tiles, where kinds of eight tiles are beyond the solver's exact search.
 */
export function dealingFor(count: number, winnable: number, winShare: number, medianWork: number): 'shuffle' | 'built' {
  if (count > TILE_SET.length) return 'built';
  return winnable > 0 && winShare >= SHUFFLE_MIN_WIN_SHARE && medianWork <= SHUFFLE_MAX_MEDIAN_WORK ? 'shuffle' : 'built';
}

/** The seed of the removal-order search a survey runs to know that a layout can be built at all. */
const ORDER_SEED = 0x0bde5;

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

/** 'built' when the shape has an order of removals (the survey's own search finds one), else why it cannot be dealt. */
export function builtDealing(slots: readonly Slot[]): Exclude<DealMethod, 'shuffle'> {
  const order = removalOrder(geometryOf(surveyed(canonicalShape(slots))), Xoshiro128.seeded(ORDER_SEED));
  return order.status === 'found' ? 'built' : order.status === 'none' ? 'noOrder' : 'undecided';
}

/** A layout object for any slots, for the survey's geometry only. */
function surveyed(slots: readonly Slot[]): Layout {
  return { id: 'survey', number: 0, name: '', names: { en: '' }, slots };
}

export function surveyLayout(slots: readonly Slot[], options: SurveyOptions = {}): Survey {
  if (!isDealableCount(slots.length)) throw new RangeError(`a layout has an even number of slots in range, not ${slots.length}`);
  const tiles = tileSetFor(slots.length);
  const { shuffles, budget, maxWork, seed } = { ...DEFAULTS, ...options };
  // In canonical order, so a shape gets one survey however its slots are listed.
  const geometry = geometryOf(surveyed(canonicalShape(slots)));
  const rng = Xoshiro128.seeded(seed);
  const efforts: number[] = [];
  const survey = { shuffles: 0, winnable: 0, unwinnable: 0, undecided: 0, work: 0 };
  while (survey.shuffles < shuffles && survey.work < maxWork) {
    const faces = shuffled(tiles, rng);
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
  const chosen = dealingFor(slots.length, survey.winnable, winShare, medianWork);
  const dealing = chosen === 'built' ? builtDealing(slots) : chosen;
  return { ...survey, winShare, medianWork, grade: gradeOf(winShare, medianWork), dealing, dealable: dealing === 'shuffle' || dealing === 'built' };
}
