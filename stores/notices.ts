import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { NoticeKey } from '@/components/i18n/keys';
import { onSyncHealth, useServices } from './services';

/**
 * Notice keys are the English catalogue's `notices.*` keys (locales/en/notices.ts),
 * so a notice without a message does not compile:
 * - notices.syncRetry: sync failed; kept locally, retrying
 * - notices.saveFailed: even local storage refused a write
 * - notices.keptAside: damaged stored data was kept aside and replaced by defaults
 * - notices.newerData: data from a newer release of the extension: left untouched
 * - notices.gameOffered: a game further along (from another machine or tab) can be taken back
 *   (said as notices.gameDiverged when it is of the deal shown: that game went another way in another tab or machine)
 * - notices.gameDiverged: the game shown went another way in another tab or machine: that way can be taken back
 * - notices.gameRestored: the local game was damaged; its intact copy in sync is shown instead
 */
export type { NoticeKey };

export interface Notice {
  id: string;
  key: NoticeKey;
  params?: Record<string, string | number>;
}

/** Unobtrusive messages. One notice per key at a time: repeated causes do not pile up. */
export const useNoticesStore = defineStore('notices', () => {
  const notices = ref<Notice[]>([]);
  let next = 1;

  function push(key: NoticeKey, params?: Record<string, string | number>): void {
    const existing = notices.value.find((n) => n.key === key);
    if (existing) {
      existing.params = params;
      return;
    }
    notices.value.push({ id: `n${next++}`, key, ...(params ? { params } : {}) });
  }

  function dismiss(id: string): void {
    notices.value = notices.value.filter((n) => n.id !== id);
  }

  function clear(key: NoticeKey): void {
    notices.value = notices.value.filter((n) => n.key !== key);
  }

  // Sync trouble is said once while it lasts and withdrawn when writes go through again.
  onSyncHealth(useServices(), (failing) => (failing ? push('notices.syncRetry') : clear('notices.syncRetry')));

  return { notices, push, dismiss, clear };
});
