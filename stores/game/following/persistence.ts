/**
 * Writing the game: every change goes to storage.local at once (with the deal,
 * once per game, so that a new page shows the board without dealing) and to sync
 * at a bounded rate, the clock stopped in the copy another machine reads.
 */
import type { ShallowRef } from 'vue';
import type { Game } from '@/core/game';
import type { Services } from '../../services';
import type { useNoticesStore } from '../../notices';
import { KEYS } from '../../storage/keys';
import { pausedCopy, makeSavedGame, type SavedGame } from '../../storage/savedGame';
import { makeStoredDeal } from '../../storage/storedDeal';
import { clampTime } from '../../storage/schema';
import { ownEchoes } from '../../storage/ownEchoes';

export interface PersistenceInputs {
  services: Services;
  notices: ReturnType<typeof useNoticesStore>;
  game: ShallowRef<Game>;
  saved: ShallowRef<SavedGame>;
  /** storage.local holds a game this page must not write over. */
  localBlocked: () => boolean;
  /** The game shown with the time played so far banked (the page's own clock measures it). */
  banked: () => SavedGame;
}

export function gamePersistence({ services, notices, game, saved, localBlocked, banked }: PersistenceInputs) {
  /** The won game that the game shown follows, while nobody has played that one yet (so it is not stored). */
  let following: SavedGame | null = null;
  /** The code whose deal storage.local holds. */
  let dealStored = '';
  // What this page saved, until storage reports each save back: those reports need no reading.
  const saves = ownEchoes(8);

  /** Read when the sync write happens: another tab of this browser may have moved on meanwhile. */
  const syncCopy = () => makeSavedGame(pausedCopy(following ?? banked(), clampTime(services.clock.now())));

  /** Every change: local at once, sync at a bounded rate (at once when urgent). */
  function commit(next: SavedGame, { urgent = false } = {}): void {
    saved.value = next;
    following = null;
    if (!localBlocked()) {
      const items: Record<string, unknown> = { [KEYS.game]: makeSavedGame(next) };
      saves.wrote(items[KEYS.game]);
      if (dealStored !== next.code && game.value.code === next.code) {
        items[KEYS.deal] = makeStoredDeal(game.value);
        dealStored = next.code;
      }
      services.backend.local.set(items).catch(() => notices.push('notices.saveFailed'));
    }
    services.sync.stage(KEYS.game, syncCopy, urgent);
  }

  /** A heartbeat of the running clock: storage.local only, the same revision (other tabs take it for the copy they have). */
  function beat(next: SavedGame): void {
    saved.value = next;
    // A heartbeat that fails is followed by another; a change that fails says so.
    if (localBlocked()) return;
    const value = makeSavedGame(next);
    saves.wrote(value);
    services.backend.local.set({ [KEYS.game]: value }).catch(() => undefined);
  }

  return {
    commit,
    beat,
    syncCopy,
    /** Whether a stored game storage reports is one this page saved (the same value, not just its writer). */
    isOwnSave: (raw: unknown): boolean => saves.isEcho(raw),
    following: (): SavedGame | null => following,
    /** The game shown follows `won` (null: it is a game of its own). */
    follow(won: SavedGame | null): void {
      following = won;
    },
    /** storage.local already holds this code's deal. */
    dealIsStored(code: string): void {
      dealStored = code;
    },
  };
}
