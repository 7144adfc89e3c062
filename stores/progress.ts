import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Result } from '@/core/result';
import { useServices } from './services';
import { deviceId } from './device';
import { useNoticesStore } from './notices';
import { KEYS, STATS_PREFIX, statsKey } from './storage/keys';
import { changesBeforeRead } from './storage/changesBeforeRead';
import { settleRead, type AreaName, type Judgement, type ReadActions } from './storage/readPolicy';
import { readVersioned } from './storage/schema';
import { addRecord, compact, emptyDevice, mergeDevice, recordInto, type DeviceStats, type GameRecord } from './storage/records';
import { compactToFit, makeDevice, parseDevice, storedBytes, SYNC_ITEM_BUDGET } from './storage/recordsCodec';
import { countGames, makeExport, parseExport, type ImportError } from './progressTransfer';
import { bestTimeExcept, leaderboard as leaderboardOf, rankOf, summarize, winTimes as winTimesOf, type LeaderboardEntry, type Stats } from './storage/summary';

export type { LeaderboardEntry, Stats };

/** Sync quotas (Chrome and Firefox): 8,192 bytes an item, 102,400 in all. We stay well below. */
const TOTAL_BUDGET = 90_000;
const MIN_SYNC_ITEM_BUDGET = 1_500;
/** This device keeps this many finished games in full locally before compacting. */
const LOCAL_KEEP = 2_000;

export interface LastWin {
  layoutId: string;
  code: string;
  ms: number;
  hints: number;
  rank: number | null;
  /** The layout's best time before this win (null: its first win there), to measure the win against. */
  previousBestMs: number | null;
}

type DeviceMap = ReadonlyMap<string, DeviceStats>;

