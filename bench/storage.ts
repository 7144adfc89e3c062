/**
 * Storage benchmark: one hour of the fastest possible play (a pair removed
 * every 100 ms, a hint each game, every game won and a new one started at
 * once, pause and resume between games), run against the real sync writer and
 * record compaction on a virtual clock. Reports the storage.sync writes per
 * minute (worst sliding minute) and per hour, and the peak bytes in sync,
 * against the browsers' limits.
 */
import { memoryArea, type StorageArea } from '../stores/storage/area.ts';
import { benchDailyYear, type DailyYearFigures } from './dailyStorage.ts';
import { benchSyncRoom, type SyncRoomFigures } from './syncRoom.ts';
import { benchFirstPaintRead, type FirstPaintReadFigures } from './firstPaintRead.ts';
import { createSyncWriter } from '../stores/storage/syncWriter.ts';
import { virtualClock } from '../tests/unit/support/virtualClock.ts';
import { addRecord, emptyDevice, type DeviceStats } from '../core/records.ts';
import { compactToFit, makeDevice, storedBytes } from '../stores/storage/recordsCodec.ts';
import { SYNC_ITEM_BUDGET, SYNC_QUOTA as QUOTA } from '../stores/storage/syncRoom.ts';
import { makeSavedGame, pausedCopy, type SavedGame } from '../stores/storage/savedGame.ts';
import { KEYS, statsKey } from '../stores/storage/keys.ts';

export const SYNC_QUOTA = { perItem: QUOTA.itemBytes, total: QUOTA.bytes, items: QUOTA.items, perMinute: 120, perHour: 1_800 };

export interface StorageFigures {
  games: number;
  moves: number;
  writesPerMinute: number; // the worst sliding minute
  writesPerHour: number;
  peakBytes: number; // all of storage.sync at its fullest
  peakItemBytes: number; // the largest single item written
  items: number;
  limits: typeof SYNC_QUOTA;
  /** A history of 200,000 wins on one layout: every aggregate and the chart's arithmetic, in ms (null when not measured). */
  bigHistory: BigHistoryFigures | null;
  /** A year of the deal of the day in one device's sync item. */
  dailyYear: DailyYearFigures;
  /** Sync at its fullest: this device's own items at their worst plus the largest import accepted. */
  syncRoom: SyncRoomFigures;
  /** Reading the copy a page draws its first frame from. */
  firstPaintRead: FirstPaintReadFigures;
}

export interface BigHistoryFigures {
  wins: number;
  aggregatesMs: number; // statistics, leaderboard, win times and rank
  compactMs: number; // folding them into counters
  chartMs: number; // plotting them and thinning the line
}

/** Every aggregate over `wins` wins on one layout, spread over devices of 5,000 records as imports leave them. */
export async function benchBigHistory(wins = 200_000): Promise<BigHistoryFigures> {
  // Loaded here: the summary reads the layouts through the app's path alias, which the bench runner resolves.
  const { leaderboard, rankOf, summarize, winTimes } = await import('../core/summary.ts');
  const { compact } = await import('../core/records.ts');
  const { plotWinTimes, thinLine } = await import('../components/progress/winTimeScale.ts');
  const start = Date.UTC(2024, 0, 1);
  const devices: DeviceStats[] = [];
  for (let n = 0; n * 5_000 < wins; n++) {
    const records = Array.from({ length: Math.min(5_000, wins - n * 5_000) }, (_, i) => ({
      seq: i + 1, id: `d${n}g${i.toString(36)}`, code: 'MJ1-L00-AAAAAAA', layoutId: 'L00',
      at: start + (n * 5_000 + i) * 60_000, ms: 60_000 + ((i * 7919 + n) % 900_000), hints: 0, won: true,
    }));
    devices.push({ ...emptyDevice(`bench${n}`), seq: records.length + 1, records });
  }
  let t = performance.now();
  summarize(devices, 'L00');
  leaderboard(devices, 'L00');
  const times = winTimes(devices, 'L00');
  rankOf(devices, 'L00', 'd0g0');
  const aggregatesMs = performance.now() - t;
  t = performance.now();
  const one = { ...emptyDevice('benchall'), seq: wins + 1, records: devices.flatMap((d) => d.records).map((r, i) => ({ ...r, seq: i + 1 })) };
  compact(one, 1_000);
  const compactMs = performance.now() - t;
  t = performance.now();
  thinLine(plotWinTimes(times, { width: 560, height: 170, left: 50, right: 12, top: 10, bottom: 22 }).wins);
  const chartMs = performance.now() - t;
  return { wins, aggregatesMs, compactMs, chartMs };
}

