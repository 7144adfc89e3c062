/**
 * What every store does with a value it reads from storage, written once:
 * a usable value is used; a value a newer release wrote is left as it is and
 * never written over; a damaged one is kept aside (quarantine) before defaults
 * take its place, or left as it is when it cannot be kept aside. The player is
 * told each time, once per kind of notice.
 */
import type { AreaName, StorageArea } from './area.ts';

/** Where a value was read: its area and key. */
export interface StoredPlace {
  area: AreaName;
  key: string;
}

/**
 * How a stored value reads once the caller's checks are done. `readVersioned`
 * gives one (`Reading`); a caller may also judge an `ok` reading newer or bad
 * after checks of its own. `fallback`: what the caller can still use of a value
 * it does not take as a whole (the fields this release knows).
 */
export type Judgement<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'missing' }
  | { kind: 'newer'; fallback?: T }
  | { kind: 'bad'; reason: string; fallback?: T };

export type ReadNotice = 'notices.newerData' | 'notices.keptAside' | 'notices.saveFailed';

/** What the policy does through the caller. */
export interface ReadActions {
  /** storage.local, where damaged values are kept aside. */
  quarantine: StorageArea;
  now(): number;
  /** This page must never write over `place` again: it holds data this release cannot keep anywhere else. */
  protect(place: StoredPlace): void;
  notify(notice: ReadNotice): void;
}

/** A key that could not be read at all is not written over either: defaults are shown instead. */
export function settleUnread(place: StoredPlace, actions: ReadActions): void {
  actions.protect(place);
  actions.notify('notices.saveFailed');
}

/** Applies the policy to one value read at `place`; returns what the caller can use, or null (defaults then). */
export async function settleRead<T>(raw: unknown, judgement: Judgement<T>, place: StoredPlace, actions: ReadActions): Promise<T | null> {
  switch (judgement.kind) {
    case 'ok':
      return judgement.value;
    case 'missing':
      return null;
    case 'newer':
      actions.protect(place);
      actions.notify('notices.newerData');
      return judgement.fallback ?? null;
    case 'bad': {
      // Only damage needs the quarantine: it loads then, not with every page.
      const { keepAside } = await import('./quarantine.ts');
      const kept = await keepAside(actions.quarantine, place.area, place.key, raw, judgement.reason, actions.now());
      if (kept === 'kept') actions.notify('notices.keptAside');
      if (kept === 'failed') {
        // Kept nowhere else: the damaged value stays where it is.
        actions.protect(place);
        actions.notify('notices.saveFailed');
      }
      return judgement.fallback ?? null;
    }
  }
}
