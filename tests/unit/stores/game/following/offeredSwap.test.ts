import { HEARTBEAT_MS } from '@/stores/storage/savedGame';
import { describe, expect, it } from 'vitest';
import { ref, shallowRef } from 'vue';
import { newGameFromCode, replay } from '@/core/newGame';
import { playPair, type Game } from '@/core/game';
import { offeredSwap } from '@/stores/game/following/offeredSwap';
import { newSavedGame, type FinishedGame } from '@/stores/game/session/session';
import type { SavedGame } from '@/stores/storage/savedGame';

const NOW = Date.UTC(2026, 0, 1, 12);
const SHOWN_CODE = 'MJ1-L00-AAAAABL';
const OFFERED_CODE = 'MJ1-L01-AAAAAAC';

type Move = [number, number];

/** The moves of the deal's first `pairs` planned pairs, played on the real board. */
function planned(code: string, pairs: number): Move[] {
  const made = newGameFromCode(code);
  if (!made.ok) throw new Error(`${code} does not deal`);
  const g = made.value.plan.slice(0, pairs).reduce((at: Game, [a, b]) => {
    const next = playPair(at, a, b);
    if (!next.ok) throw new Error('the plan does not play');
    return next.value;
  }, made.value);
  return g.moves.map(([a, b]): Move => [a, b]);
}

function game(id: string, code: string, patch: Partial<SavedGame>): SavedGame {
  return { ...newSavedGame(code, id, { now: NOW - 600_000, page: 'page0001', device: 'dev00001' }), fresh: false, ...patch };
}

/** Played here: one pair, 30 s before its clock was last started a minute ago. */
const SHOWN = game('game000001', SHOWN_CODE, { moves: planned(SHOWN_CODE, 1), elapsedMs: 30_000, runningSince: NOW - 60_000 });
/** Left further along on another machine: three pairs, 45 s, its clock said to run still. */
const OFFERED = game('game000002', OFFERED_CODE, { moves: planned(OFFERED_CODE, 3), elapsedMs: 45_000, runningSince: NOW - 10_000, hintsUsed: 2 });

function swap({ shown = SHOWN, offer = OFFERED as SavedGame | null, ready = true, layoutId = 'L05' } = {}) {
  const saved = shallowRef(shown);
  const offered = shallowRef(offer);
  const calls: string[] = [];
  const offers: (SavedGame | null)[] = [];
  const counted: (FinishedGame | null)[] = [];
  const swapper = offeredSwap({ ready: ref(ready), saved, act: (action) => calls.push(action.kind === 'takenUp' ? 'taken up' : action.kind) }, {
    offered,
    now: () => NOW,
    layoutId: () => layoutId,
    show(next) {
      calls.push(`show ${next.id}`);
      if (!replay(next.code, next.moves).ok) return false;
      saved.value = next;
      return true;
    },
    offer(other) {
      calls.push('offer');
      offers.push(other);
      offered.value = other;
    },
    count: (finished) => counted.push(finished),
  });
  return { saved, offered, calls, offers, counted, swapper };
}

describe('offered game', () => {
  describe('accept', () => {
    it('shows the offered game with its clock stopped, takes it up, and offers the one shown in its place, paused', () => {
      const { saved, calls, offers, counted, swapper } = swap();
      swapper.accept();
      expect(calls).toEqual(['show game000002', 'taken up', 'offer']);
      expect(saved.value).toEqual({ ...OFFERED, runningSince: null });
      // A stored running stretch counts one heartbeat at most (the store banks the time played before every action).
      expect(offers).toEqual([{ ...SHOWN, elapsedMs: 30_000 + HEARTBEAT_MS, runningSince: null }]);
      expect(counted).toEqual([]);
    });

    it('offers nothing in its place when the game shown had no pair removed, was won, or is another line of the same game', () => {
      const untouched = swap({ shown: { ...SHOWN, moves: [] } });
      untouched.swapper.accept();
      expect(untouched.offers).toEqual([null]);

      const won = swap({ shown: { ...SHOWN, won: true } });
      won.swapper.accept();
      expect(won.offers).toEqual([null]);

      const sameGame = swap({ shown: { ...SHOWN, id: OFFERED.id } });
      sameGame.swapper.accept();
      expect(sameGame.offers).toEqual([null]);
      expect(sameGame.saved.value.moves).toEqual(OFFERED.moves);
    });

    it('a damaged offer that does not replay is dropped, and the game shown stays', () => {
      const damaged = { ...OFFERED, moves: [[0, 1]] as Move[] };
      const { saved, calls, offers, swapper } = swap({ offer: damaged });
      swapper.accept();
      expect(calls).toEqual(['show game000002', 'offer']);
      expect(offers).toEqual([null]);
      expect(saved.value).toBe(SHOWN);
    });

    it('does nothing before the page is ready or with nothing offered', () => {
      const early = swap({ ready: false });
      early.swapper.accept();
      expect(early.calls).toEqual([]);
      expect(early.saved.value).toBe(SHOWN);
      const none = swap({ offer: null });
      none.swapper.accept();
      expect(none.calls).toEqual([]);
    });
  });

  describe('dismiss', () => {
    it('counts the offered game as played (its clock stopped where it was) and offers nothing', () => {
      const { saved, calls, counted, offers, swapper } = swap();
      swapper.dismiss();
      expect(counted).toEqual([{ id: 'game000002', code: OFFERED_CODE, layoutId: 'L01', at: NOW, ms: 45_000, hints: 2, won: false }]);
      expect(offers).toEqual([null]);
      expect(calls).toEqual(['offer']);
      expect(saved.value).toBe(SHOWN);
    });

    it('another line of the game shown is not counted: it ends with that game', () => {
      const { counted, offers, swapper } = swap({ offer: { ...OFFERED, id: SHOWN.id } });
      swapper.dismiss();
      expect(counted).toEqual([]);
      expect(offers).toEqual([null]);
    });

    it('a code of a layout this release lacks is counted under its own layout; one it cannot read under the layout shown', () => {
      const unknownLayout = swap({ offer: { ...OFFERED, code: 'MJ1-L99-AAAAAAC' } });
      unknownLayout.swapper.dismiss();
      expect(unknownLayout.counted.map((f) => f?.layoutId)).toEqual(['L99']);
      const newerVersion = swap({ offer: { ...OFFERED, code: 'MJ2-L01-AAAAAAC' } });
      newerVersion.swapper.dismiss();
      expect(newerVersion.counted.map((f) => f?.layoutId)).toEqual(['L05']);
    });

    it('an offered game with no pair removed counts as nothing', () => {
      const { counted, offers, swapper } = swap({ offer: { ...OFFERED, moves: [] } });
      swapper.dismiss();
      expect(counted.filter((f) => f !== null)).toEqual([]);
      expect(offers).toEqual([null]);
    });

    it('does nothing before the page is ready or with nothing offered', () => {
      const early = swap({ ready: false });
      early.swapper.dismiss();
      expect([early.calls, early.counted, early.offered.value]).toEqual([[], [], OFFERED]);
      const none = swap({ offer: null });
      none.swapper.dismiss();
      expect([none.calls, none.counted]).toEqual([[], []]);
    });
  });
});
