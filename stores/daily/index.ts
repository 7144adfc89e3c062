/**
 * The deal of the day's results on this page: every device's days, from storage.local
 * (this device's own, and any imported) and storage.sync (every device's), merged exactly.
 * This device writes only its own items (`daily:<device>:<year>`), locally at once and to sync
 * through the page's sync writer; streaks and statistics are computed, never stored.
 * It loads on demand: after the first frame, or when a daily deal is played.
 */
import { defineStore } from 'pinia';
import { computed, shallowRef } from 'vue';
import { todayOn } from '@/core/dailyDates';
import { dailyStats, mergeDays, started, streaks, won, type DailyDay, type DailyResult } from '@/core/dailyResults';
import { useServices } from '../services';
import { deviceId } from '../device';
import { useNoticesStore } from '../notices';
import { changesBeforeRead } from '../storage/changesBeforeRead';
import { settleRead, type ReadActions } from '../storage/readPolicy';
import type { AreaName } from '../storage/area';
import { DAILY_PREFIX, dailyKey, isDailyKey, judgeDailyItem, makeDailyItem, secondHalfKey, syncItemsOfYear, yearsOf, type DailyItem } from '../storage/dailyCodec';
import { dailyYearsToSync, SYNC_ITEM_QUOTA } from '../storage/syncRoom';
import { addedBytes, freeLocalBytes, setIfRoom } from '../storage/localSpace';

import { KEYS } from '../storage/keys';

/** local: the date the quiet offer of that day's deal was last shown, so it is offered once a day. */
const DAILY_OFFERED_KEY = KEYS.dailyOffered;

