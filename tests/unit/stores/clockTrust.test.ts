/**
 * Time is untrusted input: the game clock counts play, not the time the page was
 * gone or the jumps of the machine's clock, and no write or read fails for the
 * machine's date.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { virtualClock, type VirtualClock } from '@/tests/unit/support/virtualClock';
import { HEARTBEAT_MS, parseSavedGame, type SavedGame } from '@/stores/storage/savedGame';
import { readVersioned } from '@/stores/storage/schema';
import { createSyncWriter } from '@/stores/storage/syncWriter';
import { machine, planOf, playToWin, touch, type Machine, type Page } from './machine';
import { replica, syncServer } from './syncNetwork';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';
const SECOND = 1_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;


async function playing(clock: VirtualClock): Promise<{ m: Machine; page: Page }> {
  const m = machine(clock);
  const page = await m.open();
  page.game.startCode(CODE);
  await clock.advance(0);
  touch(page); // the first tap starts the clock
  return { m, page };
}

function play(page: Page, pairs: number): void {
  for (const [a, b] of planOf(page.game.code).slice(page.game.moveCount, page.game.moveCount + pairs)) {
    page.game.tap(a);
    page.game.tap(b);
  }
}

/**
 * The browser is closed (or crashes, or is killed) with `m`'s page open: nothing more
 * is written, and after `waitMs` the same profile is opened in a new browser process.
 */
async function reopenAfter(m: Machine, waitMs: number): Promise<{ clock: VirtualClock; m: Machine; page: Page }> {
  const clock = virtualClock(m.clock.now() + waitMs);
  const again = machine(clock);
  await again.local.set(Object.fromEntries(m.local.data));
  await again.sync.seed(await m.sync.get(null));
  return { clock, m: again, page: await again.open() };
}

const storedGame = (m: Machine): SavedGame => {
  const reading = readVersioned(m.local.data.get('game'), parseSavedGame);
  if (reading.kind !== 'ok') throw new Error(`stored game reads ${reading.kind}`);
  return reading.value;
};

const keptAside = (m: Machine): string[] => [...m.local.data.keys()].filter((k) => k.startsWith('quarantine'));

