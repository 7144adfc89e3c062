import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Result } from '@/core/result';
import { useServices } from '../services';
import { deviceId } from '../device';
import { useNoticesStore } from '../notices';
import { KEYS, STATS_PREFIX, statsKey } from '../storage/keys';
import { changesBeforeRead } from '../storage/changesBeforeRead';
import { settleRead, type ReadActions } from '../storage/readPolicy';
import type { AreaName } from '../storage/area';
import { compact, emptyDevice, mergeDevice, recordInto, restoreInto, type DeviceStats, type GameRecord } from '../../core/records';
import { compactToFit, judgeDevice, makeDevice, storedBytes } from '../storage/recordsCodec';
import { keptAsideCopies, mergeOwnCopy, readKeptCopy } from '../storage/ownCopies';
import { addedBy, LOCAL_KEEP, nextImportToSync, planImport, type GameCount } from '../storage/importPlan';
import { setIfRoom } from '../storage/localSpace';
import { MIN_SYNC_ITEM_BUDGET, SYNC_ITEM_BUDGET, TOTAL_BUDGET } from '../storage/syncRoom';
import { earnedByGame } from '../../core/rewards';
import { REWARD_KINDS } from '../../core/rewards/kinds';
import { importError, makeExport, parseExport, type ImportError } from './transfer';
import { latestLayout, leaderboard as leaderboardOf, rankOf, standingBefore, summarize, winTimes as winTimesOf, type LeaderboardEntry, type Stats } from '../../core/summary';

export type { LeaderboardEntry, Stats };

export interface LastWin {
  /** The game won (its id): a win of the same deal again is a new one. */
  gameId: string;
  layoutId: string;
  code: string;
  ms: number;
  hints: number;
  rank: number | null;
  /** Whether another game on the layout was won before (with help or not): else this is the first win there. */
  wonBefore: boolean;
  /** The layout's best leaderboard score before this win (null: no ranked win there yet), to measure the win against. */
  previousBestMs: number | null;
  /** The kinds of reward (core/rewards) this win completed. */
  earned: string[];
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
  let thisDevice = '';
  let loading: Promise<void> | null = null;
  let keptOwn: DeviceStats[] = []; // this device's games as kept aside when damaged: never written over with less
  const imported: string[] = []; // other devices from a file, waiting to go to sync one write at a time
  let importInFlight: string | null = null;

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

  /** Everything known of this device's games: its local list, its sync item and any copy kept aside. */
  function ownKnown(): DeviceStats {
    let known = local.value.get(thisDevice) ?? emptyDevice(thisDevice);
    const fromSync = synced.value.get(thisDevice);
    if (fromSync) known = mergeOwnCopy(known, fromSync);
    for (const copy of keptOwn) known = mergeOwnCopy(known, copy);
    return known;
  }

  /** Writes this device's list again when another copy holds games the local one lost. */
  function healOwn(): void {
    const known = ownKnown();
    if (known === local.value.get(thisDevice) || (known.cut === 0 && known.records.length === 0)) return;
    setLocal(known);
    saveLocal(known);
    stageSync(thisDevice);
  }

