import { describe, expect, it } from 'vitest';
import { shallowRef } from 'vue';
import { virtualClock, type VirtualClock } from '@/tests/unit/support/virtualClock';
import { isFree } from '@/core/position';
import { HEARTBEAT_MS, parseSavedGame, type SavedGame } from '@/stores/storage/savedGame';
import { clampTime, isTime } from '@/stores/storage/schema';
import { newSavedGame } from '@/stores/game/session/session';
import { MAX_GAP_MS, playClock } from '@/stores/game/session/playClock';
import { machine, planOf, touch, type Machine, type Page } from '../../machine';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';
const SECOND = 1_000;

async function freshDeal(): Promise<{ clock: VirtualClock; m: Machine; page: Page; local: Map<string, unknown> }> {
  const clock = virtualClock(NOW);
  const m = machine(clock);
  const page = await m.open();
  page.game.startCode(CODE);
  await clock.advance(0);
  return { clock, m, page, local: m.local.data };
}

const storedGame = (local: Map<string, unknown>) => (local.get('game') as { game: { runningSince: number | null; fresh?: boolean } }).game;

describe('the clock of a deal', () => {

  it('waits at 0 on a fresh deal, which is in play, until the first tap, even a blocked one', async () => {
    const { clock, page, local } = await freshDeal();
    await clock.advance(60 * SECOND);
    expect(page.game.status).toBe('playing');
    expect(page.game.elapsedMs()).toBe(0);
    expect(storedGame(local)).toMatchObject({ runningSince: null, fresh: true });
    page.game.hint(); // asking for help is not a tap on a tile
    await clock.advance(5 * SECOND);
    expect(page.game.elapsedMs()).toBe(0);

    const blocked = page.game.layout.slots.findIndex((_, s) => !isFree(page.game.position, s));
    page.game.tap(blocked);
    expect(page.game.lastTap?.outcome).toBe('blocked');
    await clock.advance(5 * SECOND);
    expect(page.game.elapsedMs()).toBe(5 * SECOND);
    expect(storedGame(local).fresh).toBeFalsy();
  });

  it('is still waiting on the next page when the page was hidden before the first tap', async () => {
    const { clock, m, page } = await freshDeal();
    page.game.pause('hidden');
    expect(page.game.status).toBe('playing');
    await clock.advance(10 * SECOND);
    const next = await m.open();
    expect(next.game.code).toBe(CODE);
    expect(next.game.status).toBe('playing');
    await clock.advance(10 * SECOND);
    expect(next.game.elapsedMs()).toBe(0);
  });

  it('stops when the player pauses a fresh deal, and runs from Resume', async () => {
    const { clock, page } = await freshDeal();
    page.game.pause();
    expect(page.game.status).toBe('paused');
    await clock.advance(10 * SECOND);
    page.game.resume();
    await clock.advance(3 * SECOND);
    expect(page.game.elapsedMs()).toBe(3 * SECOND);
  });

  it('of a restored game that was running goes on as before', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const game = {
      id: 'abcdef1234', code: CODE, moves: planOf(CODE).slice(0, 1), hintsUsed: 0, elapsedMs: 5 * SECOND, runningSince: NOW - 2 * SECOND,
      startedAt: NOW - 10 * SECOND, playedAt: NOW - SECOND, rev: 3, writer: 'tab00001', device: 'devx0001', won: false,
    };
    await m.local.set({ game: { v: 1, game } });
    const page = await m.open();
    expect(page.game.status).toBe('playing');
    await clock.advance(3 * SECOND);
    expect(page.game.elapsedMs()).toBe(10 * SECOND);
  });
});

describe('the pause when a page is hidden', () => {
  it('leaves alone a game another page set running since (the popup resumed it), and pauses its own', async () => {
    const { clock, m, page: tab } = await freshDeal();
    touch(tab);
    await clock.advance(2 * SECOND);
    const popup = await m.open();
    popup.game.pause();
    await clock.advance(0);
    expect(tab.game.status).toBe('paused');
    popup.game.resume();
    await clock.advance(0);
    expect(tab.game.status).toBe('playing');
    // The tab behind the popup is hidden late: the player's clock in the popup goes on.
    tab.game.pause('hidden');
    await clock.advance(3 * SECOND);
    expect(popup.game.status).toBe('playing');
    expect(tab.game.status).toBe('playing');
    expect(popup.game.elapsedMs()).toBe(5 * SECOND);
    // The popup closes: its own game pauses, and the tab follows.
    popup.game.pause('hidden');
    await clock.advance(0);
    expect(popup.game.status).toBe('paused');
    expect(tab.game.status).toBe('paused');
  });

  it('pauses a running game restored as it was left, whoever wrote it (its page may have crashed)', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const game = {
      id: 'abcdef1234', code: CODE, moves: planOf(CODE).slice(0, 1), hintsUsed: 0, elapsedMs: 5 * SECOND, runningSince: NOW - SECOND,
      startedAt: NOW - 10 * SECOND, playedAt: NOW - SECOND, rev: 3, writer: 'tab00001', device: 'devx0001', won: false,
    };
    await m.local.set({ game: { v: 1, game } });
    const page = await m.open();
    expect(page.game.status).toBe('playing');
    page.game.pause('hidden');
    expect(page.game.status).toBe('paused');
  });
});

