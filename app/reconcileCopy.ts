/**
 * Storage read once the first frame is on screen, and the first-paint copy made
 * to agree with it (app/firstPaintCopy.ts). Loaded on demand: the first frame
 * never needs it.
 */
import type { AreaName, StorageChanges } from '@/stores/storage/area';
import { KEYS, FIRST_PAINT_KEYS } from '@/stores/storage/keys';
import type { CopyValues } from '@/stores/storage/firstPaintCopy';
import type { CopyState } from './copyState';

type Items = Record<string, unknown>;
const AREAS: readonly AreaName[] = ['local', 'sync'];

const clone = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
/** A key whose copy, when storage lacks it, is written back rather than lost (an offer may have been taken up meanwhile). */
const restorable = (area: AreaName, key: string): boolean => area === 'local' && key !== KEYS.offered;

export async function reconcile(state: CopyState): Promise<void> {
  const { inner, answered, held, synthetic } = state;
  // Listening starts before the read: a change made after it is heard, one made before is in it.
  state.open();
  state.watchMeanwhile(true);
  const read = await Promise.all(AREAS.map((area) => inner[area].get(FIRST_PAINT_KEYS[area]).then((items) => items, () => null)));
  const meanwhile = state.watchMeanwhile(false);
  const [local, sync] = read;
  const changes: Record<AreaName, StorageChanges> = { local: {}, sync: {} };
  const restore: Record<AreaName, Items> = { local: {}, sync: {} };
  if (local && sync) {
    const truth: CopyValues = { local, sync };
    if (answered) {
      for (const area of AREAS) {
        for (const key of FIRST_PAINT_KEYS[area]) {
          const told = answered[area][key];
          const stored = truth[area][key];
          if (same(told, stored)) continue;
          if (stored !== undefined) changes[area][key] = { oldValue: clone(told), newValue: clone(stored) };
          else if (restorable(area, key)) restore[area][key] = told;
        }
      }
    }
    // The copy is what storage said, then what happened since, then what is written back.
    state.values = { local: { ...local }, sync: { ...sync } };
    for (const change of meanwhile) state.note(change.area, change.items);
    for (const area of AREAS) state.note(area, restore[area]);
    state.save();
  } else {
    // Storage did not answer: no copy is better than one that may be wrong.
    state.values = null;
    state.forget();
  }
  state.settle();
  for (const area of AREAS) {
    if (Object.keys(restore[area]).length > 0) inner[area].set(restore[area]).catch(() => undefined);
    if (Object.keys(changes[area]).length > 0) for (const listener of [...synthetic[area]]) listener(changes[area]);
  }
  // A write of a key storage answered differently is left to the stores, which hear the change.
  for (const write of held.splice(0)) {
    if (write.keys.some((key) => key in changes[write.area])) write.resolve();
    else write.run().then(write.resolve, write.reject);
  }
}
