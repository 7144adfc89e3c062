import type { AreaName, Backend, StorageChanges } from '@/stores/storage/area';
import type { CopyValues } from '@/stores/storage/firstPaintCopy';

/** What reconciling with storage works on (app/reconcileCopy.ts). */
export interface CopyState {
  inner: Backend;
  /** What the stores were told (the copy as read), null when it was not used. */
  answered: CopyValues | null;
  /** The copy as it is now, null while there is none. */
  values: CopyValues | null;
  /** Writes made before storage was read, in order. */
  held: { area: AreaName; keys: string[]; run: () => Promise<void>; resolve: () => void; reject: (e: unknown) => void }[];
  /** The stores' listeners, to hear what storage holds as changes. */
  synthetic: Record<AreaName, Set<(changes: StorageChanges) => void>>;
  note(area: AreaName, items: Record<string, unknown>): void;
  save(): void;
  forget(): void;
  /** Starts (true) or stops (false) noting changes; returns those noted until now. */
  watchMeanwhile(on: boolean): { area: AreaName; items: Record<string, unknown> }[];
  /** Storage is read: writes go straight through from now on. */
  settle(): void;
  /** Starts listening to storage (and the reads that waited): called before storage is read. */
  open(): void;
}