export const useDailyStore = defineStore('daily', () => {
  const services = useServices();
  const notices = useNoticesStore();
  const local = shallowRef<ReadonlyMap<string, DailyItem>>(new Map());
  const synced = shallowRef<ReadonlyMap<string, DailyItem>>(new Map());
  const loaded = shallowRef(false);
  const blocked = new Set<string>(); // keys this release must not write over (newer or unreadable)
  let thisDevice = '';
  let loading: Promise<void> | null = null;

  const days = computed(() => mergeDays(...[...local.value.values(), ...synced.value.values()].map((i) => i.days)));
  const today = (): string => todayOn(services.clock.now());

  const actions: ReadActions = {
    quarantine: services.backend.local,
    now: () => services.clock.now(),
    protect: ({ area, key }) => void blocked.add(`${area}:${key}`),
    notify: (notice) => notices.push(notice),
  };

  const read = (area: AreaName, key: string, raw: unknown) => settleRead(raw, judgeDailyItem(key, raw), { area, key }, actions);

  function put(area: AreaName, key: string, item: DailyItem | null): void {
    const target = area === 'local' ? local : synced;
    const next = new Map(target.value);
    if (item) next.set(key, item);
    else next.delete(key);
    target.value = next;
  }

  async function readAll(area: AreaName, items: Record<string, unknown>): Promise<void> {
    for (const [key, raw] of Object.entries(items)) {
      if (!key.startsWith(DAILY_PREFIX)) continue;
      if (!isDailyKey(key)) continue;
      const item = await read(area, key, raw);
      if (item) put(area, key, item);
    }
  }

  const changes = changesBeforeRead();

  function init(): Promise<void> {
    loading ??= (async () => {
      for (const area of ['local', 'sync'] as const) {
        changes.listen(services.backend[area], (changed) => {
          for (const [key, change] of Object.entries(changed)) {
            if (!isDailyKey(key)) continue;
            if (change.newValue === undefined) put(area, key, null);
            else void read(area, key, change.newValue).then((item) => item && put(area, key, merged(area, key, item)));
          }
        });
      }
      thisDevice = await deviceId(services);
      const [localItems, syncItems] = await Promise.all(
        (['local', 'sync'] as const).map((area) =>
          services.backend[area].get(null).catch(() => {
            // Unread: this page writes over none of that area's days.
            blocked.add(`${area}:*`);
            return {};
          }),
        ),
      );
      await readAll('local', localItems);
      await readAll('sync', syncItems);
      // Days a closed page could not send to sync yet go now.
      const behind = [...local.value.values()].filter((item) => item.device === thisDevice && !covers(syncedOwn(item.year), item));
      if (behind.length > 0) await stageSync(behind.map((item) => item.year), syncItems);
      changes.readApplied();
      loaded.value = true;
    })();
    return loading;
  }

  /** An item that arrives is merged with what this page knows of the same key: a late, older copy takes nothing away. */
  function merged(area: AreaName, key: string, item: DailyItem): DailyItem {
    const mine = (area === 'local' ? local : synced).value.get(key);
    return mine ? { ...item, days: mergeDays(mine.days, item.days) } : item;
  }

  const covers = (a: DailyItem | undefined, b: DailyItem): boolean =>
    !!a && JSON.stringify(makeDailyItem(a.device, a.year, mergeDays(a.days, b.days).values())) === JSON.stringify(makeDailyItem(a.device, a.year, a.days.values()));

  /** This device's days of `year` as sync holds them (one item, or two halves). */
  function syncedOwn(year: string): DailyItem | undefined {
    const [whole, half] = [dailyKey(thisDevice, year), secondHalfKey(thisDevice, year)].map((key) => synced.value.get(key));
    return whole && half ? { ...whole, days: mergeDays(whole.days, half.days) } : (whole ?? half);
  }

  /** This device's days of `year`, as every copy knows them. */
  function own(year: string): Map<string, DailyDay> {
    return mergeDays(local.value.get(dailyKey(thisDevice, year))?.days ?? new Map(), syncedOwn(year)?.days ?? new Map());
  }

  const syncItemsOf = (year: string) => syncItemsOfYear(thisDevice, year, own(year).values(), SYNC_ITEM_QUOTA);

  /**
   * Sends `years` of this device's days to sync, each as items within the per-item limit, and only the
   * newest years sync has room for (storage/syncRoom.ts): the others stay on this computer, in every export.
   */
  async function stageSync(years: readonly string[], syncItems?: Record<string, unknown>): Promise<void> {
    if (blocked.has('sync:*') || (blocked.has('local:*') && blocked.has('sync:*'))) return;
    const held = syncItems ?? (await services.backend.sync.get(null).catch(() => null));
    if (!held) return;
    const ownYears = new Set([...local.value.values(), ...synced.value.values()].filter((i) => i.device === thisDevice).map((i) => i.year));
    for (const year of years) ownYears.add(year);
    const room = dailyYearsToSync(new Map([...ownYears].map((year) => [year, syncItemsOf(year)])), held, thisDevice);
    for (const year of years) {
      if (!room.has(year)) continue;
      for (const [key] of syncItemsOf(year)) {
        if (blocked.has(`sync:${key}`)) continue;
        // Read when written: the days known then, split as they then need.
        services.sync.stage(key, () => syncItemsOf(year).find(([k]) => k === key)?.[1] ?? makeDailyItem(thisDevice, year, [...own(year).values()].filter((d) => d.date >= `${year}-07-01`)), true);
      }
    }
  }

  async function save(day: DailyDay, urgent: boolean): Promise<void> {
    const year = day.date.slice(0, 4);
    const key = dailyKey(thisDevice, year);
    // The item as stored now: another tab may have added a day this page has not heard of yet.
    const stored = await services.backend.local.get([key]).then((items) => items[key], () => undefined);
    const now = stored === undefined ? null : await read('local', key, stored);
    const days = mergeDays(own(year), now?.days ?? new Map(), new Map([[day.date, day]]));
    const item: DailyItem = { device: thisDevice, year, days };
    put('local', key, item);
    if (!blocked.has(`local:${key}`) && !blocked.has('local:*')) {
      await services.backend.local.set({ [key]: makeDailyItem(thisDevice, year, days.values()) }).catch(() => notices.push('notices.saveFailed'));
    }
    await stageSync([year]);
    if (urgent) services.sync.flush();
  }

  /** The player made a first move in `date`'s deal. */
  async function markStarted(date: string): Promise<void> {
    await init();
    if (!days.value.has(date)) await save(started(days.value, date), false);
  }

  /** `date`'s deal was won now, on this machine's local date. */
  async function recordWin(date: string, result: DailyResult): Promise<void> {
    await init();
    await save(won(own(date.slice(0, 4)), date, today(), result), true);
  }

  /** This device's items that days from an export file change (only added, merged), with how many days changed. */
  function importPlan(incoming: readonly DailyDay[]): { items: Map<string, DailyItem>; changed: number } {
    const items = new Map<string, DailyItem>();
    let changed = 0;
    for (const year of yearsOf(incoming.map((d) => d.date))) {
      const before = own(year);
      const after = mergeDays(before, new Map(incoming.filter((d) => d.date.startsWith(`${year}-`)).map((d) => [d.date, d])));
      const diff = [...after.values()].filter((d) => JSON.stringify(d) !== JSON.stringify(before.get(d.date)));
      changed += diff.length;
      if (diff.length > 0) items.set(dailyKey(thisDevice, year), { device: thisDevice, year, days: after });
    }
    return { items, changed };
  }

  const stored = (items: Map<string, DailyItem>) => Object.fromEntries([...items].map(([key, i]) => [key, makeDailyItem(i.device, i.year, i.days.values())]));

  /** Whether storage.local has room for what `incoming` adds (checked before anything of a file is written). */
  async function importFits(incoming: readonly DailyDay[]): Promise<boolean> {
    await init();
    const { items } = importPlan(incoming);
    if (items.size === 0) return true;
    if (blocked.has('local:*')) return false;
    return (await addedBytes(services.backend.local, stored(items))) <= (await freeLocalBytes(services.backend.local));
  }

  /**
   * Days from an export file: only added (merged), kept in this device's own items, written at once
   * when storage.local has room for them all (else nothing is, and null says so). Returns how many days changed.
   */
  async function importDays(incoming: readonly DailyDay[]): Promise<number | null> {
    await init();
    const { items, changed } = importPlan(incoming);
    if (items.size === 0) return 0;
    const writable = new Map([...items].filter(([key]) => !blocked.has(`local:${key}`)));
    if (blocked.has('local:*') || !(await setIfRoom(services.backend.local, stored(writable)))) return null;
    for (const [key, item] of items) put('local', key, item);
    await stageSync([...items.values()].map((i) => i.year));
    return changed;
  }

  /** Whether the quiet offer of today's deal is due on this page (once a day, and only while today's deal is untouched). */
  async function offerDue(): Promise<boolean> {
    await init();
    const date = today();
    if (days.value.has(date)) return false;
    const stored = await services.backend.local.get([DAILY_OFFERED_KEY]).catch(() => ({}) as Record<string, unknown>);
    return (stored as Record<string, unknown>)[DAILY_OFFERED_KEY] !== date;
  }

  function markOffered(): void {
    void services.backend.local.set({ [DAILY_OFFERED_KEY]: today() }).catch(() => undefined);
  }

  return {
    loaded,
    days,
    today,
    streaks: () => streaks(days.value, today()),
    stats: () => dailyStats(days.value, today()),
    init,
    markStarted,
    recordWin,
    importFits,
    importDays,
    offerDue,
    markOffered,
  };
});