export const useProgressStore = defineStore('progress', () => {
  const services = useServices();
  const notices = useNoticesStore();
  const local = shallowRef<DeviceMap>(new Map()); // from storage.local: this device, and imported ones
  const synced = shallowRef<DeviceMap>(new Map()); // from storage.sync: every device's compacted copy
  const lastWin = ref<LastWin | null>(null);
  const blockedLocal = new Set<string>();
  let localUnread = false; // storage.local could not be read: write over none of it
  let syncUnread = false;
  let me = '';
  let loading: Promise<void> | null = null;

  const devices = computed<DeviceStats[]>(() => {
    const merged = new Map(synced.value);
    for (const [id, d] of local.value) merged.set(id, merged.has(id) ? mergeDevice(d, merged.get(id)!) : d);
    return [...merged.values()];
  });

  const actions: ReadActions = {
    quarantine: services.backend.local,
    now: () => services.clock.now(),
    protect: ({ area, key }) => {
      if (area === 'sync') services.sync.block(key);
      else blockedLocal.add(key);
    },
    notify: (notice) => notices.push(notice),
  };

  /** A stored device value, judged: one filed under another device's key is damage. */
  function judgeDevice(area: AreaName, key: string, raw: unknown): Judgement<DeviceStats> {
    const reading = readVersioned(raw, parseDevice);
    if (reading.kind !== 'ok') return reading;
    const expected = key.slice(area === 'local' ? KEYS.progress.length : STATS_PREFIX.length);
    return reading.value.device === expected ? reading : { kind: 'bad', reason: 'device id does not match key' };
  }

  const readDevice = (area: AreaName, key: string, raw: unknown): Promise<DeviceStats | null> =>
    settleRead(raw, judgeDevice(area, key, raw), { area, key }, actions);

  async function readAll(area: AreaName, items: Record<string, unknown>): Promise<Map<string, DeviceStats>> {
    const prefix = area === 'local' ? KEYS.progress : STATS_PREFIX;
    const out = new Map<string, DeviceStats>();
    for (const [key, raw] of Object.entries(items)) {
      if (!key.startsWith(prefix)) continue;
      const d = await readDevice(area, key, raw);
      if (d) out.set(d.device, d);
    }
    return out;
  }

  function onLocalChange(key: string, raw: unknown): void {
    void readDevice('local', key, raw).then((incoming) => {
      if (!incoming) return;
      const mine = local.value.get(incoming.device);
      const merged = mine ? mergeDevice(mine, incoming) : incoming;
      setLocal(merged);
      // Another tab wrote without knowing a record of ours: write the union back.
      if (merged.records.length > incoming.records.length) saveLocal(merged);
    });
  }

  function onSyncChange(key: string, raw: unknown): void {
    if (raw === undefined) {
      const next = new Map(synced.value);
      next.delete(key.slice(STATS_PREFIX.length));
      synced.value = next;
      return;
    }
    void readDevice('sync', key, raw).then((incoming) => {
      if (!incoming) return;
      const next = new Map(synced.value);
      next.set(incoming.device, incoming);
      synced.value = next;
      // An old copy of this device's games came back (sync reordered writes): write the current one again.
      const mine = local.value.get(me);
      if (incoming.device === me && mine && mine.seq > incoming.seq) stageSync(me);
    });
  }

  /** Listening starts before storage is read, so no other tab's write is missed; what comes early waits for the read. */
  const changes = changesBeforeRead();

  function init(): Promise<void> {
    loading ??= (async () => {
      changes.listen(services.backend.local, (changed) => {
        for (const [key, change] of Object.entries(changed)) {
          if (key.startsWith(KEYS.progress) && change.newValue !== undefined) onLocalChange(key, change.newValue);
        }
      });
      changes.listen(services.backend.sync, (changed) => {
        for (const [key, change] of Object.entries(changed)) if (key.startsWith(STATS_PREFIX)) onSyncChange(key, change.newValue);
      });
      me = await deviceId(services);
      const [localItems, syncItems] = await Promise.all([
        services.backend.local.get(null).catch(() => {
          localUnread = true;
          notices.push('notices.saveFailed');
          return {};
        }),
        services.backend.sync.get(null).catch(() => {
          syncUnread = true;
          return {};
        }),
      ]);
      local.value = await readAll('local', localItems);
      synced.value = await readAll('sync', syncItems);
      // Games a closed page could not send to sync yet go now.
      const mine = local.value.get(me);
      if (mine && (synced.value.get(me)?.seq ?? 0) < mine.seq) stageSync(me);
      changes.readApplied();
    })();
    return loading;
  }

  function setLocal(d: DeviceStats): void {
    const next = new Map(local.value);
    next.set(d.device, d);
    local.value = next;
  }

  function saveLocal(d: DeviceStats): void {
    const key = `${KEYS.progress}${d.device}`;
    if (localUnread || blockedLocal.has(key)) return;
    services.backend.local.set({ [key]: makeDevice(d) }).catch(() => notices.push('notices.saveFailed'));
  }

  /** This device's item in sync, compacted to fit its share of the quota; computed when written (other tabs may add games). */
  function stageSync(device: string): void {
    const key = statsKey(device);
    if (localUnread && syncUnread) return; // neither copy of this device's games is known: write over neither
    services.sync.stage(
      key,
      () => {
        let others = 0;
        for (const [id, other] of synced.value) if (id !== device) others += storedBytes(statsKey(id), makeDevice(other));
        const budget = Math.max(MIN_SYNC_ITEM_BUDGET, Math.min(SYNC_ITEM_BUDGET, TOTAL_BUDGET - others));
        // Local storage holds this device's games in full; when it could not be read, the synced copy is merged in.
        const mine = local.value.get(device);
        const fromSync = localUnread ? synced.value.get(device) : undefined;
        const all = mine && fromSync ? mergeDevice(mine, fromSync) : (mine ?? fromSync ?? emptyDevice(device));
        return makeDevice(compactToFit(all, key, budget));
      },
      true,
    );
  }

  /** Counts a finished game (won, or abandoned after at least one move). */
  async function record(game: Omit<GameRecord, 'seq'>): Promise<void> {
    await init();
    // The list as stored now: another tab may have added games this one has not heard of yet.
    const key = `${KEYS.progress}${me}`;
    const latest = localUnread ? undefined : await services.backend.local.get([key]).then((items) => items[key], () => undefined);
    const reading = readVersioned(latest, parseDevice);
    const stored = reading.kind === 'ok' && reading.value.device === me ? reading.value : null;
    let next = recordInto(stored, local.value.get(me) ?? emptyDevice(me), game);
    if (!next) return; // already counted
    if (next.records.length > LOCAL_KEEP) next = compact(next, LOCAL_KEEP / 2);
    setLocal(next);
    saveLocal(next);
    stageSync(me);
    if (game.won) {
      lastWin.value = {
        layoutId: game.layoutId,
        code: game.code,
        ms: game.ms,
        hints: game.hints,
        rank: rankOf(devices.value, game.layoutId, game.id),
        previousBestMs: bestTimeExcept(devices.value, game.layoutId, game.id),
      };
    }
  }

  /**
   * Puts finished games kept aside from `device`'s list back, only adding: a game is skipped when
   * any device lists its id or `device`'s copy here has it below its cut (counted in its counters).
   * The others join this device's list. Returns how many were added.
   */
  async function restoreRecords(device: string, games: readonly GameRecord[]): Promise<number> {
    await init();
    const key = `${KEYS.progress}${me}`;
    const latest = localUnread ? undefined : await services.backend.local.get([key]).then((items) => items[key], () => undefined);
    // Read by the policy: a damaged list is kept aside (and said) before this write replaces it.
    const stored = await readDevice('local', key, latest);
    const mine = local.value.get(me) ?? emptyDevice(me);
    let next = stored ? mergeDevice(mine, stored) : mine;
    const known = new Set([...devices.value, next].flatMap((d) => d.records.map((r) => r.id)));
    const cut = Math.max(0, ...[...devices.value, next].filter((d) => d.device === device).map((d) => d.cut));
    const before = next.records.length;
    for (const { seq, ...game } of games) {
      if (known.has(game.id) || seq <= cut) continue;
      known.add(game.id);
      next = addRecord(next, game);
    }
    const added = next.records.length - before;
    if (added === 0) return 0;
    if (next.records.length > LOCAL_KEEP) next = compact(next, LOCAL_KEEP / 2);
    setLocal(next);
    saveLocal(next);
    stageSync(me);
    return added;
  }

  const stats = (layoutId: string | 'all'): Stats => summarize(devices.value, layoutId);
  const leaderboard = (layoutId: string): LeaderboardEntry[] => leaderboardOf(devices.value, layoutId);
  const winTimes = (layoutId: string) => winTimesOf(devices.value, layoutId);
  /** A won game's place on its layout's top 10 (null outside it, or not heard of yet). */
  const placeOf = (layoutId: string, gameId: string): number | null => rankOf(devices.value, layoutId, gameId);

  const exportJson = (): string => makeExport(devices.value, services.clock.now());

  /** Merges an export file into this profile's progress: validated as a whole first, idempotent. */
  async function importJson(text: string): Promise<Result<{ games: number; wins: number }, ImportError>> {
    const parsed = parseExport(text);
    if (!parsed.ok) return parsed;
    const incoming = parsed.value;
    await init();
    for (const d of incoming) {
      const mine = local.value.get(d.device);
      const merged = mine ? mergeDevice(mine, d) : d;
      setLocal(merged);
      saveLocal(merged);
      // Only this device compacts its own records; another device's item is restored only where sync lost it.
      if (d.device === me) stageSync(me);
      else if (!synced.value.has(d.device) && storedBytes(statsKey(d.device), makeDevice(merged)) <= SYNC_ITEM_BUDGET) {
        services.sync.stage(statsKey(d.device), makeDevice(merged), true);
      }
    }
    return { ok: true, value: countGames(incoming) };
  }

  return { lastWin, devices, init, record, restoreRecords, stats, leaderboard, winTimes, placeOf, exportJson, importJson };
});
