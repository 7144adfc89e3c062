import { describe, expect, it } from 'vitest';
import { ref, shallowRef } from 'vue';
import { newGameFromCode } from '@/core/newGame';
import { gameStatus, playPair, type Game } from '@/core/game';
import { playablePairs } from '@/core/position';
import { sessionDecisions } from '@/stores/game/session/decisions';
import { newSavedGame } from '@/stores/game/session/session';
import type { SavedGame } from '@/stores/storage/savedGame';

const CODE = 'MJ1-L00-AAAAABL';
const NOW = Date.UTC(2026, 0, 1);

function dealt(): Game {
  const made = newGameFromCode(CODE);
  if (!made.ok) throw new Error('the test code does not deal');
  return made.value;
}

function played(g: Game, pairs: readonly (readonly [number, number])[]): Game {
  return pairs.reduce((at, [a, b]) => {
    const next = playPair(at, a, b);
    if (!next.ok) throw new Error(`pair ${a}-${b} is not playable`);
    return next.value;
  }, g);
}

const START = dealt();
// The first free pair, not the plan's: a code keeps its board from release to release, but its plan may change.
const ONE_PAIR = played(START, [playablePairs(START.position)[0]]);
const WON = played(START, START.plan);
/** Always taking the first free pair runs this deal into a dead end after 45 pairs, 54 tiles left. */
function stuckGame(): Game {
  let g = START;
  while (gameStatus(g) === 'playing') g = played(g, [playablePairs(g.position)[0]]);
  return g;
}
const STUCK = stuckGame();

const savedAs = (clock: 'fresh' | 'running' | 'stopped', g: Game): SavedGame => ({
  ...newSavedGame(CODE, 'game000001', { now: NOW, page: 'page0001', device: 'dev00001' }),
  moves: g.moves.map(([a, b]): [number, number] => [a, b]),
  fresh: clock === 'fresh',
  runningSince: clock === 'running' ? NOW : null,
});

function decide(g: Game, clock: 'fresh' | 'running' | 'stopped', options: { ready?: boolean; held?: boolean; wanted?: boolean } = {}) {
  const inputs = {
    ready: ref(options.ready ?? true),
    game: shallowRef(g),
    saved: shallowRef(savedAs(clock, g)),
    held: ref(options.held ?? false),
    wanted: ref(options.wanted ?? true),
  };
  const decisions = sessionDecisions({ ...inputs, winnableWanted: () => inputs.wanted.value });
  return { inputs, decisions };
}