const DEVICE = 'benchdev01';

function bytesOf(area: ReturnType<typeof memoryArea>): number {
  let total = 0;
  for (const [key, value] of area.data) total += storedBytes(key, value);
  return total;
}

export async function benchStorage(options: { hours?: number; pairEveryMs?: number } = {}): Promise<StorageFigures> {
  const hours = options.hours ?? 1;
  const pairEveryMs = options.pairEveryMs ?? 100;
  const clock = virtualClock(Date.UTC(2026, 0, 1));
  const sync = memoryArea();
  const writes: number[] = [];
  let peakBytes = 0;
  let peakItemBytes = 0;
  const measured: StorageArea = {
    ...sync,
    async set(items) {
      writes.push(clock.now());
      for (const [key, value] of Object.entries(items)) peakItemBytes = Math.max(peakItemBytes, storedBytes(key, value));
      await sync.set(items);
      peakBytes = Math.max(peakBytes, bytesOf(sync));
    },
  };
  const writer = createSyncWriter(measured, clock);

  let stats: DeviceStats = emptyDevice(DEVICE);
  let game: SavedGame | null = null;
  const stageGame = () => writer.stage(KEYS.game, () => makeSavedGame(pausedCopy(game!, clock.now())));
  const end = clock.now() + hours * 3_600_000;
  let games = 0;
  let moves = 0;
  writer.stage(KEYS.settings, { v: 1, settings: { tileStyle: 'classic', theme: 'dark', language: 'auto', showWinnable: true, updatedAt: clock.now() } }, true);

  while (clock.now() < end) {
    const started = clock.now();
    game = {
      id: `g${games.toString(36).padStart(8, '0')}`, code: 'MJ1-L00-AAAAABL', moves: [], hintsUsed: 0, elapsedMs: 0,
      runningSince: started, startedAt: started, playedAt: started, rev: 0, writer: 'benchtab1', device: DEVICE, won: false,
    };
    stageGame();
    for (let pair = 0; pair < 72 && clock.now() < end; pair++) {
      await clock.advance(pairEveryMs);
      const now = clock.now();
      game = { ...game, moves: [...game.moves, [pair * 2, pair * 2 + 1]], hintsUsed: pair === 0 ? 1 : game.hintsUsed, playedAt: now, rev: game.rev + 1 };
      stageGame();
      moves += 1;
    }
    if (game.moves.length < 72) break;
    const now = clock.now();
    game = { ...game, won: true, elapsedMs: now - started, runningSince: null, rev: game.rev + 1 };
    stageGame();
    games += 1;
    stats = addRecord(stats, { id: game.id, code: game.code, layoutId: `L0${games % 10}`, at: now, ms: now - started, hints: 1, won: true });
    const current = stats;
    writer.stage(statsKey(DEVICE), () => makeDevice(compactToFit(current, statsKey(DEVICE), SYNC_ITEM_BUDGET)), true);
    writer.flush(); // game end
    // Pause (tab hidden) and resume before the next game.
    await clock.advance(50);
    writer.flush();
    await clock.advance(50);
  }
  await clock.advance(10 * 60_000); // let the last staged values go out
  writer.dispose();

  let perMinute = 0;
  for (const t of writes) perMinute = Math.max(perMinute, writes.filter((w) => w >= t && w < t + 60_000).length);
  let perHour = 0;
  for (const t of writes) perHour = Math.max(perHour, writes.filter((w) => w >= t && w < t + 3_600_000).length);
  const bigHistory = await benchBigHistory().catch(() => null);
  return { games, moves, writesPerMinute: perMinute, writesPerHour: perHour, peakBytes, peakItemBytes, items: sync.data.size, limits: SYNC_QUOTA, bigHistory, dailyYear: benchDailyYear(), syncRoom: benchSyncRoom(), firstPaintRead: benchFirstPaintRead() };
}

// `node --experimental-strip-types bench/storage.ts` prints the figures on their own.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchStorage().then((f) => console.log(JSON.stringify(f, null, 2)));
}
