import { describe, expect, it } from 'vitest';
import { newGameFromCode } from '@/core/newGame';
import { makeStoredDeal, parseStoredDeal } from '@/stores/storage/storedDeal';

const CODE = 'MJ1-L03-ABCDEFG';

describe('the stored deal', () => {
  const game = (() => {
    const g = newGameFromCode(CODE);
    if (!g.ok) throw new Error(g.error.message);
    return g.value;
  })();
  const stored = makeStoredDeal(game);

  it('is small and gives back the same board and plan', () => {
    expect(JSON.stringify(stored).length).toBeLessThan(600);
    const back = parseStoredDeal(JSON.parse(JSON.stringify(stored)));
    expect(back?.code).toBe(CODE);
    expect(back?.faces).toEqual(game.faces);
    expect(back?.plan).toEqual(game.plan);
    expect(back?.moves).toEqual([]);
  });

  const swap = (text: string, i: number, j: number) => {
    const chars = [...text];
    [chars[i], chars[j]] = [chars[j], chars[i]];
    return chars.join('');
  };
  /** The faces of pair p and pair q exchanged: still a deal the plan wins, but not this code's. */
  const swapPairs = (faces: string, p: readonly number[], q: readonly number[]) => {
    const chars = [...faces];
    [chars[p[0]], chars[p[1]], chars[q[0]], chars[q[1]]] = [chars[q[0]], chars[q[1]], chars[p[0]], chars[p[1]]];
    return chars.join('');
  };
  const DAMAGED: [string, unknown][] = [
    ['not an object', 'deal'],
    ['another version', { ...stored, v: 99 }],
    ['the form before fingerprints (dealt by an older release)', { v: 1, code: stored.code, faces: stored.faces, plan: stored.plan }],
    ['faces of two planned pairs swapped (the plan still wins)', { ...stored, faces: swapPairs(stored.faces, game.plan[0], game.plan[1]) }],
    ['another fingerprint', { ...stored, sum: 'abc' }],
    ['a non-canonical code', { ...stored, code: CODE.toLowerCase() }],
    ['a code that is not one', { ...stored, code: '<b>x</b>' }],
    ['faces cut short', { ...stored, faces: stored.faces.slice(1) }],
    ['a face that does not exist', { ...stored, faces: '~' + stored.faces.slice(1) }],
    ['one face too many of a kind', { ...stored, faces: stored.faces[1] + stored.faces.slice(1) }],
    ['a plan out of range', { ...stored, plan: 'zz' + stored.plan.slice(2) }],
    ['a plan that does not win the deal', { ...stored, plan: swap(stored.plan, 0, stored.plan.length - 2) }],
  ];
  for (const [what, value] of DAMAGED) {
    it(`is refused when ${what}`, () => {
      expect(parseStoredDeal(value)).toBeNull();
    });
  }
});
