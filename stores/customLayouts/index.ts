/**
 * The player's own layouts: adding (an import, a share link), renaming and deleting them, each a
 * read-merge-write of both storage areas, so no other tab's or machine's change is written over.
 * Every layout goes to storage.local; storage.sync gets each one while there is room within its
 * quotas (see room.ts), and what it has no room for stays on this machine, said to the player.
 */
import { defineStore } from 'pinia';
import { computed } from 'vue';
import { cleanText, customLayoutId, NAME_MAX, AUTHOR_MAX, type CustomLayout } from '@/core/customLayout';
import type { Slot } from '@/core/layout';
import { encodeShape, shapeId } from '@/core/layoutFiles';
import { useServices } from '../services';
import { useNoticesStore } from '../notices';
import { surveyInWorker } from '../solver/survey';
import { createLayoutJudge } from './judged';
import { clampTime } from '../storage/schema';
import { fitSync } from './room';
import {
  LAYOUT_PREFIX, LOCAL_LAYOUTS, layoutsOf, makeLocalLayouts, makeSyncEntry, mergeEntries, readStored, type LayoutEntry,
} from './stored';

/** What a change did: saved (on this machine), and which layouts only this machine holds as sync has no room. */
export type SaveResult = { ok: true; localOnly: string[] } | { ok: false; reason: 'saveFailed' | 'protected' };

export interface Addition {
  name: string;
  author?: string;
  slots: readonly Slot[];
}

export interface AddResult {
  saved: SaveResult;
  /** Newly added, in the order given. */
  added: CustomLayout[];
  /** Shapes already there (under whatever name): the layout that has it. */
  already: { given: Addition; layout: CustomLayout }[];
}

export const useCustomLayoutsStore = defineStore('customLayouts', () => {
  const services = useServices();
  const notices = useNoticesStore();
  const registry = services.layouts;
  const layouts = computed(() => registry.list.value);
  let listening = false;
  let queue: Promise<unknown> = Promise.resolve();
  const judge = createLayoutJudge((slots) => surveyInWorker(slots, services.solver));

  /** Reads the stored layouts (once) and follows other tabs and machines from then on. */
  async function init(): Promise<void> {
    await registry.load();
    if (listening) return;
    listening = true;
    // Through the read policy now: damaged entries kept aside and said, newer data left alone and said.
    await refresh();
    const changed = (changes: Record<string, unknown>) => Object.keys(changes).some((k) => k.startsWith(LAYOUT_PREFIX) || k === LOCAL_LAYOUTS);
    // Another machine's layout (or deletion) arrives: merged, and kept on this machine too.
    services.backend.sync.onChanged((changes) => void (changed(changes) && save(() => [])));
    services.backend.local.onChanged((changes) => void (changed(changes) && refresh()));
  }

  async function refresh(): Promise<void> {
    const stored = await readStored(services, { now: () => services.clock.now(), notify: notices.push });
    registry.set(layoutsOf(stored.entries));
  }

  /**
   * One change at a time: `change` edits the merged entries and returns the ids it changed.
   * Storage.local first (nothing is shown as saved unless it is); then sync, as room allows.
   */
  function save(change: (entries: Map<string, LayoutEntry>, now: number) => string[]): Promise<SaveResult> {
    const run = async (): Promise<SaveResult> => {
      const stored = await readStored(services, { now: () => services.clock.now(), notify: notices.push });
      const next = mergeEntries(stored.entries);
      const changed = change(next, clampTime(services.clock.now()));
      if (stored.protectedKeys.has(`local:${LOCAL_LAYOUTS}`)) return { ok: false, reason: 'protected' };
      const localChanged = changed.length > 0 || JSON.stringify([...next]) !== JSON.stringify([...stored.local]);
      if (localChanged) {
        try {
          await services.backend.local.set({ [LOCAL_LAYOUTS]: makeLocalLayouts(next) });
        } catch {
          return { ok: false, reason: 'saveFailed' };
        }
      }
      registry.set(layoutsOf(next));
      const plan = fitSync(next, stored.sync, stored.syncOthers, (id) => stored.protectedKeys.has(`sync:${LAYOUT_PREFIX}${id}`));
      const items = Object.fromEntries(plan.write.map(([id, e]) => [LAYOUT_PREFIX + id, makeSyncEntry(e)]));
      let localOnly = plan.noRoom;
      if (Object.keys(items).length > 0) {
        try {
          await services.backend.sync.set(items);
        } catch {
          // Sync refused (its quota as the browser counts it, or its write rate): kept here, sent at the next change.
          localOnly = [...localOnly, ...plan.write.map(([id]) => id)];
        }
      }
      return { ok: true, localOnly: localOnly.filter((id) => next.get(id)?.d === undefined) };
    };
    const done = queue.then(run, run);
    queue = done.catch(() => undefined);
    return done;
  }

  /** Adds layouts (canonical shapes, checked by the caller); a shape already there is not added again. */
  async function add(given: readonly Addition[]): Promise<AddResult> {
    await registry.load().catch(() => undefined);
    const added: string[] = [];
    const already: { given: Addition; id: string }[] = [];
    const saved = await save((entries, now) => {
      for (const item of given) {
        const id = customLayoutId(shapeId(item.slots));
        const had = entries.get(id);
        if (had && !had.d) {
          already.push({ given: item, id });
          continue;
        }
        const author = cleanText(item.author, AUTHOR_MAX);
        entries.set(id, { s: encodeShape(item.slots), n: cleanText(item.name, NAME_MAX) || id, ...(author ? { a: author } : {}), t: now + added.length });
        added.push(id);
      }
      return added;
    });
    judge.accept(added); // each surveyed by what adds it
    const find = (id: string) => layouts.value.find((l) => l.id === id);
    if (!saved.ok) return { saved, added: [], already: [] };
    return {
      saved,
      added: added.map(find).filter((l): l is CustomLayout => l !== undefined),
      already: already.map(({ given: g, id }) => ({ given: g, layout: find(id) })).filter((a): a is AddResult['already'][number] => a.layout !== undefined),
    };
  }

  function rename(id: string, name: string): Promise<SaveResult> {
    const clean = cleanText(name, NAME_MAX);
    return save((entries, now) => {
      const had = entries.get(id);
      if (!had || had.d || !clean || clean === had.n) return [];
      entries.set(id, { ...had, n: clean, t: Math.max(now, had.t + 1) });
      return [id];
    });
  }

  /** Deletes a layout; its games, statistics and records stay (they keep its code). */
  function remove(id: string): Promise<SaveResult> {
    return save((entries, now) => {
      const had = entries.get(id);
      if (!had || had.d) return [];
      entries.set(id, { n: '', t: Math.max(now, had.t + 1), d: 1 });
      return [id];
    });
  }

  const byId = (id: string): CustomLayout | undefined => layouts.value.find((l) => l.id === id);

  /** Judges the layouts not judged yet on this page (those from storage), as an import would, before they are offered. */
  const judgeAll = () => judge.judge(() => layouts.value);

  return { layouts, init, add, rename, remove, byId, refresh, unplayable: judge.unplayable, judgeAll };
});