describe('closing the browser with a game running', () => {
  it('counts only the time played when the profile is opened again after a wait', async () => {
    const clock = virtualClock(NOW);
    const { m, page } = await playing(clock);
    await clock.advance(30 * SECOND + 700);
    play(page, 2);
    await clock.advance(12 * SECOND + 300);
    const played = page.game.elapsedMs();
    expect(played).toBe(43 * SECOND);

    const reopened = await reopenAfter(m, 20 * SECOND);
    expect(reopened.page.game.moveCount).toBe(2);
    expect(reopened.page.game.status).toBe('playing'); // it runs on, from where it was
    expect(Math.abs(reopened.page.game.elapsedMs() - played)).toBeLessThanOrEqual(HEARTBEAT_MS);
    const restored = reopened.page.game.elapsedMs();
    await reopened.clock.advance(5 * SECOND);
    expect(reopened.page.game.elapsedMs()).toBe(restored + 5 * SECOND);
  });

  it('does not bring a game left open overnight back with hours on it', async () => {
    const clock = virtualClock(NOW);
    const { m, page } = await playing(clock);
    await clock.advance(90 * SECOND);
    page.game.tap(planOf(CODE)[0][0]); // a crash right after a tap, between heartbeats
    const reopened = await reopenAfter(m, 10 * HOUR);
    expect(reopened.page.game.elapsedMs()).toBeLessThanOrEqual(90 * SECOND + HEARTBEAT_MS);
    expect(reopened.page.game.elapsedMs()).toBeGreaterThanOrEqual(90 * SECOND - HEARTBEAT_MS);
  });

  it('counts the time played within one heartbeat, whatever the play and the wait (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20 * 60 * SECOND }), fc.integer({ min: 0, max: 3 * DAY }), async (playMs, waitMs) => {
        const clock = virtualClock(NOW);
        const { m, page } = await playing(clock);
        await clock.advance(playMs);
        expect(page.game.elapsedMs()).toBe(playMs);
        const { page: again } = await reopenAfter(m, waitMs);
        const shown = again.game.elapsedMs();
        expect(shown).toBeGreaterThanOrEqual(playMs - HEARTBEAT_MS);
        expect(shown).toBeLessThanOrEqual(playMs + Math.min(waitMs, HEARTBEAT_MS));
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('writes the time played to storage.local while the clock runs, and nothing more to sync', async () => {
    const clock = virtualClock(NOW);
    const { m, page } = await playing(clock);
    await clock.advance(61 * SECOND);
    const local = storedGame(m);
    expect(local.elapsedMs).toBeGreaterThanOrEqual(61 * SECOND - HEARTBEAT_MS);
    expect(local.runningSince).not.toBeNull();
    expect(clock.now() - local.runningSince!).toBeLessThanOrEqual(HEARTBEAT_MS);
    const syncWrites = m.sync.writes.length;
    await clock.advance(10 * 60 * SECOND);
    expect(m.sync.writes.length).toBe(syncWrites); // the heartbeat is for this browser only
    page.game.pause();
    await clock.advance(10 * SECOND);
    const synced = readVersioned((await m.sync.get(['game'])).game, parseSavedGame);
    expect(synced).toMatchObject({ kind: 'ok', value: { runningSince: null, elapsedMs: 661 * SECOND } });
  });
});

describe('the machine clock moved mid-game', () => {
  it.each([
    ['set back an hour', -HOUR],
    ['set forward 30 days', 30 * DAY],
  ])('%s: the clock counts on from where it was, and the win records the time played', async (_, jump) => {
    const clock = virtualClock(NOW);
    const { m, page } = await playing(clock);
    await clock.advance(50 * SECOND);
    clock.set(clock.now() + jump);
    expect(page.game.elapsedMs()).toBe(50 * SECOND);
    await clock.advance(30 * SECOND);
    expect(page.game.elapsedMs()).toBe(80 * SECOND);
    page.game.pause();
    expect(storedGame(m).elapsedMs).toBe(80 * SECOND);
    await clock.advance(HOUR);
    page.game.resume();
    await clock.advance(30 * SECOND);
    expect(page.game.elapsedMs()).toBe(110 * SECOND);

    playToWin(page);
    await clock.advance(0);
    expect(page.game.status).toBe('won');
    expect(page.progress.leaderboard('L00').map((e) => e.ms)).toEqual([110 * SECOND]);
    // Another machine reads the stopped clock: never the jump.
    await clock.advance(60 * SECOND);
    const synced = readVersioned((await m.sync.get(['game'])).game, parseSavedGame);
    expect(synced).toMatchObject({ kind: 'ok', value: { runningSince: null, elapsedMs: 110 * SECOND } });
  });

  it('counts play the same whatever jumps the machine clock makes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ playMs: fc.integer({ min: 0, max: 120 * SECOND }), jumpMs: fc.integer({ min: -400 * DAY, max: 400 * DAY }) }), { maxLength: 6 }),
        async (steps) => {
          const clock = virtualClock(NOW);
          const { page } = await playing(clock);
          let played = 0;
          for (const { playMs, jumpMs } of steps) {
            await clock.advance(playMs);
            played += playMs;
            clock.set(clock.now() + jumpMs);
            expect(page.game.elapsedMs()).toBe(played);
          }
          page.game.pause();
          await clock.advance(HOUR);
          expect(page.game.elapsedMs()).toBe(played);
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);

  it('does not hold sync writes back when the clock is set back', async () => {
    const clock = virtualClock(NOW);
    const sync = replica(() => clock.now());
    const writer = createSyncWriter(sync, clock);
    writer.stage('a', 1, true);
    await clock.advance(0);
    clock.set(clock.now() - HOUR);
    writer.stage('a', 2, true);
    await clock.advance(60 * SECOND);
    expect((await sync.get(['a'])).a).toBe(2);
  });
});

describe('a machine whose clock says 2019 or 2201', () => {
  it.each([
    ['2019', Date.UTC(2019, 5, 1)],
    ['2201', Date.UTC(2201, 5, 1)],
  ])('%s: every move is saved and restored, nothing is kept aside', async (_, start) => {
    const clock = virtualClock(start);
    const { m, page } = await playing(clock);
    for (let i = 0; i < 5; i++) {
      play(page, 1);
      await clock.advance(3 * SECOND);
    }
    expect(storedGame(m).moves).toHaveLength(5);
    expect(keptAside(m)).toEqual([]);
    expect(page.notices.notices).toEqual([]);
    const again = await m.open();
    expect(again.game.code).toBe(CODE);
    expect(again.game.moveCount).toBe(5);
    expect(again.game.elapsedMs()).toBeGreaterThanOrEqual(15 * SECOND - HEARTBEAT_MS);
  });

  it.each([
    ['2019', Date.UTC(2019, 5, 1)],
    ['2201', Date.UTC(2201, 5, 1)],
  ])('%s: statistics written then are read, here and on another machine, once the clock is right', async (_, start) => {
    const server = syncServer();
    const wrongClock = virtualClock(start);
    const { m: a, page } = await playing(wrongClock);
    play(page, 3);
    page.game.newGame(); // a game left after moves counts as played
    await wrongClock.advance(5 * SECOND);
    touch(page);
    playToWin(page);
    await wrongClock.advance(60 * SECOND);
    expect(page.progress.stats('all')).toMatchObject({ played: 2, won: 1 });
    server.upload(a.sync);

    wrongClock.set(NOW); // the clock is right again
    const again = await a.open();
    await wrongClock.advance(0);
    expect(again.progress.stats('all')).toMatchObject({ played: 2, won: 1 });
    expect(keptAside(a)).toEqual([]);

    const clock = virtualClock(NOW);
    const b = machine(clock);
    await server.download(b.sync);
    const onB = await b.open();
    await clock.advance(0);
    expect(onB.progress.stats('all')).toMatchObject({ played: 2, won: 1 });
    expect(keptAside(b)).toEqual([]);
  });

  it('2019: a settings change is kept and read back', async () => {
    const clock = virtualClock(Date.UTC(2019, 5, 1));
    const m = machine(clock);
    const page = await m.open();
    page.settings.update({ theme: 'dark' });
    await clock.advance(60 * SECOND);
    clock.set(NOW);
    const again = await m.open();
    expect(again.settings.theme).toBe('dark');
    expect(keptAside(m)).toEqual([]);
  });
});