  function readDevice(area: AreaName, key: string, raw: unknown): Promise<DeviceStats | null> {
    const judgement = judgeDevice(area, key, raw);
    // What this device's own damaged item still holds is merged into its next write.
    const own = key === `${KEYS.progress}${thisDevice}` || key === statsKey(thisDevice);
    const kept = own && judgement.kind === 'bad' ? readKeptCopy(thisDevice, JSON.stringify(raw) ?? '') : null;
    if (kept) keptOwn = [...keptOwn, kept];
    return settleRead(raw, judgement, { area, key }, actions);
  }

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
      // Another tab wrote without knowing a record of ours: write the union back. Not over a value
      // read only in part: what it lacks is what this page's copy would fail to read back again.
      const clean = judgeDevice('local', key, raw).kind === 'ok';
      if (clean && merged.records.length > incoming.records.length) saveLocal(merged);
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
      const mine = local.value.get(thisDevice);
      if (incoming.device === thisDevice && mine && mine.seq > incoming.seq) stageSync(thisDevice);
      if (incoming.device === thisDevice) healOwn();
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
        if (importInFlight !== null && statsKey(importInFlight) in changed) void stageNextImported();
      });
      thisDevice = await deviceId(services);
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
      keptOwn = [...keptOwn, ...keptAsideCopies(localItems, thisDevice)];
      // Games a closed page could not send to sync yet go now.
      const mine = local.value.get(thisDevice);
      if (mine && (synced.value.get(thisDevice)?.seq ?? 0) < mine.seq) stageSync(thisDevice);
      healOwn();
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
        // Never less than is known: the local list with what the synced and kept-aside copies add.
        return makeDevice(compactToFit(device === thisDevice ? ownKnown() : (local.value.get(device) ?? emptyDevice(device)), key, budget));
      },
      true,
    );
  }

  /** Counts a finished game (won, or abandoned after at least one move). */
  async function record(game: Omit<GameRecord, 'seq'>): Promise<void> {
    await init();
    // The list as stored now: another tab may have added games this one has not heard of yet.
    const key = `${KEYS.progress}${thisDevice}`;
    const latest = localUnread ? undefined : await services.backend.local.get([key]).then((items) => items[key], () => undefined);
    const judged = judgeDevice('local', key, latest);
    const stored = judged.kind === 'ok' ? judged.value : judged.kind === 'bad' ? (judged.fallback ?? null) : null;
    let next = recordInto(stored, ownKnown(), game);
    if (!next) return; // already counted
    if (next.records.length > LOCAL_KEEP) next = compact(next, LOCAL_KEEP / 2);
    setLocal(next);
    saveLocal(next);
    stageSync(thisDevice);
    if (game.won) {
      const before = standingBefore(devices.value, game.layoutId, game.id);
      const { layoutId, code, ms, hints } = game;
      const rank = rankOf(devices.value, layoutId, game.id);
      const earned = earnedByGame(services.rewards ?? REWARD_KINDS, devices.value, game.id);
      lastWin.value = { gameId: game.id, layoutId, code, ms, hints, rank, wonBefore: before.wonBefore, previousBestMs: before.bestMs, earned };
    }
  }

  /** Puts finished games kept aside from `device`'s list back, only adding (see restoreInto). Returns how many were added. */
  async function restoreRecords(device: string, games: readonly GameRecord[]): Promise<number> {
    await init();
    const key = `${KEYS.progress}${thisDevice}`;
    const latest = localUnread ? undefined : await services.backend.local.get([key]).then((items) => items[key], () => undefined);
    // Read by the policy: a damaged list is kept aside (and said) before this write replaces it.
    const stored = await readDevice('local', key, latest);
    const mine = local.value.get(thisDevice) ?? emptyDevice(thisDevice);
    const restored = restoreInto(stored ? mergeDevice(mine, stored) : mine, device, games, devices.value);
    if (restored.added === 0) return 0;
    const next = restored.next.records.length > LOCAL_KEEP ? compact(restored.next, LOCAL_KEEP / 2) : restored.next;
    setLocal(next);
    saveLocal(next);
    stageSync(thisDevice);
    return restored.added;
  }

  const stats = (layoutId: string | 'all'): Stats => summarize(devices.value, layoutId);
  const leaderboard = (layoutId: string): LeaderboardEntry[] => leaderboardOf(devices.value, layoutId);
  const winTimes = (layoutId: string) => winTimesOf(devices.value, layoutId);
  /** A won game's place on its layout's top 10 (null outside it, or not heard of yet). */
  /** Where the player has results: the layout of the game finished last (null before any). */
  const lastPlayedLayout = (): string | null => latestLayout(devices.value);
  const placeOf = (layoutId: string, gameId: string): number | null => rankOf(devices.value, layoutId, gameId);

  const exportJson = (): string => makeExport(devices.value, services.clock.now());

  /**
   * Another device's item from a file goes to sync where sync lost it, one write at a time and
   * only while sync keeps room for this device's own item, so this device's games still sync.
   */
  async function stageNextImported(): Promise<void> {
    if (importInFlight !== null && services.sync.pendingKeys().includes(statsKey(importInFlight))) return;
    importInFlight = null;
    const items = await services.backend.sync.get(null).catch(() => null);
    const next = items && nextImportToSync(imported, items, thisDevice, (id) => local.value.get(id), TOTAL_BUDGET);
    if (!next) return;
    importInFlight = next.device;
    services.sync.stage(statsKey(next.device), next.value);
  }

  /**
   * Merges an export file into this profile's progress: validated as a whole first, idempotent.
   * It only adds, and says what it added once that is saved; nothing is saved without room for it.
   */
  async function importJson(text: string): Promise<Result<GameCount, ImportError>> {
    const parsed = parseExport(text);
    if (!parsed.ok) return parsed;
    await init();
    const known = (id: string) => (id === thisDevice ? ownKnown() : local.value.get(id));
    const changed = planImport(thisDevice, known, parsed.value).filter((d) => !blockedLocal.has(`${KEYS.progress}${d.device}`));
    const added = addedBy(changed, known);
    if (changed.length === 0) return { ok: true, value: added };
    if (localUnread) return { ok: false, error: importError('noSpace') };
    const items = Object.fromEntries(changed.map((d) => [`${KEYS.progress}${d.device}`, makeDevice(d)]));
    if (!(await setIfRoom(services.backend.local, items))) return { ok: false, error: importError('noSpace') };
    for (const d of changed) {
      setLocal(d);
      if (d.device === thisDevice) stageSync(thisDevice);
      else if (!imported.includes(d.device)) imported.push(d.device);
    }
    void stageNextImported();
    return { ok: true, value: added };
  }

  return { lastWin, devices, init, record, restoreRecords, stats, leaderboard, winTimes, lastPlayedLayout, placeOf, exportJson, importJson };
});
