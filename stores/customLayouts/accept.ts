/**
 * What a layout passes to be added, whether it comes from a file (importFiles.ts) or from the
 * editor (editor/saving.ts): a valid shape (checked by whoever read it), surveyed, dealable (by a
 * winnable shuffle, or built from an order of removals), then added through the custom layouts store.
 */
import type { Slot } from '@/core/layout';
import type { Survey } from '@/core/survey';
import type { Addition } from './index';

/** Why a surveyed shape is not added: no survey could run, no order of removals at all, or no winnable deal. */
export type Undealable = 'unchecked' | 'noOrder' | 'unwinnable';

/** The survey of a valid shape, when it says the shape can be dealt; else why not. */
export async function surveyToDeal<S extends readonly Slot[]>(
  slots: S,
  survey: (slots: S) => Promise<Survey | null>,
): Promise<{ ok: true; survey: Survey } | { ok: false; reason: Undealable }> {
  const surveyed = await survey(slots).catch(() => null);
  if (!surveyed) return { ok: false, reason: 'unchecked' };
  if (!surveyed.dealable) return { ok: false, reason: surveyed.dealing === 'noOrder' ? 'noOrder' : 'unwinnable' };
  return { ok: true, survey: surveyed };
}

/** What the store is given to add: the author only when there is one. */
export function additionOf(name: string, author: string | undefined, slots: readonly Slot[]): Addition {
  return { name, ...(author ? { author } : {}), slots };
}
