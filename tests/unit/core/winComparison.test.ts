/** How a win stands against the wins before it on its layout (core/winComparison.ts), as the win dialog says it. */
import { describe, expect, it } from 'vitest';
import { compareWin } from '../../../core/winComparison';

describe('a win against the ones before it', () => {
  it('is the first win where none was before, with help or not', () => {
    expect(compareWin(90_000, null, false)).toEqual({ kind: 'first' });
    expect(compareWin(90_000, null)).toEqual({ kind: 'first' });
  });

  it('is the first ranked win where the wins before were all won with help', () => {
    expect(compareWin(90_000, null, true)).toEqual({ kind: 'first-ranked' });
  });

  it('compares whole seconds as the clock shows them', () => {
    expect(compareWin(90_400, 90_900)).toEqual({ kind: 'equal', bestMs: 90_900 });
    expect(compareWin(89_999, 90_000)).toEqual({ kind: 'new-best', bySeconds: 1, bestMs: 90_000 });
    expect(compareWin(125_000, 90_000)).toEqual({ kind: 'slower', bySeconds: 35, bestMs: 90_000 });
  });
});
