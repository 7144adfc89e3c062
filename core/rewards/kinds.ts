/**
 * The kinds of reward the game awards, in the order the rewards view lists them. Each is data: an
 * id, a goal and a count over the player's history (`./index.ts`, counted by `./count.ts`); its
 * name, condition and badge are looked up by the id. Ids are stored, so one is never renamed or
 * reused. `group` says which family a kind belongs to (its badge's shape).
 */
import type { RewardKind } from './index';
import {
  builtInLayoutsWon, clean, gradesWon, longestDailyRun, longestRun, MINUTE, mostWinsInADay, newYearWin, ownLayoutWon, played,
  rematchWon, dailyDaysWon, wholeWeekend, wins, winsWhere, wonBetween, wonUnder,
} from './count';
import { BUILT_IN_GRADES } from '../layouts/grades';
import type { SurveyGrade } from '../survey';

export type RewardGroup = 'play' | 'skill' | 'speed' | 'breadth' | 'daily' | 'surprise';

export interface GroupedKind extends RewardKind {
  group: RewardGroup;
}

const kind = (group: RewardGroup, id: string, goal: number, count: RewardKind['count']): GroupedKind => ({ group, id, goal, count });
const hardGrades: readonly SurveyGrade[] = ['hard', 'very hard'];
const grade = (g: SurveyGrade) => (id: string) => kind('breadth', id, 1, (h) => (gradesWon(h).has(g) ? 1 : 0));

export const REWARD_KINDS: readonly GroupedKind[] = [
  // Play: wins and games, folded ones counted.
  kind('play', 'first-win', 1, wins),
  kind('play', 'wins-10', 10, wins),
  kind('play', 'wins-50', 50, wins),
  kind('play', 'wins-100', 100, wins),
  kind('play', 'wins-500', 500, wins),
  kind('play', 'games-100', 100, played),
  // Skill: wins with no hint and no help (a win after going back to a winnable position is helped).
  kind('skill', 'clean-1', 1, (h) => winsWhere(h, clean).length),
  kind('skill', 'clean-10', 10, (h) => winsWhere(h, clean).length),
  kind('skill', 'clean-50', 50, (h) => winsWhere(h, clean).length),
  kind('skill', 'clean-hard', 1, (h) => winsWhere(h, (g) => clean(g) && hardGrades.includes(BUILT_IN_GRADES[g.layoutId.toUpperCase()])).length),
  kind('skill', 'run-5', 5, longestRun),
  kind('skill', 'run-10', 10, longestRun),
  // Speed: a win without help under a time.
  kind('speed', 'turtle-10', 1, (h) => wonUnder(h, 'L00', 10 * MINUTE)),
  kind('speed', 'turtle-5', 1, (h) => wonUnder(h, 'L00', 5 * MINUTE)),
  kind('speed', 'turtle-3', 1, (h) => wonUnder(h, 'L00', 3 * MINUTE)),
  kind('speed', 'any-2', 1, (h) => wonUnder(h, null, 2 * MINUTE)),
  // Breadth: layouts and grades.
  kind('breadth', 'layouts-5', 5, builtInLayoutsWon),
  kind('breadth', 'layouts-12', 12, builtInLayoutsWon),
  kind('breadth', 'layouts-all', Object.keys(BUILT_IN_GRADES).length, builtInLayoutsWon),
  kind('breadth', 'own-layout', 1, ownLayoutWon),
  grade('easy')('grade-easy'),
  grade('medium')('grade-medium'),
  grade('hard')('grade-hard'),
  grade('very hard')('grade-very-hard'),
  kind('breadth', 'grades-all', 4, (h) => gradesWon(h).size),
  // The deal of the day, won on its day.
  kind('daily', 'daily-1', 1, (h) => dailyDaysWon(h).length),
  kind('daily', 'daily-10', 10, (h) => dailyDaysWon(h).length),
  kind('daily', 'daily-streak-3', 3, longestDailyRun),
  kind('daily', 'daily-streak-7', 7, longestDailyRun),
  kind('daily', 'daily-streak-30', 30, longestDailyRun),
  // Surprises.
  kind('surprise', 'night-owl', 1, (h) => wonBetween(h, 0, 5)),
  kind('surprise', 'early-bird', 1, (h) => wonBetween(h, 5, 7)),
  kind('surprise', 'weekend', 1, wholeWeekend),
  kind('surprise', 'five-a-day', 5, mostWinsInADay),
  kind('surprise', 'rematch', 1, rematchWon),
  kind('surprise', 'patient', 1, (h) => (winsWhere(h, (g) => g.ms >= 30 * MINUTE).length > 0 ? 1 : 0)),
  kind('surprise', 'new-year', 1, newYearWin),
];
