/** A stored deal and a saved game of a layout of other than 144 tiles (core/tileSets) are kept and read back like any other. */
import { describe, expect, it } from 'vitest';
import { customLayout, lookupWith } from '@/core/customLayout';
import { shapeId } from '@/core/layoutFiles';
import { newGameFromCode } from '@/core/newGame';
import { makeStoredDeal, parseStoredDeal } from '@/stores/storage/storedDeal';
import { parseSavedGame } from '@/stores/storage/savedGame';
import { newSavedGame } from '@/stores/game/session/session';
import { MAX_TILES } from '@/core/tileSets';
import { block } from '../../support/layoutFiles';

const layoutOf = (slots: ReturnType<typeof block>) => customLayout(shapeId(slots), slots, 'Sized');

describe('stored deals of other sizes', () => {
  for (const slots of [block(6, 4), block(14, 12)]) {
    it(`keeps a deal of ${slots.length} tiles and reads it back, and refuses one with a tile the set has not`, () => {
      const layout = layoutOf(slots);
      const lookup = lookupWith((id) => (id === layout.id ? layout : undefined));
      const game = newGameFromCode(`MJ1-${layout.id}-AAAAABL`, lookup);
      if (!game.ok) throw new Error(game.error.message);
      const stored = makeStoredDeal(game.value);
      const back = parseStoredDeal(JSON.parse(JSON.stringify(stored)), lookup);
      expect(back?.faces).toEqual(game.value.faces);
      expect(back?.plan).toEqual(game.value.plan);
      // Every tile the first one's face, its fingerprint right: more of one kind than any size is dealt.
      const forged = makeStoredDeal({ ...game.value, faces: game.value.faces.map(() => game.value.faces[0]) });
      expect(parseStoredDeal(forged, lookup)).toBeNull();
    });
  }
});

describe('a saved game of the largest layout', () => {
  it('keeps all its moves, 144 pairs for 288 tiles (core/tileSets MAX_TILES), and refuses more', () => {
    const g = newSavedGame('MJ1-L00-AAAAABL', 'game000001', { now: Date.UTC(2026, 0, 1), page: 'page0001', device: 'dev00001' });
    expect(MAX_TILES / 2).toBe(144);
    expect(parseSavedGame({ game: { ...g, moves: Array(100).fill([1, 2]), redo: Array(44).fill([1, 2]) } })).toMatchObject({ code: g.code });
    expect(parseSavedGame({ game: { ...g, moves: Array(145).fill([1, 2]) } })).toBe('moves');
    expect(parseSavedGame({ game: { ...g, moves: Array(100).fill([1, 2]), redo: Array(45).fill([1, 2]) } })).toBe('redo');
  });
});