describe('the stored clock', () => {
  const stored = {
    id: 'abcdef1234', code: CODE, moves: [], hintsUsed: 0, elapsedMs: 0, runningSince: null,
    startedAt: NOW, playedAt: NOW, rev: 0, writer: 'tab00001', device: 'devx0001', won: false,
  };

  it('reads "fresh" when it is true, leaves it out otherwise (older copies), and takes nothing else for it', () => {
    expect(parseSavedGame({ game: { ...stored, fresh: true } })).toMatchObject({ fresh: true });
    expect(parseSavedGame({ game: stored })).not.toHaveProperty('fresh');
    expect(parseSavedGame({ game: { ...stored, fresh: false } })).not.toHaveProperty('fresh');
    expect(parseSavedGame({ game: { ...stored, fresh: 'yes' } })).toBe('fresh');
  });
});

describe('a dialog over the board', () => {

  it('holds a running clock and shows the board paused; closing it lets the game go on by itself', async () => {
    const { clock, page, local } = await freshDeal();
    touch(page);
    await clock.advance(10 * SECOND);
    page.game.hold();
    expect(page.game.held).toBe(true);
    expect(page.game.status).toBe('paused');
    expect(storedGame(local).runningSince).toBeNull(); // other pages of this game see it stopped too
    await clock.advance(5 * SECOND);
    expect(page.game.elapsedMs()).toBe(10 * SECOND);
    const [[a]] = planOf(CODE);
    page.game.tap(a); // the board is covered: nothing happens
    expect(page.game.selected).toBeNull();

    page.game.release();
    expect(page.game.held).toBe(false);
    expect(page.game.status).toBe('playing');
    await clock.advance(3 * SECOND);
    expect(page.game.elapsedMs()).toBe(13 * SECOND);
  });

  it('leaves a game the player paused paused, and a fresh deal waiting for its first tap', async () => {
    const { clock, page } = await freshDeal();
    page.game.hold();
    expect(page.game.status).toBe('paused');
    page.game.release();
    expect(page.game.status).toBe('playing');
    await clock.advance(4 * SECOND);
    expect(page.game.elapsedMs()).toBe(0);

    touch(page);
    await clock.advance(2 * SECOND);
    page.game.pause();
    page.game.hold();
    page.game.resume(); // nothing can be resumed under a dialog
    await clock.advance(2 * SECOND);
    page.game.release();
    expect(page.game.status).toBe('paused');
    expect(page.game.elapsedMs()).toBe(2 * SECOND);
  });

  it('does not start the clock of a game begun while it was open', async () => {
    const { clock, page } = await freshDeal();
    touch(page);
    page.game.hold();
    page.game.newGame('L01');
    await clock.advance(0);
    expect(page.game.layout.id).toBe('L01');
    page.game.release();
    await clock.advance(5 * SECOND);
    expect(page.game.status).toBe('playing');
    expect(page.game.elapsedMs()).toBe(0);
  });

  it('does not run the clock for an undo made while it is open, until it closes', async () => {
    const { clock, page } = await freshDeal();
    touch(page);
    const [[a, b]] = planOf(CODE);
    page.game.tap(a);
    page.game.tap(b);
    await clock.advance(2 * SECOND);
    page.game.hold();
    page.game.undo();
    await clock.advance(5 * SECOND);
    expect(page.game.status).toBe('paused');
    expect(page.game.elapsedMs()).toBe(2 * SECOND);
    page.game.release();
    await clock.advance(SECOND);
    expect(page.game.elapsedMs()).toBe(3 * SECOND);
  });
});

describe('the virtual clock', () => {
  it('moves wall and monotonic time together, and runs timers in order on the monotonic time', async () => {
    const clock = virtualClock(NOW);
    const fired: [string, number, number][] = [];
    clock.setTimeout(() => fired.push(['b', clock.now(), clock.monotonic()]), 2_000);
    clock.setTimeout(() => fired.push(['a', clock.now(), clock.monotonic()]), 1_000);
    const cancelled = clock.setTimeout(() => fired.push(['x', 0, 0]), 1_500);
    clock.clearTimeout(cancelled);
    await clock.advance(3_000);
    expect(fired).toEqual([['a', NOW + 1_000, 1_000], ['b', NOW + 2_000, 2_000]]);
    expect([clock.now(), clock.monotonic()]).toEqual([NOW + 3_000, 3_000]);
  });

  it('sets the wall time alone: timers and the monotonic reading do not notice', async () => {
    const clock = virtualClock(NOW);
    let at = -1;
    clock.setTimeout(() => (at = clock.monotonic()), 5_000);
    clock.set(NOW - 3_600_000);
    await clock.advance(4_000);
    expect(at).toBe(-1);
    clock.set(NOW + 30 * 24 * 3_600_000);
    expect(at).toBe(-1);
    await clock.advance(1_000);
    expect(at).toBe(5_000);
    expect(clock.now()).toBe(NOW + 30 * 24 * 3_600_000 + 1_000);
  });
});

