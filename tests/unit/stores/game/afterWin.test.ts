import { describe, expect, it } from 'vitest';
import { ref, shallowRef } from 'vue';
import { newGameFromCode } from '@/core/newGame';
import type { Game } from '@/core/game';
import { createDealing } from '@/core/dealing';
import { afterWin } from '@/stores/game/afterWin';
import { newSavedGame } from '@/stores/game/session/session';
import { nextGameAfter } from '@/core/nextGame';
import type { SavedGame } from '@/stores/storage/savedGame';
import { ID_PATTERN } from '@/stores/storage/schema';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine, planOf, playToWin, touch } from '../machine';

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

/** The pages' tests below: whole pages of one machine over shared storage. */
const PAGES_NOW = Date.UTC(2026, 0, 1);
const storedCode = (local: Map<string, unknown>) => (local.get('game') as { game: { code: string } }).game.code;

async function wonOnOnePage() {
  const clock = virtualClock(PAGES_NOW);
  const m = machine(clock);
  const winner = await m.open();
  winner.game.startCode(CODE);
  touch(winner);
  await clock.advance(312_000);
  playToWin(winner);
  await clock.advance(0);
  return { clock, m, winner };
}

describe('after a win, on the pages of a device', () => {
  it('the next game is the same on every page of a device: same layout, another deal', () => {
    const won = { id: 'abcdef1234', code: CODE };
    const next = nextGameAfter(won, 'dev00001');
    expect(next).toEqual(nextGameAfter(won, 'dev00001'));
    expect(next?.code).toMatch(/^MJ1-L00-[A-Z0-9]{7}$/);
    expect(next?.code).not.toBe(CODE);
    expect(next?.id).toMatch(ID_PATTERN);
    expect(nextGameAfter({ id: 'abcdef1235', code: CODE }, 'dev00001')?.code).not.toBe(next?.code);
    expect(nextGameAfter({ id: 'abcdef1234', code: 'MJ1-L03-AAAAABL' }, 'dev00001')?.code).toMatch(/^MJ1-L03-/);
    // Another machine deals the same board as another game: both count if both are played.
    const elsewhere = nextGameAfter(won, 'dev00002');
    expect(elsewhere?.code).toBe(next?.code);
    expect(elsewhere?.id).not.toBe(next?.id);
  });

  it('a page opened later deals the next game of the layout, ready to play, and leaves the win to the page that won', async () => {
    const { clock, m, winner } = await wonOnOnePage();
    expect(winner.game.status).toBe('won');
    expect(winner.game.wonHere).toBe(true);

    const later = await m.open();
    expect(later.game.status).toBe('playing');
    expect(later.game.wonHere).toBe(false);
    expect(later.game.layout.id).toBe('L00');
    expect(later.game.code).not.toBe(CODE);
    expect(later.game.moveCount).toBe(0);
    const wonId = later.game.lastResult?.id ?? '';
    expect(later.game.lastResult).toEqual({ id: wonId, code: CODE, layoutId: 'L00', ms: 312_000, hints: 0 });
    await clock.advance(60_000);
    expect(later.game.elapsedMs()).toBe(0); // its clock waits for the first tap
    expect(later.progress.placeOf('L00', wonId)).toBe(1);

    // Not stored until played: the page that won keeps its win on screen, and another page deals the same game.
    expect(storedCode(m.local.data)).toBe(CODE);
    expect(winner.game.status).toBe('won');
    const popup = await m.open();
    expect(popup.game.code).toBe(later.game.code);

    const [[a, b]] = planOf(later.game.code);
    later.game.tap(a);
    await clock.advance(0);
    expect(storedCode(m.local.data)).toBe(later.game.code);
    for (const page of [winner, popup]) {
      expect(page.game.code).toBe(later.game.code);
      expect(page.game.status).toBe('playing');
    }
    expect(winner.game.wonHere).toBe(false);
    expect(later.game.lastResult).toEqual({ id: wonId, code: CODE, layoutId: 'L00', ms: 312_000, hints: 0 });
    later.game.tap(b); // the pair of the tile selected above
    expect(later.game.moveCount).toBe(1);
    expect(later.game.lastResult).toBeNull(); // the next game is under way
  });

  it('a page open at the moment of the win does not take the win: it moves on to the same next game', async () => {
    const clock = virtualClock(PAGES_NOW);
    const m = machine(clock);
    const winner = await m.open();
    winner.game.startCode(CODE);
    await clock.advance(0);
    const other = await m.open();
    expect(other.game.code).toBe(CODE);
    playToWin(winner);
    await clock.advance(0);
    expect(winner.game.wonHere).toBe(true);
    expect(other.game.wonHere).toBe(false);
    expect(other.game.status).toBe('playing');
    expect(other.game.code).not.toBe(CODE);
    expect(other.game.lastResult?.code).toBe(CODE);
    const later = await m.open();
    expect(later.game.code).toBe(other.game.code);
    expect(winner.game.status).toBe('won');
  });

  it('the next game, while nobody played it, gives way to any game another page starts, and never reaches sync', async () => {
    const { clock, m, winner } = await wonOnOnePage();
    const later = await m.open();
    const next = later.game.code;
    await clock.advance(120_000); // long enough for any sync write
    expect(m.sync.outbox.some((w) => JSON.stringify(w.value).includes(next))).toBe(false);
    winner.game.newGame('L02');
    await clock.advance(0);
    expect(later.game.layout.id).toBe('L02');
    expect(later.game.code).toBe(winner.game.code);
  });
});
