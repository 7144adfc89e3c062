import { describe, expect, it } from 'vitest';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import type { StorageArea } from '@/stores/storage/area';
import { makeSavedGame, type SavedGame } from '@/stores/storage/savedGame';
import { finishedFromWon, isCounted } from '@/stores/game/session/counting';
import { emptyDevice, addRecord, compact } from '@/core/records';
import { machine, openPage, skewed, planOf, playToWin, touch, type Machine } from '../../machine';
import { syncServer } from '../../syncNetwork';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';

/**
 * storage.local of a page that is killed: once `kill(n)` is called, its next n
 * writes land and every later one is lost (the process is gone). Reads still work,
 * so the page's own promises settle; a page opened later uses the area underneath.
 */
function killable(area: StorageArea) {
  let left = Infinity;
  const writes: string[][] = [];
  const wrapped: StorageArea = {
    ...area,
    get: (keys) => area.get(keys),
    async set(items) {
      if (left <= 0) return;
      left -= 1;
      writes.push(Object.keys(items));
      await area.set(items);
    },
    async remove(keys) {
      if (left > 0) await area.remove(keys);
    },
    onChanged: (listener) => area.onChanged(listener),
  };
  return { area: wrapped, writes, kill: (n: number) => void ((left = n), writes.splice(0)) };
}

/** A page of machine `m` whose local writes can be cut off: plays the deal to one pair from the win. */
async function pageAtLastPair(m: Machine) {
  const local = killable(m.local);
  const page = openPage({ local: local.area, sync: m.sync }, m.clock);
  await Promise.all([page.game.init(), page.progress.init()]);
  page.game.startCode(CODE);
  await m.clock.advance(0);
  touch(page);
  await m.clock.advance(95_000);
  playToWin(page, 71);
  await m.clock.advance(0);
  return { page, local };
}

const lastPair = () => planOf(CODE)[71];

