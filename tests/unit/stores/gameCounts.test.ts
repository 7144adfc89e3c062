import { beforeEach, describe, expect, it } from 'vitest';
import { isFree, isPresent, type Position } from '@/core/position';
import { matches } from '@/core/tiles';
import { memoryArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { openPage, planOf } from './machine';

const CODE = 'MJ1-L00-AAAAABL';

/** Counted by hand from the tiles, not with the position functions the store uses. */
function countByHand(p: Position): { remaining: number; pairsFree: number } {
  const slots = p.faces.map((_, slot) => slot);
  const present = slots.filter((slot) => isPresent(p, slot));
  const free = present.filter((slot) => isFree(p, slot));
  let pairsFree = 0;
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) if (matches(p.faces[free[i]], p.faces[free[j]])) pairsFree++;
  }
  return { remaining: present.length, pairsFree };
}

describe('game store counts', () => {
  let page: ReturnType<typeof openPage>;
  beforeEach(async () => {
    page = openPage({ local: memoryArea(), sync: memoryArea() }, virtualClock());
    await page.game.init();
    expect(page.game.startCode(CODE).ok).toBe(true);
  });

  it('counts the tiles left and the free pairs, following every move and undo', () => {
    const { game } = page;
    expect(game.remaining).toBe(144);
    expect({ remaining: game.remaining, pairsFree: game.pairsFree }).toEqual(countByHand(game.position));
    expect(game.pairsFree).toBeGreaterThan(0);
    for (const [a, b] of planOf(CODE).slice(0, 5)) {
      game.tap(a);
      game.tap(b);
      expect({ remaining: game.remaining, pairsFree: game.pairsFree }).toEqual(countByHand(game.position));
    }
    expect(game.remaining).toBe(134);
    game.undo();
    expect(game.remaining).toBe(136);
    expect(game.pairsFree).toBe(countByHand(game.position).pairsFree);
  });

  it('counts nothing left once won', () => {
    const { game } = page;
    for (const [a, b] of planOf(CODE)) {
      game.tap(a);
      game.tap(b);
    }
    expect(game.status).toBe('won');
    expect(game.remaining).toBe(0);
    expect(game.pairsFree).toBe(0);
  });
});
