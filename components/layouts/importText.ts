/** The player's-language words for an import's refusals and a layout's survey. */
import type { Translate } from '@/components/i18n';
import type { Survey } from '@/core/survey';
import type { ImportRow } from '@/stores/customLayouts/importFiles';

type RowProblem = Extract<ImportRow, { kind: 'refused' }>['problem'];

const REASONS = {
  format: 'import.error.format',
  tooLarge: 'import.error.tooLarge',
  tooMany: 'import.error.tooMany',
  empty: 'import.error.empty',
  count: 'import.error.count',
  odd: 'import.error.odd',
  overlap: 'import.error.overlap',
  noPair: 'import.error.noPair',
  bounds: 'import.error.bounds',
  unwinnable: 'import.error.unwinnable',
  noOrder: 'import.error.noOrder',
  duplicate: 'import.error.duplicate',
  unreadable: 'import.error.unreadable',
  zip: 'import.error.zip',
  unchecked: 'import.error.unchecked',
} as const;

/** Why a file or layout was refused; detail values are numbers the readers found (shown as text, never markup). */
export function problemText(problem: RowProblem, t: Translate): string {
  const key = REASONS[problem.reason as keyof typeof REASONS] ?? REASONS.format;
  const detail = Object.fromEntries(Object.entries(problem.detail ?? {}).map(([k, v]) => [k, typeof v === 'number' ? v : String(v).slice(0, 40)]));
  // Overlaps are named in tiles from the board's top left, counted from 1, as a player reads them.
  if (problem.reason === 'overlap' && typeof detail.x === 'number' && typeof detail.y === 'number' && typeof detail.z === 'number') {
    return t(key, { x: Math.floor(detail.x / 2) + 1, y: Math.floor(detail.y / 2) + 1, z: detail.z + 1 });
  }
  return t(key, detail);
}

const GRADES: Record<string, 'layouts.grade.easy' | 'layouts.grade.medium' | 'layouts.grade.hard' | 'layouts.grade.veryHard'> = {
  easy: 'layouts.grade.easy',
  medium: 'layouts.grade.medium',
  hard: 'layouts.grade.hard',
  'very hard': 'layouts.grade.veryHard',
  veryHard: 'layouts.grade.veryHard',
};

/** A survey's grade in words ("medium"). */
export function gradeText(grade: string, t: Translate): string {
  const key = GRADES[grade];
  return key ? t(key) : grade;
}

export function surveyText(survey: Survey, t: Translate): string {
  const grade = gradeText(survey.grade, t);
  // A built deal is winnable whatever share of fair shuffles is: that share says nothing of its deals.
  if (survey.dealing === 'built') return t('layouts.surveyBuilt', { grade });
  return t('layouts.survey', { grade, share: Math.round(survey.winShare * 100) });
}
