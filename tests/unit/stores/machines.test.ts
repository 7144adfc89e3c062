import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setActivePinia } from 'pinia';
import { useServices } from '@/stores/services';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { parseSavedGame } from '@/stores/storage/savedGame';
import { machine, planOf, playToWin, touch, twoMachines, type Machine, type Page } from './machine';

const CODE = 'MJ1-L00-AAAAABL';
const OTHER = 'MJ1-L00-BBBBBBB';

const HOUR = 3_600_000;
/** How far B's clock is from A's: an hour either way, or a machine that thinks it is mid-2019 (A's is in 2026). */
const SKEWS = { right: 0, hourAhead: HOUR, hourBehind: -HOUR, in2019: Date.UTC(2019, 5, 1) - Date.UTC(2026, 0, 1) } as const;

function world(skewOfB = 0) {
  return twoMachines(virtualClock(), skewOfB);
}

/** When the game stored on machine `m` was last played, by its own clock. */
function playedAt(m: Machine): number {
  const saved = parseSavedGame(m.local.data.get('game') as Record<string, unknown>);
  if (typeof saved === 'string') throw new Error(`stored game unreadable: ${saved}`);
  return saved.playedAt;
}

/** Dealing is costly: new games come from a few codes (each start is still a new game). */
const POOL = ['MJ1-L00-AAAAABL', 'MJ1-L00-BBBBBBB', 'MJ1-L00-CCCCCCC', 'MJ1-L00-DDDDDDD'];
function startAnother(page: Page) {
  const code = POOL[(POOL.indexOf(page.game.code) + 1) % POOL.length];
  expect(page.game.startCode(code).ok).toBe(true);
}

function play(page: Page, pairs: number) {
  for (const [x, y] of planOf(page.game.code).slice(page.game.moveCount, page.game.moveCount + pairs)) {
    page.game.tap(x);
    page.game.tap(y);
  }
}