describe('stored times', () => {
  it('are read from 2000 to 3000, whole milliseconds only', () => {
    for (const ok of [Date.UTC(2019, 5, 1), Date.UTC(2201, 5, 1), Date.UTC(2000, 0, 1), Date.UTC(3000, 0, 1)]) expect(isTime(ok)).toBe(true);
    for (const bad of [Date.UTC(1999, 11, 31), Date.UTC(3000, 0, 2), 0, -1, 1.5e12 + 0.5, NaN, Infinity, '1700000000000', null]) expect(isTime(bad)).toBe(false);
  });

  it('are written within 2020 to 2200, whatever the machine clock says', () => {
    expect(clampTime(NOW)).toBe(NOW);
    expect(clampTime(Date.UTC(2019, 5, 1))).toBe(Date.UTC(2020, 0, 1));
    expect(clampTime(Date.UTC(2201, 5, 1))).toBe(Date.UTC(2200, 0, 1));
    expect(clampTime(NaN)).toBe(Date.UTC(2020, 0, 1));
    expect(clampTime(NOW + 0.4)).toBe(NOW);
  });
});

describe('the play clock of a page', () => {
  function page(game: SavedGame, clock = virtualClock(NOW)) {
    const saved = shallowRef(game);
    const beats: SavedGame[] = [];
    const timing = playClock({ clock, saved, beat: (banked) => { beats.push(banked); saved.value = banked; } });
    return { clock, saved, beats, timing };
  }
  const runningSince = (since: number, elapsedMs = 0): SavedGame => ({
    ...newSavedGame(CODE, 'abcdef1234', { now: NOW, page: 'tab00001', device: 'devx0001' }), fresh: undefined, runningSince: since, elapsedMs,
  });

  it('banks the time played at every heartbeat while the clock runs, and stops beating when it stands', async () => {
    const { clock, saved, beats, timing } = page(runningSince(NOW));
    await clock.advance(3 * HEARTBEAT_MS + 500);
    expect(beats.map((b) => b.elapsedMs)).toEqual([HEARTBEAT_MS, 2 * HEARTBEAT_MS, 3 * HEARTBEAT_MS]);
    expect(beats.map((b) => b.runningSince)).toEqual([1, 2, 3].map((n) => NOW + n * HEARTBEAT_MS));
    expect(beats.every((b) => b.rev === 0)).toBe(true); // a heartbeat is no new revision
    expect(timing.elapsed()).toBe(3 * HEARTBEAT_MS + 500);
    saved.value = { ...timing.bank(), runningSince: null };
    await clock.advance(10 * HEARTBEAT_MS);
    expect(beats).toHaveLength(3);
    expect(timing.elapsed()).toBe(3 * HEARTBEAT_MS + 500);
  });

  it('counts what a shown copy\'s wall time vouches for, up to one heartbeat, never less than nothing', () => {
    expect(page(runningSince(NOW - 700, 5_000)).timing.elapsed()).toBe(5_700);
    expect(page(runningSince(NOW - 3_600_000, 5_000)).timing.elapsed()).toBe(5_000 + HEARTBEAT_MS);
    expect(page(runningSince(NOW + 3_600_000, 5_000)).timing.elapsed()).toBe(5_000);
  });

  it('does not count a gap in which the page did not run (frozen, or the machine asleep)', async () => {
    const clock = virtualClock(NOW);
    const frozen = { ...clock, setTimeout: () => 0, clearTimeout: () => undefined }; // its timers never run
    const { timing } = page(runningSince(NOW), frozen);
    await clock.advance(8 * 3_600_000);
    expect(timing.elapsed()).toBe(MAX_GAP_MS);
  });

  it('banks whole milliseconds, which the stored game reads back, from a monotonic clock with fractions', async () => {
    const clock = virtualClock(NOW);
    const fractional = { ...clock, monotonic: () => clock.monotonic() + 0.375 * (clock.monotonic() % 7) };
    const { beats, timing } = page(runningSince(NOW), fractional);
    await clock.advance(HEARTBEAT_MS * 3 + 333);
    for (const banked of [...beats, timing.bank()]) expect(parseSavedGame({ game: banked })).toEqual(banked);
  });

  it('banks the running time with the wall time to run on from, clamped', () => {
    const clock = virtualClock(Date.UTC(2019, 5, 1));
    const { timing } = page(runningSince(Date.UTC(2020, 0, 1), 4_000), clock);
    expect(timing.bank()).toMatchObject({ elapsedMs: 4_000, runningSince: Date.UTC(2020, 0, 1) });
  });
});