describe('finishing a game', () => {
  it('the won game in storage carries its record: the same one the winning move counted', async () => {
    const m = machine(virtualClock(NOW));
    const { page } = await pageAtLastPair(m);
    const [a, b] = lastPair();
    page.game.tap(a);
    page.game.tap(b);
    await m.clock.advance(0);
    const stored = (m.local.data.get('game') as { game: SavedGame }).game;
    const device = page.progress.devices[0];
    expect(device.records).toHaveLength(1);
    const { seq: _seq, ...counted } = device.records[0];
    expect(finishedFromWon(stored)).toEqual(counted);
  });

  it('killed right after the winning move was stored: the page opened next counts the win', async () => {
    const m = machine(virtualClock(NOW));
    const { page, local } = await pageAtLastPair(m);
    local.kill(1); // the won game lands; the record, written after the statistics load, does not
    const [a, b] = lastPair();
    page.game.tap(a);
    page.game.tap(b);
    await m.clock.advance(0);
    expect(local.writes).toEqual([['game']]);
    expect([...m.local.data.keys()].some((k) => k.startsWith('progress:'))).toBe(false);

    const next = await m.open();
    await m.clock.advance(0);
    expect(next.game.lastResult).toMatchObject({ code: CODE, ms: 95_000 });
    expect(next.progress.stats('all')).toMatchObject({ played: 1, won: 1, bestMs: 95_000 });
    // Counted in storage too, and only once however often it is opened.
    const again = await m.open();
    await m.clock.advance(0);
    expect(again.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
    const stored = m.local.data.get([...m.local.data.keys()].find((k) => k.startsWith('progress:'))!) as { recs: unknown[] };
    expect(stored.recs).toHaveLength(1);
  });

  it('a page open at the moment counts the win the killed page could not', async () => {
    const m = machine(virtualClock(NOW));
    const { page, local } = await pageAtLastPair(m);
    const other = await m.open();
    local.kill(1);
    const [a, b] = lastPair();
    page.game.tap(a);
    page.game.tap(b);
    await m.clock.advance(0);
    expect(other.game.lastResult?.code).toBe(CODE);
    expect(other.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
  });

  const HOUR = 3_600_000;
  // B's clock: right, an hour either way, or in 2019 (A's is in 2026).
  it.each([0, HOUR, -HOUR, Date.UTC(2019, 5, 1) - NOW])('two machines (B %i ms off): the win of a machine killed before its record counts once, on both, after it reopens', async (skew) => {
    const clock = virtualClock(NOW);
    const server = syncServer();
    const a = machine(clock);
    const b = machine(skewed(clock, skew));
    const carry = async () => {
      await clock.advance(60_000);
      for (const m of [a, b]) server.upload(m.sync);
      for (const m of [a, b]) await server.download(m.sync);
      await clock.advance(0);
    };
    const onB = await b.open();
    await carry(); // B's first game reaches the server before A's
    const { page, local } = await pageAtLastPair(a);
    local.kill(1);
    // The won game reaches sync (sent at once at a win); the record, written after it, does not.
    const syncSet = a.sync.set.bind(a.sync);
    a.sync.set = (items) => ('game' in items ? syncSet({ game: items.game }) : Promise.resolve());
    const [x, y] = lastPair();
    page.game.tap(x);
    page.game.tap(y);
    await carry();
    a.sync.set = syncSet;
    // Copies meet by their stamps: B's unplayed game, stamped by a clock an hour ahead, is the later one
    // and stays on B (the win is not shown there); otherwise B moves on from A's win and shows it.
    expect(onB.game.lastResult?.code).toBe(skew > 0 ? undefined : CODE);
    // B hears of the won game through sync: not its win to count.
    expect(onB.progress.stats('all')).toMatchObject({ played: 0, won: 0 });
    const reopened = await a.open();
    await clock.advance(0);
    expect(reopened.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
    await carry();
    await carry();
    const later = await b.open();
    expect(later.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
    expect(onB.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
  });

  it("a won game of another machine is that machine's to count", async () => {
    const m = machine(virtualClock(NOW));
    const won: SavedGame = {
      id: 'abcdef1234', code: CODE, moves: planOf(CODE), hintsUsed: 0, elapsedMs: 5_000, runningSince: null,
      startedAt: NOW - 10_000, playedAt: NOW - 5_000, rev: 3, writer: 'tab00001', device: 'elsewhere1', won: true,
    };
    await m.sync.seed({ game: makeSavedGame(won) });
    const page = await m.open();
    await m.clock.advance(0);
    expect(page.game.lastResult?.code).toBe(CODE);
    expect(page.progress.stats('all')).toMatchObject({ played: 0, won: 0 });
  });

  it('killed after any number of writes from the winning move on, the next page shows the win counted, or the game before it', async () => {
    // The whole domain: 0 to 4 local writes landed, and 0 to 3 sync writes after them (none once the local ones stopped at 0).
    let cases = 0;
    for (let landed = 0; landed <= 4; landed++) {
      for (let syncLanded = 0; syncLanded <= (landed === 0 ? 0 : 3); syncLanded++) {
        const at = `${landed} local writes and ${syncLanded} sync writes landed`;
        const m = machine(virtualClock(NOW));
        const { page, local } = await pageAtLastPair(m);
        local.kill(landed);
        const syncSet = m.sync.set.bind(m.sync);
        // A page writes locally first: what it sends to sync later cannot land once its local writes stopped.
        let syncLeft = syncLanded;
        m.sync.set = (items) => (syncLeft-- > 0 ? syncSet(items) : Promise.resolve());
        const [a, b] = lastPair();
        page.game.tap(a);
        page.game.tap(b);
        await m.clock.advance(10_000);
        m.sync.set = syncSet;
        const next = await m.open();
        const stats = next.progress.stats('all');
        if (next.game.lastResult?.code === CODE) {
          expect(stats, at).toMatchObject({ played: 1, won: 1 });
        } else {
          expect(next.game.code, at).toBe(CODE);
          expect(next.game.moveCount, at).toBe(71);
          expect(stats, at).toMatchObject({ played: 0, won: 0 });
        }
        cases += 1;
      }
    }
    expect(cases).toBe(17);
  }, 60_000);
});

describe('whether a won game is counted', () => {
  const won = (id: string, at: number) => ({ id, code: CODE, layoutId: 'L00', at, ms: 1_000, hints: 0, won: true });

  it('is told by its id on any device, or by this device having folded games up to then', () => {
    let mine = emptyDevice('dev00001');
    for (let i = 0; i < 5; i++) mine = addRecord(mine, won(`game${i}`, NOW + i * 1_000));
    expect(isCounted([mine], 'dev00001', won('game3', NOW + 3_000))).toBe(true);
    expect(isCounted([mine], 'dev00001', won('gamex', NOW + 9_000))).toBe(false);
    const folded = compact(mine, 1, 0);
    expect(folded.records.map((r) => r.id)).toEqual(['game4']);
    expect(isCounted([folded], 'dev00001', won('game1', NOW + 1_000))).toBe(true);
    expect(isCounted([folded], 'dev00002', won('game1', NOW + 1_000))).toBe(false);
    expect(isCounted([emptyDevice('dev00002'), folded], 'dev00001', won('gamey', NOW + 9_000))).toBe(false);
  });

  it('a game not won stands for no record', () => {
    const saved: SavedGame = {
      id: 'abcdef1234', code: CODE, moves: [], hintsUsed: 0, elapsedMs: 5_000, runningSince: null,
      startedAt: NOW, playedAt: NOW, rev: 1, writer: 'tab00001', device: 'dev00001', won: false,
    };
    expect(finishedFromWon(saved)).toBeNull();
    expect(finishedFromWon({ ...saved, won: true, hintsUsed: 2 })).toEqual({
      id: 'abcdef1234', code: CODE, layoutId: 'L00', at: NOW, ms: 5_000, hints: 2, won: true,
    });
  });
});