describe('two machines', () => {
  it('the game paused on one machine is there to resume on the other, clock included', async () => {
    const { clock, a, b, sync } = world();
    const onA = await a.open();
    onA.game.startCode(CODE);
    touch(onA);
    await clock.advance(30_000);
    play(onA, 5);
    onA.game.pause();
    await sync(a, b);
    const onB = await b.open();
    expect(onB.game.code).toBe(CODE);
    expect(onB.game.moveCount).toBe(5);
    expect(onB.game.status).toBe('paused');
    expect(onB.game.elapsedMs()).toBe(30_000);
    onB.game.resume();
    await clock.advance(10_000);
    play(onB, 1);
    onB.game.pause();
    await sync(a, b);
    expect(onA.game.moveCount).toBe(6);
    expect(onA.game.elapsedMs()).toBe(onB.game.elapsedMs());
  });

  it('when both changed the game, the most recently played wins and the other is offered if further along', async () => {
    const { clock, a, b, sync } = world();
    const onA = await a.open();
    const onB = await b.open();
    onA.game.startCode(CODE);
    play(onA, 10);
    await clock.advance(1_000);
    onB.game.startCode(OTHER);
    play(onB, 2); // played last, but not as far
    await sync(a, b);
    for (const page of [onA, onB]) {
      expect(page.game.code).toBe(OTHER);
      expect(page.game.moveCount).toBe(2);
    }
    expect(onA.game.offered?.code).toBe(CODE);
    expect(onA.notices.notices.map((n) => n.key)).toContain('notices.gameOffered');

    onA.game.acceptOffered();
    expect(onA.game.code).toBe(CODE);
    expect(onA.game.moveCount).toBe(10);
    expect(onA.game.offered?.code).toBe(OTHER); // nothing dropped: the swap is offered back
  });

  it('machines whose clocks disagree settle a conflict by the stamps, the same on both: the copy stamped later wins, the other is offered', async () => {
    // B's clock an hour behind, B playing last; or an hour ahead, B playing first: either way the
    // machine that played first stamped its copy later, and its game is the one both keep.
    const cases = [
      { skew: SKEWS.hourBehind, first: 'a', last: 'b' },
      { skew: SKEWS.hourAhead, first: 'b', last: 'a' },
    ] as const;
    for (const { skew, first, last } of cases) {
      const w = world(skew);
      const pages = { a: await w.a.open(), b: await w.b.open() };
      pages[first].game.startCode(CODE);
      play(pages[first], 2);
      await w.clock.advance(1_000);
      pages[last].game.startCode(OTHER);
      play(pages[last], 10);
      expect(playedAt(w[last])).toBeLessThan(playedAt(w[first]));
      await w.sync(w.a, w.b); // the server may keep the copy uploaded last; the machine with the later one sends it again
      await w.sync(w.a, w.b);
      for (const page of [pages.a, pages.b]) expect([page.game.code, page.game.moveCount], `B ${skew} ms off`).toEqual([CODE, 2]);
      expect(pages[last].game.offered?.code).toBe(OTHER); // further along: nothing of its play is lost
    }
  });

  it('an older copy arriving last does not win, and is offered if further along', async () => {
    const { clock, server, a, b } = world();
    const onA = await a.open();
    const onB = await b.open();
    onA.game.startCode(CODE);
    play(onA, 10);
    await clock.advance(1_000);
    onB.game.startCode(OTHER);
    play(onB, 2);
    await clock.advance(60_000);
    server.upload(b.sync);
    server.upload(a.sync); // the older game reaches the server last: it holds the key now
    await server.download(b.sync);
    await clock.advance(0);
    expect(onB.game.code).toBe(OTHER);
    expect(onB.game.offered?.code).toBe(CODE);
    await clock.advance(60_000); // B sends its newer game again
    server.upload(b.sync);
    await server.download(a.sync);
    await clock.advance(0);
    expect(onA.game.code).toBe(OTHER);
    expect(onA.game.offered?.code).toBe(CODE);
    onB.game.dismissOffered(); // declined: it counts as a game played
    await clock.advance(0);
    expect(onB.progress.stats('all')).toMatchObject({ played: 1, won: 0 });
    expect(onB.game.offered).toBeNull();
  });

  it('what a closed page could not send to sync yet is sent by the next page', async () => {
    const { clock, a, b, sync } = world();
    const first = await a.open();
    first.game.startCode(CODE);
    play(first, 3);
    first.game.pause();
    setActivePinia(first.pinia);
    useServices().sync.dispose(); // the page is closed before its timer runs
    await clock.advance(60_000);
    expect(a.sync.outbox.filter((w) => w.key === 'game')).toHaveLength(1); // only the write made at the start
    await a.open();
    await sync(a, b);
    const onB = await b.open();
    expect(onB.game.code).toBe(CODE);
    expect(onB.game.moveCount).toBe(3);
  });

  it('two machines playing offline, one with its clock in 2019, end with every win, every game and the right top 10', async () => {
    const { clock, a, b, sync } = world(SKEWS.in2019);
    const onA = await a.open();
    const onB = await b.open();
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      for (const page of [onA, onB]) {
        startAnother(page);
        touch(page);
        const ms = 60_000 + ((i * 37_000 + (page === onA ? 0 : 11_000)) % 200_000);
        await clock.advance(ms);
        playToWin(page);
        times.push(ms);
      }
    }
    onA.game.newGame('L00');
    play(onA, 3);
    onA.game.newGame('L00'); // an abandoned game
    await sync(a, b);
    await sync(a, b);
    for (const page of [onA, onB]) {
      expect(page.progress.stats('L00')).toMatchObject({ played: 25, won: 24 });
      expect(page.progress.leaderboard('L00').map((e) => e.ms)).toEqual([...times].sort((x, y) => x - y).slice(0, 10));
    }
  }, 60_000);

  it('random interleavings of play and late, out-of-order sync, on clocks that disagree, never lose a win or count a game twice', async () => {
    type Step = { who: 0 | 1; what: 'win' | 'abandon' | 'upload' | 'download' | 'reopen' | 'wait' };
    const arbStep = fc.record({
      who: fc.constantFrom<0 | 1>(0, 1),
      what: fc.constantFrom<Step['what']>('win', 'win', 'abandon', 'upload', 'download', 'reopen', 'wait'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(arbStep, { maxLength: 14 }), fc.integer({ min: 0, max: 1000 }), fc.constantFrom(...Object.values(SKEWS)), async (steps, seed, skew) => {
        const { clock, server, a, b } = world(skew);
        const machines = [a, b];
        const pages = [await a.open(), await b.open()];
        let wins = 0;
        let games = 0;
        for (const { who, what } of steps) {
          const page = pages[who];
          if (what === 'win') {
            startAnother(page);
            await clock.advance(1_000);
            playToWin(page);
            wins += 1;
            games += 1;
          } else if (what === 'abandon') {
            startAnother(page);
            play(page, 1);
            startAnother(page);
            games += 1;
          } else if (what === 'upload') {
            // Some pending writes, in a shuffled order.
            server.upload(machines[who].sync, (n) => [...Array(n).keys()].filter((i) => (i + seed) % 3 !== 0).reverse());
          } else if (what === 'download') {
            await server.download(machines[who].sync, (keys) => (seed % 2 ? [...keys].reverse() : keys));
          } else if (what === 'reopen') {
            pages[who] = await machines[who].open();
          } else {
            await clock.advance(45_000);
          }
          await clock.advance(0);
        }
        for (let round = 0; round < 2; round++) {
          await clock.advance(3_600_000);
          for (const m of machines) server.upload(m.sync);
          for (const m of machines) await server.download(m.sync);
        }
        await clock.advance(0);
        for (const page of pages) {
          const stats = page.progress.stats('all');
          expect(stats.won).toBe(wins);
          expect(stats.played).toBe(games);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('damaged records', () => {
  const WINS = ['MJ1-L00-AAAAABL', 'MJ1-L00-BBBBBBB', 'MJ1-L00-CCCCCCC'];

  async function winAll(page: Page, codes: readonly string[], clock: { advance(ms: number): Promise<void> }) {
    for (const code of codes) {
      expect(page.game.startCode(code).ok).toBe(true);
      touch(page);
      await clock.advance(20_000);
      playToWin(page);
      await clock.advance(0);
    }
  }

  type Stored = { recs: unknown[][]; [field: string]: unknown };
  const me = (m: Machine) => m.local.data.get('device') as string;
  const localItem = (m: Machine) => m.local.data.get(`progress:${me(m)}`) as Stored;
  const syncItem = async (m: Machine) => (await m.sync.get([`stats:${me(m)}`]))[`stats:${me(m)}`] as Stored | undefined;
  const ids = (item: Stored | undefined) => (item?.recs ?? []).map((r) => r[1]).sort();

  /** The same profile after a restart: its storage.local, and its storage.sync only when `withSync` (else sync lost it). */
  async function restarted(m: Machine, withSync: boolean): Promise<Machine> {
    const again = machine(m.clock);
    for (const [key, value] of m.local.data) again.local.data.set(key, structuredClone(value));
    if (withSync) await again.sync.seed(await m.sync.get(null));
    return again;
  }

  /** Puts a value in place unseen, as damage on disk is: no open page hears of it. */
  const putLocal = (m: Machine, value: unknown) => m.local.data.set(`progress:${me(m)}`, value);

  /** Gives the record `index` of this device's local list a value no reader accepts (a time before 2020). */
  function damageRecord(m: Machine, index: number, at: unknown = 1_000) {
    const item = structuredClone(localItem(m));
    item.recs[index][3] = at;
    putLocal(m, item);
  }

  it('a damaged record then a win keeps every other record, locally and in sync, and the damaged one comes back from sync', async () => {
    const { clock, a } = world();
    const first = await a.open();
    await winAll(first, WINS, clock);
    await clock.advance(60_000); // the sync item is written
    const before = ids(localItem(a));
    expect(before).toHaveLength(3);
    expect(ids(await syncItem(a))).toEqual(before);
    damageRecord(a, 1);
    const r = await restarted(a, true);

    const page = await r.open();
    expect(page.progress.stats('all')).toMatchObject({ played: 3, won: 3 });
    expect(page.notices.notices.map((n) => n.key)).toContain('notices.keptAside');
    expect([...r.local.data.keys()].some((k) => k.startsWith(`quarantine:local:progress:${me(r)}`))).toBe(true);
    await winAll(page, ['MJ1-L00-DDDDDDD'], clock);
    await clock.advance(60_000);
    expect(ids(localItem(r))).toHaveLength(4);
    expect(ids(localItem(r))).toEqual(expect.arrayContaining(before));
    expect(ids(await syncItem(r))).toEqual(ids(localItem(r)));
    const reloaded = await r.open();
    expect(reloaded.progress.stats('all')).toMatchObject({ played: 4, won: 4 });
  });

  it('with no sync copy, one damaged record is set aside alone: the others stay through the next win', async () => {
    const { clock, a } = world();
    const first = await a.open();
    await winAll(first, WINS, clock);
    damageRecord(a, 0, 'yesterday');
    const r = await restarted(a, false);
    const page = await r.open();
    expect(page.progress.stats('all')).toMatchObject({ played: 2, won: 2 });
    await winAll(page, ['MJ1-L00-DDDDDDD'], clock);
    expect(localItem(r).recs).toHaveLength(3);
    expect((await r.open()).progress.stats('all')).toMatchObject({ played: 3, won: 3 });
  });

  it("a device item refused whole is never written over with less: the next write adds back what the kept-aside copy still holds", async () => {
    const { clock, a } = world();
    const first = await a.open();
    await winAll(first, WINS, clock);
    const item = structuredClone(localItem(a));
    putLocal(a, { ...item, streak: -1 }); // a damaged header: the whole item is set aside
    const r = await restarted(a, false); // and sync lost this device's item
    const page = await r.open();
    await winAll(page, ['MJ1-L00-DDDDDDD'], clock);
    expect(localItem(r).recs).toHaveLength(4);
    expect((await r.open()).progress.stats('all')).toMatchObject({ played: 4, won: 4 });
  });

  it('a page that opens on a won game whose record is gone has counted it again by the time it is open', async () => {
    const { clock, a } = world();
    const first = await a.open();
    await winAll(first, WINS, clock);
    const lastWon = localItem(a).recs[2][1];
    damageRecord(a, 2); // the last win's record is set aside; its game is still the stored (won) game
    const r = await restarted(a, false);
    await r.open(); // no time passes: counting it is part of opening, before any tap can replace the game
    expect(localItem(r).recs.filter((rec) => rec[1] === lastWon && rec[3] !== 1_000)).toHaveLength(1);
  });

  it('damage to any one field of any one record, with or without sync, never loses another record when the next game ends', async () => {
    const { clock, a } = world();
    const first = await a.open();
    await winAll(first, WINS, clock);
    await clock.advance(60_000); // the sync item is written
    // Each is damage in every field it is put in (3 to 6: when, time, hints, won); a time as late as
    // the year 2286 is not (isTime reads up to the year 3000), so the large integer lies beyond that.
    const DAMAGE: unknown[] = [-5, 'x', null, 1.5, 2 ** 60, [1], 99_999_999_999_999];
    // The whole domain, 3 × 4 × 7 × 2 cases, each from the same three wins: no sample, no seed.
    let cases = 0;
    for (const index of [0, 1, 2]) {
      for (const field of [3, 4, 5, 6]) {
        for (const value of DAMAGE) {
          for (const keepSync of [false, true]) {
            const item = structuredClone(localItem(a));
            const good = item.recs.filter((_, i) => i !== index).map((r) => r[1]);
            item.recs[index][field] = value;
            const r = await restarted(a, keepSync);
            putLocal(r, item);
            const page = await r.open();
            // The next game finished (played a pair, then left for another) writes the list again.
            expect(page.game.startCode('MJ1-L00-DDDDDDD').ok).toBe(true);
            play(page, 1);
            expect(page.game.startCode(CODE).ok).toBe(true);
            await clock.advance(0);
            const after = ids(localItem(r));
            const at = `record ${index}, field ${field} = ${JSON.stringify(value)}, ${keepSync ? 'with' : 'without'} sync`;
            expect(after, at).toEqual(expect.arrayContaining(good));
            // The damaged game comes back from sync, or, the last game won being still stored as the
            // current (won) game, counted again from it by the page that opens on it; and the game just ended is added.
            expect(after, at).toHaveLength(keepSync || index === WINS.length - 1 ? 4 : 3);
            cases += 1;
          }
        }
      }
    }
    expect(cases).toBe(168);
  }, 120_000);
});
