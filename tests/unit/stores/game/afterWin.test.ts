import { describe, expect, it } from 'vitest';
import { ref, shallowRef } from 'vue';
import { newGameFromCode } from '@/core/newGame';
import type { Game } from '@/core/game';
import { createDealing } from '@/core/dealing';
import { afterWin } from '@/stores/game/afterWin';
import { newSavedGame } from '@/stores/game/session/session';
import { nextGameAfter } from '@/core/nextGame';
import type { SavedGame } from '@/stores/storage/savedGame';

const NOW = Date.UTC(2026, 0, 1, 12);
const CODE = 'MJ1-L00-AAAAABL';
const DEVICE = 'dev00001';

function wonGame(code = CODE): SavedGame {
  const made = newGameFromCode(CODE);
  if (!made.ok) throw new Error('the test code does not deal');
  return {
    ...newSavedGame(code, 'abcdef1234', { now: NOW - 400_000, page: 'page0001', device: DEVICE }),
    fresh: false, moves: made.value.plan.map(([a, b]): [number, number] => [a, b]), won: true,
    elapsedMs: 312_000, runningSince: null, hintsUsed: 3, rev: 80,
  };
}

function page(won: SavedGame) {
  const saved = shallowRef(won);
  const moveCount = ref(0);
  const shown: { code: string; moves: number; layout: string; id: string; follows: SavedGame }[] = [];
  const wins = afterWin({
    dealing: createDealing({ dealer: newGameFromCode }),
    saved, moveCount,
    now: () => NOW,
    device: () => DEVICE,
    showNext(next: Game, id: string, follows: SavedGame) {
      shown.push({ code: next.code, moves: next.moves.length, layout: next.layout.id, id, follows });
    },
  });
  return { saved, moveCount, shown, wins };
}

describe('after a win', () => {
  it('moves on to the game that follows, under the id every page gives it, and shows the win over it', async () => {
    const won = wonGame();
    const next = nextGameAfter(won, DEVICE);
    const { shown, wins } = page(won);
    await wins.moveOn(won);
    expect(next?.code).toMatch(/^MJ1-L00-[A-Z2-7]{7}$/);
    expect(next?.code).not.toBe(CODE);
    expect(shown).toEqual([{ code: next?.code, moves: 0, layout: 'L00', id: next?.id, follows: won }]);
    expect(wins.lastResult.value).toEqual({ id: 'abcdef1234', code: CODE, layoutId: 'L00', ms: 312_000, hints: 3 });
  });

  it('the win shown goes once the next game\'s first pair is removed, or when dismissed', async () => {
    const won = wonGame();
    const { moveCount, wins } = page(won);
    await wins.moveOn(won);
    expect(wins.lastResult.value?.id).toBe('abcdef1234');
    moveCount.value = 1;
    expect(wins.lastResult.value).toBeNull();

    const again = page(won);
    await again.wins.moveOn(won);
    expect(again.wins.lastResult.value?.id).toBe('abcdef1234');
    again.wins.dismiss();
    expect(again.wins.lastResult.value).toBeNull();
  });

  it('quietly: the next game without the win shown over it', async () => {
    const won = wonGame();
    const { shown, wins } = page(won);
    await wins.moveOn(won);
    expect(wins.lastResult.value?.id).toBe('abcdef1234');
    await wins.moveOn(won, { quiet: true });
    expect(shown).toHaveLength(2);
    expect(wins.lastResult.value).toBeNull();
  });

  it('another game shown while the next one was dealt stays: nothing is shown', async () => {
    const won = wonGame();
    const { saved, shown, wins } = page(won);
    const moving = wins.moveOn(won);
    saved.value = { ...won, rev: won.rev + 1, writer: 'page0002' };
    await moving;
    expect(shown).toEqual([]);
    expect(wins.lastResult.value).toBeNull();
  });

  it('a game of a layout this release lacks, or a code it cannot read, moves on to nothing', async () => {
    for (const code of ['MJ1-L99-AAAAABL', 'MJ2-L00-AAAAABL']) {
      const won = wonGame(code);
      const { shown, wins } = page(won);
      await wins.moveOn(won);
      expect(shown).toEqual([]);
      expect(wins.lastResult.value).toBeNull();
    }
  });
});
