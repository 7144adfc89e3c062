import { describe, expect, it } from 'vitest';
import { ref, shallowRef } from 'vue';
import { newGameFromCode } from '@/core/newGame';
import { playPair, type Game } from '@/core/game';
import { clockHold } from '@/stores/game/session/clockHold';
import { sessionDecisions } from '@/stores/game/session/decisions';
import { newSavedGame } from '@/stores/game/session/session';
import type { SavedGame } from '@/stores/storage/savedGame';

const CODE = 'MJ1-L00-AAAAABL';
const NOW = Date.UTC(2026, 0, 1);

function onePairPlayed(): Game {
  const made = newGameFromCode(CODE);
  if (!made.ok) throw new Error('the test code does not deal');
  const [a, b] = made.value.plan[0];
  const next = playPair(made.value, a, b);
  if (!next.ok) throw new Error('the plan does not play');
  return next.value;
}
const GAME = onePairPlayed();

function savedGame(clock: 'fresh' | 'running' | 'stopped', id = 'game000001'): SavedGame {
  return {
    ...newSavedGame(CODE, id, { now: NOW, page: 'page0001', device: 'dev00001' }),
    moves: clock === 'fresh' ? [] : GAME.moves.map(([a, b]): [number, number] => [a, b]),
    fresh: clock === 'fresh',
    runningSince: clock === 'running' ? NOW : null,
  };
}

/** A hold over the store's own status: stopping and starting the clock change the saved game as the store does. */
function board(clock: 'fresh' | 'running' | 'stopped', { ready = true } = {}) {
  const held = ref(false);
  const readyRef = ref(ready);
  const saved = shallowRef(savedGame(clock));
  const { status } = sessionDecisions({ ready: readyRef, game: shallowRef(GAME), saved, held, winnableWanted: () => false });
  const calls: string[] = [];
  const hold = clockHold({
    ready: readyRef, status, saved,
    act(action) {
      if (action.kind === 'clockStopped') {
        calls.push('stop');
        saved.value = { ...saved.value, runningSince: null };
      } else if (action.kind === 'clockStarted') {
        calls.push('start');
        saved.value = { ...saved.value, runningSince: NOW + 1000 };
      } else calls.push(action.kind);
    },
  }, held);
  return { held, saved, status, calls, hold };
}

describe('clock hold', () => {
  it('a running clock stops under a dialog, the board shows as paused, and it runs on at release', () => {
    const { held, status, calls, hold, saved } = board('running');
    hold.hold();
    expect(held.value).toBe(true);
    expect(status.value).toBe('paused');
    expect(calls).toEqual(['stop']);
    hold.release();
    expect(held.value).toBe(false);
    expect(calls).toEqual(['stop', 'start']);
    expect(status.value).toBe('playing');
    expect(saved.value.runningSince).toBe(NOW + 1000);
  });

  it('holding twice stops once, and a release without a hold does nothing', () => {
    const { calls, hold, held } = board('running');
    hold.release();
    expect(calls).toEqual([]);
    hold.hold();
    hold.hold();
    expect(calls).toEqual(['stop']);
    hold.release();
    hold.release();
    expect(calls).toEqual(['stop', 'start']);
    expect(held.value).toBe(false);
  });

  it('a paused game stays paused after the dialog', () => {
    const { calls, hold, status } = board('stopped');
    hold.hold();
    expect(status.value).toBe('paused');
    hold.release();
    expect(calls).toEqual([]);
    expect(status.value).toBe('paused');
  });

  it('a fresh deal keeps waiting for its first tap: no clock stops or starts', () => {
    const { calls, hold, status, held } = board('fresh');
    hold.hold();
    expect(held.value).toBe(true);
    expect(status.value).toBe('paused');
    hold.release();
    expect(calls).toEqual([]);
    expect(status.value).toBe('playing');
  });

  it('a page not ready holds the board but stops no clock', () => {
    const { calls, hold, held } = board('running', { ready: false });
    hold.hold();
    expect(held.value).toBe(true);
    expect(calls).toEqual([]);
    hold.release();
    expect(calls).toEqual([]);
  });

  it('another game shown during the hold does not start at release', () => {
    const { calls, hold, saved } = board('running');
    hold.hold();
    saved.value = savedGame('stopped', 'game000002');
    hold.release();
    expect(calls).toEqual(['stop']);
  });

  it('forget(): no clock runs at release', () => {
    const { calls, hold } = board('running');
    hold.hold();
    hold.forget();
    hold.release();
    expect(calls).toEqual(['stop']);
  });

  it('runAtRelease(id): the game held runs at release though the hold stopped nothing; another id does not', () => {
    const first = board('stopped');
    first.hold.hold();
    first.hold.runAtRelease('game000001');
    first.hold.release();
    expect(first.calls).toEqual(['start']);
    expect(first.status.value).toBe('playing');

    const second = board('stopped');
    second.hold.hold();
    second.hold.runAtRelease('game000002');
    second.hold.release();
    expect(second.calls).toEqual([]);
    expect(second.status.value).toBe('paused');
  });

  it('a clock that runs again by the time of release is not started twice', () => {
    const { calls, hold, saved, status } = board('running');
    hold.hold();
    saved.value = { ...saved.value, runningSince: NOW + 500 };
    expect(status.value).toBe('paused');
    hold.release();
    expect(calls).toEqual(['stop']);
    expect(saved.value.runningSince).toBe(NOW + 500);
  });
});
