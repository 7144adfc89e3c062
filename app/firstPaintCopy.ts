import type { AreaName, Backend, StorageArea, StorageChanges } from '@/stores/storage/area';
import type { CopyState } from './copyState';
import { FIRST_PAINT_KEYS } from '@/stores/storage/keys';
import { FIRST_PAINT_COPY_KEY, makeFirstPaintCopy, parseFirstPaintCopy, type CopyValues } from '@/stores/storage/firstPaintCopy';

type Items = Record<string, unknown>;
const AREAS: readonly AreaName[] = ['local', 'sync'];


/** The part of `localStorage` the copy uses (tests give their own). */
export type CopyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FirstPaintCopy {
  backend: Backend;
  /** The stores' first reads were answered from the copy: the board can be drawn before storage answers. */
  used: boolean;
  /**
   * Reads storage, the authority, once the first frame is on screen. Where it holds
   * something else than the copy said, the stores hear it as a change (as if another tab
   * had just written it) and decide as they always do: a newer game replaces the one
   * shown at once, an older one gets ours written back. Writes made meanwhile waited for
   * this; one of a key storage answered differently is left to that decision. Resolves
   * once the copy agrees with kept.
   */
  reconcile(): Promise<void>;
}

const clone = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * A backend whose first reads of the first-paint keys are answered at once from the
 * copy in localStorage, when there is a usable one, and which keeps that copy equal
 * to what storage holds: every write of this page and every change another tab or
 * machine makes is written to it. Without a usable copy (first visit, private window,
 * site data cleared, another format, damaged) the page reads storage as before.
 */
export function withFirstPaintCopy(
  connect: (copyUsed: boolean) => Backend,
  kept: CopyStorage | null,
  measure?: (readMs: number) => void,
): FirstPaintCopy {
  const readStart = performance.now();
  let text: string | null = null;
  try {
    text = kept?.getItem(FIRST_PAINT_COPY_KEY) ?? null;
  } catch {
    kept = null; // localStorage refused (some private modes): no copy, and none written
  }
  const parsed = parseFirstPaintCopy(text);
  measure?.(performance.now() - readStart);
  if (!parsed.ok && parsed.reason !== 'missing') forget();
  /** What the stores were told (the copy as read), and the copy as it is now. */
  const answered: CopyValues | null = parsed.ok ? parsed.values : null;
  let values: CopyValues | null = parsed.ok ? { local: { ...parsed.values.local }, sync: { ...parsed.values.sync } } : null;
  const used = answered !== null;
  const inner = connect(used);
  let settled = !used;
  // With the copy used, the page touches no storage API before reconciling: Firefox builds its
  // extension API bindings on first use, on the page's main thread, which would delay the first
  // frame (bench/firefox.ts measures it). Reads of other keys and listening wait for it too.
  let open = !used;
  const opening: (() => void)[] = [];
  const whenOpen = (run: () => void): void => (open ? run() : void opening.push(run));
  /** Changes seen while storage is being read, applied to what it answers. */
  let seenMeanwhile: { area: AreaName; items: Record<string, unknown> }[] | null = null;
  const held: CopyState['held'] = [];
  const synthetic: Record<AreaName, Set<(changes: StorageChanges) => void>> = { local: new Set(), sync: new Set() };

  function forget(): void {
    try {
      kept?.removeItem(FIRST_PAINT_COPY_KEY);
    } catch {
      // Nothing to do: the copy is only an optimisation.
    }
  }

  function save(): void {
    if (!values || !kept) return;
    try {
      const text = makeFirstPaintCopy(values);
      // Storage's change event for this page's own write says again what its note said: no second write.
      if (kept.getItem(FIRST_PAINT_COPY_KEY) === text) return;
      kept.setItem(FIRST_PAINT_COPY_KEY, text);
    } catch {
      forget(); // full: a copy that cannot follow storage must not stay behind
    }
  }

  /** New values (undefined: removed) of an area's keys, by this page or another. */
  function note(area: AreaName, items: Record<string, unknown>): void {
    const keys = Object.keys(items).filter((key) => (FIRST_PAINT_KEYS[area] as readonly string[]).includes(key));
    if (keys.length === 0) return;
    seenMeanwhile?.push({ area, items });
    if (!values) return;
    for (const key of keys) {
      if (items[key] === undefined) delete values[area][key];
      else values[area][key] = clone(items[key]);
    }
    save();
  }

  for (const area of AREAS) {
    whenOpen(() => inner[area].onChanged((changes) => note(area, Object.fromEntries(Object.entries(changes).map(([key, c]) => [key, c.newValue])))));
  }

  function wrap(area: AreaName): StorageArea {
    const base = inner[area];
    const firstPaintKeys = FIRST_PAINT_KEYS[area] as readonly string[];
    const write = (keys: string[], items: Record<string, unknown>, run: () => Promise<void>): Promise<void> => {
      // A local write goes into the copy at once: if it never lands (the page closed first), the next page
      // writes it back from the copy. A sync write is noted once storage has it (its change, heard below):
      // Firefox drops one made as the page closes, and a copy saying what storage does not would then be
      // set back by every next page's reading of storage and ahead again by its leaving, leaving every kept
      // first frame unused (app/earlyStart.js draws one only while the copy it was drawn from stands).
      if (area === 'local') note(area, items);
      if (settled) return run();
      return new Promise<void>((resolve, reject) => held.push({ area, keys, run, resolve, reject }));
    };
    return {
      ...base,
      get(keys) {
        if (settled || !answered) return base.get(keys);
        if (keys === null || !keys.every((key) => firstPaintKeys.includes(key))) return new Promise((resolve) => whenOpen(() => resolve(base.get(keys))));
        const copy = answered[area];
        return Promise.resolve(Object.fromEntries(keys.filter((key) => key in copy).map((key) => [key, clone(copy[key])])) as Items);
      },
      set: (items) => write(Object.keys(items), items, () => base.set(items)),
      remove: (keys) => write([...keys], Object.fromEntries(keys.map((key) => [key, undefined])), () => base.remove(keys)),
      onChanged(listener) {
        synthetic[area].add(listener);
        let stopped = false;
        let stop: () => void = () => void (stopped = true);
        whenOpen(() => {
          if (!stopped) stop = base.onChanged(listener);
        });
        return () => {
          synthetic[area].delete(listener);
          stop();
        };
      },
    };
  }

  let reconciling: Promise<void> | null = null;
  const state: CopyState = {
    inner, answered, held, synthetic, note, save, forget,
    get values() {
      return values;
    },
    set values(next) {
      values = next;
    },
    watchMeanwhile(on) {
      const seen = seenMeanwhile;
      seenMeanwhile = on ? [] : null;
      return seen ?? [];
    },
    settle() {
      settled = true;
    },
    open() {
      open = true;
      for (const run of opening.splice(0)) run();
    },
  };

  return {
    backend: { local: wrap('local'), sync: wrap('sync') },
    used,
    // What follows the first frame loads with it, not in the page's first script.
    reconcile: () => (reconciling ??= import('./reconcileCopy').then((m) => m.reconcile(state))),
  };
}

/** The page's localStorage, or null where it is refused. */
export function pageStorage(): CopyStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
