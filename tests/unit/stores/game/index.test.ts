import { describe, expect, it } from 'vitest';
import { newGameFromCode } from '@/core/newGame';
import { gameStatus, playPair, type Game } from '@/core/game';
import { playablePairs } from '@/core/position';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine, planOf, playToWin, touch, type Page } from '../machine';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';

type Move = [number, number];

async function pageWith(code = CODE) {
  const clock = virtualClock(NOW);
  const m = machine(clock);
  const page = await m.open();
  expect(page.game.startCode(code).ok).toBe(true);
  expect(page.game.code).toBe(code);
  return { clock, m, page };
}

const stored = (local: Map<string, unknown>) => (local.get('game') as { game: { moves: Move[]; rev: number; elapsedMs: number; runningSince: number | null } }).game;

function playPairs(page: Page, pairs: readonly Move[]): void {
  for (const [a, b] of pairs) {
    page.game.tap(a);
    page.game.tap(b);
  }
}

/** Always taking the first free pair runs this deal into a dead end (45 pairs). */
function deadEndLine(): Move[] {
  const made = newGameFromCode(CODE);
  if (!made.ok) throw new Error('the test code does not deal');
  let g: Game = made.value;
  while (gameStatus(g) === 'playing') {
    const [a, b] = playablePairs(g.position)[0];
    const next = playPair(g, a, b);
    if (!next.ok) throw new Error('a free pair does not play');
    g = next.value;
  }
  return g.moves.map(([a, b]): Move => [a, b]);
}

describe('game store', () => {
  describe('isCurrent', () => {
    it('names the game shown in any case and with spaces around it', async () => {
      const { page } = await pageWith();
      expect(page.game.isCurrent(CODE)).toBe(true);
      expect(page.game.isCurrent('mj1-l00-aaaaabl')).toBe(true);
      expect(page.game.isCurrent('  Mj1-L00-aaaAABL \n')).toBe(true);
    });

    it('another code, a bad code or nothing is not the game shown', async () => {
      const { page } = await pageWith();
      expect(page.game.isCurrent('MJ1-L00-AAAAABM')).toBe(false);
      expect(page.game.isCurrent('MJ1-L01-AAAAABL')).toBe(false);
      expect(page.game.isCurrent('MJ1 L00 AAAAABL')).toBe(false);
      expect(page.game.isCurrent('MJ1-L00-AAAAAB1')).toBe(false);
      expect(page.game.isCurrent('')).toBe(false);
    });

    it('follows the game shown', async () => {
      const { page } = await pageWith();
      page.game.startCode('MJ1-L01-AAAAABL');
      expect(page.game.isCurrent('mj1-l01-aaaaabl')).toBe(true);
      expect(page.game.isCurrent(CODE)).toBe(false);
    });
  });

  describe('needsConfirmToLeave', () => {
    it('asks only once a pair is removed, playing or paused, and no longer once taken back', async () => {
      const { page, clock } = await pageWith();
      expect(page.game.needsConfirmToLeave).toBe(false);
      touch(page);
      expect(page.game.needsConfirmToLeave).toBe(false);
      playPairs(page, planOf(CODE).slice(0, 1));
      expect(page.game.moveCount).toBe(1);
      expect(page.game.needsConfirmToLeave).toBe(true);
      await clock.advance(5_000);
      page.game.pause();
      expect(page.game.status).toBe('paused');
      expect(page.game.needsConfirmToLeave).toBe(true);
      page.game.resume();
      page.game.undo();
      expect(page.game.moveCount).toBe(0);
      expect(page.game.needsConfirmToLeave).toBe(false);
    });

    it('a game at a dead end or won is over: leaving it asks nothing', async () => {
      const stuck = await pageWith();
      touch(stuck.page);
      playPairs(stuck.page, deadEndLine());
      expect(stuck.page.game.status).toBe('stuck');
      expect(stuck.page.game.moveCount).toBe(45);
      expect(stuck.page.game.needsConfirmToLeave).toBe(false);

      const won = await pageWith();
      touch(won.page);
      playToWin(won.page);
      expect(won.page.game.status).toBe('won');
      expect(won.page.game.needsConfirmToLeave).toBe(false);
    });
  });

  describe('undo', () => {
    it('on a paused game changes nothing: the board, the clock and the stored copy stay', async () => {
      const { page, clock, m } = await pageWith();
      touch(page);
      playPairs(page, planOf(CODE).slice(0, 2));
      await clock.advance(20_000);
      page.game.pause();
      await clock.advance(0);
      const before = { ...stored(m.local.data) };
      const position = page.game.position;
      expect(page.game.status).toBe('paused');
      expect(page.game.canUndo).toBe(false);

      page.game.undo();
      await clock.advance(60_000);
      expect(page.game.moveCount).toBe(2);
      expect(page.game.position).toBe(position);
      expect(page.game.status).toBe('paused');
      expect(page.game.elapsedMs()).toBe(20_000);
      expect(stored(m.local.data)).toEqual(before);
      expect(before.moves).toEqual(planOf(CODE).slice(0, 2));
      expect(before.runningSince).toBeNull();
    });

    it('on a game at a dead end takes back its last pair and runs the clock again', async () => {
      const { page, clock } = await pageWith();
      touch(page);
      await clock.advance(10_000);
      playPairs(page, deadEndLine());
      await clock.advance(5_000);
      expect(page.game.elapsedMs()).toBe(10_000);
      expect(page.game.canUndo).toBe(true);
      page.game.undo();
      expect(page.game.moveCount).toBe(44);
      expect(page.game.status).toBe('playing');
      await clock.advance(3_000);
      expect(page.game.elapsedMs()).toBe(13_000);
    });
  });
});