describe('game decisions', () => {
  it('the dead end used here is one: 45 pairs played, 54 tiles left', () => {
    expect(gameStatus(STUCK)).toBe('stuck');
    expect(STUCK.moves).toHaveLength(45);
    expect(gameStatus(WON)).toBe('won');
  });

  describe('status', () => {
    it('a fresh deal is in play though its clock waits for the first tap', () => {
      expect(decide(START, 'fresh').decisions.status.value).toBe('playing');
    });

    it('a running clock is in play; a stopped one that is not fresh is paused', () => {
      expect(decide(ONE_PAIR, 'running').decisions.status.value).toBe('playing');
      expect(decide(ONE_PAIR, 'stopped').decisions.status.value).toBe('paused');
    });

    it('a held board shows as paused, running or fresh, and in play again once let go', () => {
      const { inputs, decisions } = decide(ONE_PAIR, 'running', { held: true });
      expect(decisions.status.value).toBe('paused');
      inputs.held.value = false;
      expect(decisions.status.value).toBe('playing');
      expect(decide(START, 'fresh', { held: true }).decisions.status.value).toBe('paused');
    });

    it('comes from the board: stuck and won whatever the clock or a hold says', () => {
      expect(decide(STUCK, 'stopped').decisions.status.value).toBe('stuck');
      expect(decide(STUCK, 'running', { held: true }).decisions.status.value).toBe('stuck');
      expect(decide(WON, 'stopped').decisions.status.value).toBe('won');
      expect(decide(WON, 'running', { held: true }).decisions.status.value).toBe('won');
    });

    it('follows the game shown', () => {
      const { inputs, decisions } = decide(ONE_PAIR, 'running');
      inputs.game.value = STUCK;
      expect(decisions.status.value).toBe('stuck');
      inputs.game.value = WON;
      expect(decisions.status.value).toBe('won');
    });
  });

  describe('what the player may do', () => {
    it('undo: a pair to take back in play or at a dead end, never on a paused, held, won, fresh or unready board', () => {
      expect(decide(ONE_PAIR, 'running').decisions.canUndo.value).toBe(true);
      expect(decide(STUCK, 'stopped').decisions.canUndo.value).toBe(true);
      expect(decide(ONE_PAIR, 'stopped').decisions.canUndo.value).toBe(false);
      expect(decide(ONE_PAIR, 'running', { held: true }).decisions.canUndo.value).toBe(false);
      expect(decide(WON, 'stopped').decisions.canUndo.value).toBe(false);
      expect(decide(START, 'fresh').decisions.canUndo.value).toBe(false);
      expect(decide(ONE_PAIR, 'running', { ready: false }).decisions.canUndo.value).toBe(false);
    });

    it('hint and pause: only a ready board in play, fresh ones included', () => {
      for (const [g, clock, options, allowed] of [
        [START, 'fresh', {}, true],
        [ONE_PAIR, 'running', {}, true],
        [ONE_PAIR, 'stopped', {}, false],
        [ONE_PAIR, 'running', { held: true }, false],
        [STUCK, 'stopped', {}, false],
        [WON, 'stopped', {}, false],
        [ONE_PAIR, 'running', { ready: false }, false],
      ] as const) {
        const { decisions } = decide(g, clock, options);
        expect([decisions.canHint.value, decisions.canPause.value]).toEqual([allowed, allowed]);
      }
    });

    it('restart: any ready game with a pair removed and not won, paused and stuck ones included', () => {
      expect(decide(ONE_PAIR, 'running').decisions.canRestart.value).toBe(true);
      expect(decide(ONE_PAIR, 'stopped').decisions.canRestart.value).toBe(true);
      expect(decide(STUCK, 'stopped').decisions.canRestart.value).toBe(true);
      expect(decide(WON, 'stopped').decisions.canRestart.value).toBe(false);
      expect(decide(START, 'fresh').decisions.canRestart.value).toBe(false);
      expect(decide(ONE_PAIR, 'running', { ready: false }).decisions.canRestart.value).toBe(false);
    });

    it('leaving asks first only for a game with pairs removed that is in play or paused', () => {
      expect(decide(ONE_PAIR, 'running').decisions.needsConfirmToLeave.value).toBe(true);
      expect(decide(ONE_PAIR, 'stopped').decisions.needsConfirmToLeave.value).toBe(true);
      expect(decide(ONE_PAIR, 'running', { held: true }).decisions.needsConfirmToLeave.value).toBe(true);
      expect(decide(START, 'fresh').decisions.needsConfirmToLeave.value).toBe(false);
      expect(decide(START, 'stopped').decisions.needsConfirmToLeave.value).toBe(false);
      expect(decide(STUCK, 'stopped').decisions.needsConfirmToLeave.value).toBe(false);
      expect(decide(WON, 'stopped').decisions.needsConfirmToLeave.value).toBe(false);
    });
  });

  describe('what the page shows', () => {
    it('the "can still be won" answer: wanted, ready, and the game in play or at a dead end', () => {
      expect(decide(ONE_PAIR, 'running').decisions.showsWinnable.value).toBe(true);
      expect(decide(START, 'fresh').decisions.showsWinnable.value).toBe(true);
      expect(decide(STUCK, 'stopped').decisions.showsWinnable.value).toBe(true);
      expect(decide(ONE_PAIR, 'stopped').decisions.showsWinnable.value).toBe(false);
      expect(decide(WON, 'stopped').decisions.showsWinnable.value).toBe(false);
      expect(decide(ONE_PAIR, 'running', { ready: false }).decisions.showsWinnable.value).toBe(false);
      const { inputs, decisions } = decide(ONE_PAIR, 'running', { wanted: false });
      expect(decisions.showsWinnable.value).toBe(false);
      inputs.wanted.value = true;
      expect(decisions.showsWinnable.value).toBe(true);
    });

    it('tiles left and pairs free now, from the position shown', () => {
      const { inputs, decisions } = decide(START, 'fresh');
      expect([decisions.remaining.value, decisions.pairsFree.value, decisions.moveCount.value]).toEqual([144, 17, 0]);
      inputs.game.value = ONE_PAIR;
      expect([decisions.remaining.value, decisions.pairsFree.value, decisions.moveCount.value]).toEqual([142, 16, 1]);
      inputs.game.value = STUCK;
      expect([decisions.remaining.value, decisions.pairsFree.value, decisions.moveCount.value]).toEqual([54, 0, 45]);
      inputs.game.value = WON;
      expect([decisions.remaining.value, decisions.pairsFree.value, decisions.moveCount.value]).toEqual([0, 0, 72]);
    });
  });
});
