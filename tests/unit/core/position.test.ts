import { describe, expect, it } from 'vitest';
import { geometryOf, type Slot } from '../../../core/layout.ts';
import { TURTLE } from '../../../core/layouts/turtle.ts';
import {
  freeSlots,
  hasPlayablePair,
  initialPosition,
  isFree,
  isPresent,
  isStuck,
  isWon,
  playablePairs,
  remainingCount,
  removePair,
  samePosition,
  type Position,
} from '../../../core/position.ts';
import { TILE_SET, type Face } from '../../../core/tiles.ts';
import { ROW_OF_FOUR, smallLayout } from './rowOfFour.ts';

function smallPosition(slots: readonly Slot[], faces: Face[]): Position {
  return initialPosition(geometryOf(smallLayout(slots)), faces);
}

function removed(p: Position, a: number, b: number): Position {
  const r = removePair(p, a, b);
  if (!r.ok) throw new Error(`cannot remove ${a}, ${b}: ${r.error.kind}`);
  return r.value;
}

describe('free tiles', () => {
  it('in a row of four with a tile on the two middle ones, the ends and the top are free', () => {
    const p = smallPosition(ROW_OF_FOUR, ['1B', '2B', '3B', '4B', '5B']);
    expect([0, 1, 2, 3, 4].map((s) => isFree(p, s))).toEqual([true, false, false, true, true]);
    expect(freeSlots(p)).toEqual([0, 3, 4]);
  });

  it('a middle tile with nothing on top is still blocked by neighbours on both sides', () => {
    const p = smallPosition(ROW_OF_FOUR, ['5B', '2B', '3B', '4B', '5B']);
    const q = removed(p, 0, 4);
    expect(isFree(q, 1)).toBe(true); // left side now open
    expect(isFree(q, 2)).toBe(false); // neighbours 1 and 3 remain
  });

  it('a tile covered by half a tile is not free', () => {
    const p = smallPosition(
      [
        { x: 0, y: 0, z: 0 },
        { x: 1, y: 1, z: 1 },
      ],
      ['1B', '1B'],
    );
    expect(isFree(p, 0)).toBe(false);
    expect(isFree(p, 1)).toBe(true);
  });

  it('top and bottom neighbours do not block; a half-row offset side neighbour does', () => {
    const p = smallPosition(
      [
        { x: 2, y: 0, z: 0 },
        { x: 2, y: 2, z: 0 },
        { x: 0, y: 3, z: 0 },
        { x: 4, y: 3, z: 0 },
      ],
      ['1B', '1B', '2B', '2B'],
    );
    expect(isFree(p, 0)).toBe(true);
    expect(isFree(p, 1)).toBe(false);
  });

  it('removed and out-of-range slots are neither present nor free', () => {
    const p = smallPosition(ROW_OF_FOUR, ['1B', '2B', '3B', '1B', '5B']);
    const q = removed(p, 0, 3);
    expect(isPresent(q, 0)).toBe(false);
    expect(isFree(q, 0)).toBe(false);
    for (const s of [-1, 5, 200, 1.5, Number.NaN]) {
      expect(isPresent(p, s)).toBe(false);
      expect(isFree(p, s)).toBe(false);
    }
  });

  it('35 tiles of the Turtle are free at the start', () => {
    const p = initialPosition(geometryOf(TURTLE), TILE_SET);
    expect(freeSlots(p)).toHaveLength(35);
    expect(remainingCount(p)).toBe(144);
    expect(p.present).toHaveLength(5);
  });
});

describe('removing pairs', () => {
  const p = smallPosition(ROW_OF_FOUR, ['1B', '2B', '3B', '1B', '2B']);

  it('removes a free matching pair and leaves the old position untouched', () => {
    const q = removed(p, 0, 3);
    expect(remainingCount(q)).toBe(3);
    expect(remainingCount(p)).toBe(5);
    expect(freeSlots(p)).toEqual([0, 3, 4]);
    expect(freeSlots(q)).toEqual([4]); // 1 and 2 still lie under 4
  });

  it.each([
    [0, 0, 'same-tile', 0],
    [0, 7, 'not-present', 7],
    [0, 1, 'not-free', 1],
    [2, 3, 'not-free', 2],
    [0, 4, 'no-match', 4],
  ] as const)('refuses %i with %i: %s (slot %i)', (a, b, kind, slot) => {
    expect(removePair(p, a, b)).toEqual({ ok: false, error: { kind, slot } });
  });

  it('refuses a tile that was already removed', () => {
    const q = removed(p, 0, 3);
    expect(removePair(q, 0, 3)).toEqual({ ok: false, error: { kind: 'not-present', slot: 0 } });
  });

  it('matches any two flowers', () => {
    const q = smallPosition(ROW_OF_FOUR, ['F1', '2B', '3B', 'F3', 'S1']);
    expect(removePair(q, 0, 3).ok).toBe(true);
    expect(removePair(q, 0, 4)).toEqual({ ok: false, error: { kind: 'no-match', slot: 4 } });
  });
});

describe('playable pairs, won and stuck', () => {
  it('lists every free matching pair', () => {
    const p = smallPosition(ROW_OF_FOUR, ['7D', '2B', '3B', '7D', '7D']);
    expect(playablePairs(p)).toEqual([
      [0, 3],
      [0, 4],
      [3, 4],
    ]);
    expect(hasPlayablePair(p)).toBe(true);
  });

  it('is stuck when tiles remain but no free pair matches', () => {
    const p = smallPosition(ROW_OF_FOUR, ['1B', '2B', '3B', '4B', '5B']);
    expect(playablePairs(p)).toEqual([]);
    expect(isStuck(p)).toBe(true);
    expect(isWon(p)).toBe(false);
  });

  it('is won, not stuck, when the board is empty', () => {
    const slots: Slot[] = [
      { x: 0, y: 0, z: 0 },
      { x: 2, y: 0, z: 0 },
    ];
    const p = smallPosition(slots, ['N', 'N']);
    expect(isWon(p)).toBe(false);
    const q = removed(p, 1, 0);
    expect(isWon(q)).toBe(true);
    expect(isStuck(q)).toBe(false);
    expect(playablePairs(q)).toEqual([]);
  });

  it('compares positions by their tiles on the board', () => {
    const p = smallPosition(ROW_OF_FOUR, ['1B', '2B', '3B', '1B', '5B']);
    const q = removed(p, 0, 3);
    expect(samePosition(p, p)).toBe(true);
    expect(samePosition(p, q)).toBe(false);
    expect(samePosition(q, removed(p, 3, 0))).toBe(true);
  });
});
