import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../../../core/layouts/index.ts';
import { BUILT_IN_GRADES } from '../../../core/layouts/grades.ts';

interface BenchSurvey {
  layout: string;
  survey: { grade: string };
}

describe('the grades the new-game choice shows', () => {
  it('are the fairness survey’s as the bench last measured them, for every built-in layout', () => {
    const results = JSON.parse(readFileSync(new URL('../../../bench/results.json', import.meta.url), 'utf8')) as { details: { surveys: BenchSurvey[] } };
    const surveyed = Object.fromEntries(results.details.surveys.map((s) => [s.layout, s.survey.grade]));
    expect(Object.keys(BUILT_IN_GRADES).sort()).toEqual(LAYOUTS.map((l) => l.id).sort());
    expect(BUILT_IN_GRADES).toEqual(surveyed);
  });
});
