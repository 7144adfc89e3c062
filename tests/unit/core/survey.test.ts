import { describe, expect, it } from 'vitest';
import { dealFromCode } from '../../../core/deal.ts';
import { LAYOUTS, layoutById } from '../../../core/layouts/index.ts';
import { GRADE_THRESHOLDS, gradeOf, surveyLayout } from '../../../core/survey.ts';

// Nine separate columns sixteen storeys high: a valid board, but every fair shuffle of it is lost (its deals are built).
const COLUMNS = Array.from({ length: 9 }, (_, i) => Array.from({ length: 16 }, (_, z) => ({ x: 4 * i, y: 0, z }))).flat();

describe('the fairness survey', () => {
  it('counts winnable, unwinnable and undecided shuffles, and grades from the share won and the median effort', () => {
    const survey = surveyLayout(layoutById('L09')!.slots);
    expect(survey.shuffles).toBe(60);
    expect(survey.winnable + survey.unwinnable + survey.undecided).toBe(60);
    expect(survey.winShare).toBe(survey.winnable / (survey.winnable + survey.unwinnable));
    expect(survey.grade).toBe(gradeOf(survey.winShare, survey.medianWork));
    expect(survey.dealable).toBe(true);
  });

  it('is the same every time for the same shape, whatever the slot order', () => {
    const { slots } = LAYOUTS[3];
    expect(surveyLayout([...slots].reverse())).toEqual(surveyLayout(slots));
  });

  it('finds the shuffles winnable that the dealer deals from', () => {
    // The dealer takes the first winnable fair shuffle; on Islands nearly all are, as the survey says.
    const survey = surveyLayout(layoutById('L09')!.slots);
    expect(survey.winShare).toBeGreaterThan(0.9);
    expect(dealFromCode(layoutById('L09')!, 43).shuffles).toBe(1);
  });

  it('has a layout with no winnable shuffle dealt built deals', () => {
    const survey = surveyLayout(COLUMNS);
    expect(survey).toMatchObject({ winnable: 0, dealing: 'built', dealable: true, grade: 'very hard' });
    expect(survey.unwinnable).toBeGreaterThan(0);
  });

  it('calls a layout with no order of removals not dealable', () => {
    // A column of three and a tile beside it: two free at the start, then the column's middle tile alone.
    const survey = surveyLayout([{ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }, { x: 0, y: 0, z: 2 }, { x: 4, y: 0, z: 0 }]);
    expect(survey).toMatchObject({ dealing: 'noOrder', dealable: false });
  });

  it('stays within its work bound, and is not dealable when the bound finds no win', () => {
    const bounded = surveyLayout(LAYOUTS[0].slots, { maxWork: 1 });
    expect(bounded.work).toBeLessThanOrEqual(1);
    expect(bounded.shuffles).toBe(1);
    // No shuffle won within the bound: its deals would be built (Turtle has orders of removals, of course).
    expect(bounded).toMatchObject({ winnable: 0, dealing: 'built', dealable: true });
    const survey = surveyLayout(LAYOUTS[0].slots, { maxWork: 2000, shuffles: 1000 });
    expect(survey.work).toBeLessThanOrEqual(2000);
    expect(survey.shuffles).toBeLessThan(1000);
  });

  it('grades by the documented thresholds', () => {
    expect(GRADE_THRESHOLDS.map((t) => t.grade)).toEqual(['easy', 'medium', 'hard']);
    expect(gradeOf(1, 1)).toBe('easy');
    expect(gradeOf(0.95, 10)).toBe('easy');
    expect(gradeOf(0.94, 1)).toBe('medium');
    expect(gradeOf(1, 11)).toBe('medium');
    expect(gradeOf(0.85, 40)).toBe('medium');
    expect(gradeOf(0.84, 1)).toBe('hard');
    expect(gradeOf(0.65, 300)).toBe('hard');
    expect(gradeOf(0.64, 1)).toBe('very hard');
    expect(gradeOf(1, 301)).toBe('very hard');
  });

  it('spreads the built-in layouts L12-L23 from easy to very hard', () => {
    expect(surveyLayout(layoutById('L12')!.slots).grade).toBe('easy');
    expect(surveyLayout(layoutById('L23')!.slots).grade).toBe('very hard');
  }, 60_000);

  it('refuses anything but 144 slots', () => {
    expect(() => surveyLayout(LAYOUTS[0].slots.slice(1))).toThrow(RangeError);
  });
});
