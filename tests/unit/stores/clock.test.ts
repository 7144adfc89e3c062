import { describe, expect, it } from 'vitest';
import { virtualClock, type VirtualClock } from '@/stores/storage/virtualClock';
import { isFree } from '@/core/position';
import { parseSavedGame } from '@/stores/storage/savedGame';
import { machine, planOf, touch, type Machine, type Page } from './machine';

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
