import type { SurveyGrade } from '../survey.ts';

/**
 * Each built-in layout's grade by the fairness survey (core/survey, the figures `npm run bench`
 * reports), kept as a table so the new-game choice shows it without surveying 24 layouts on the
 * page. tests/unit/core/builtInGrades.test.ts holds the table to the survey figures in bench/results.json.
 */
export const BUILT_IN_GRADES: Readonly<Record<string, SurveyGrade>> = {
  L00: 'medium', L01: 'easy', L02: 'easy', L03: 'medium', L04: 'easy', L05: 'easy',
  L06: 'easy', L07: 'easy', L08: 'medium', L09: 'easy', L10: 'easy', L11: 'easy',
  L12: 'easy', L13: 'easy', L14: 'easy', L15: 'easy', L16: 'easy', L17: 'medium',
  L18: 'medium', L19: 'medium', L20: 'hard', L21: 'hard', L22: 'very hard', L23: 'very hard',
};
