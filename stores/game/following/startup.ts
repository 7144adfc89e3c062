/**
 * A page starting up: what it shows first. The stored game (local, else another
 * machine's synced copy, else a new deal), then what another tab offered and what
 * sync holds, met once the board is on screen when meeting them needs dealing.
 */
import { makeCode, randomDealNumber } from '@/core/code';
import type { Game } from '@/core/game';
import { LAYOUTS } from '@/core/layouts';
import type { Services } from '../../services';
import type { gameSync } from './sync';
import { KEYS } from '../../storage/keys';
import { sameCopy, type SavedGame } from '../../storage/savedGame';
import { parseStoredDeal } from '../../storage/storedDeal';

export interface StartupHost {
  services: Services;
  sync: ReturnType<typeof gameSync>;
  /** This device's id, once read. */
  device(): string;
  saved(): SavedGame;
  show(next: SavedGame): boolean;
  commit(next: SavedGame): void;
  /** Shows a first visit's newly dealt game. */
  showFirst(game: Game): void;
  /** The stored deal of this code is in storage already. */
  dealStored(code: string): void;
  syncCopy(): unknown;
  /** Counts the won game and moves on from it; resolves once both are done. */
  moveOn(won: SavedGame): Promise<unknown>;
}

/** Reads storage and shows the game the page starts with; resolves once the board can be shown. */
export async function showStoredGame(host: StartupHost): Promise<{ afterReady: () => void }> {
  const { services, sync } = host;
  // A key that could not be read is not written over: a game is shown all the same.
  const unread = (area: 'local' | 'sync') => (): Record<string, unknown> => {
    sync.leaveUnread(area, KEYS.game);
    return {};
  };
  const [localItems, syncItems] = await Promise.all([
    services.backend.local.get([KEYS.game, KEYS.offered, KEYS.deal]).catch(unread('local')),
    services.backend.sync.get([KEYS.game]).catch(unread('sync')),
  ]);
  // The deal of a player's own layout is read once that layout is (read only then).
  const dealCode = (localItems[KEYS.deal] as { code?: unknown } | undefined)?.code;
  const knows = typeof dealCode === 'string' && services.layouts.knows(dealCode);
  if (knows instanceof Promise) await knows;
  // A damaged deal is simply dealt again from the code: it holds nothing of the player's.
  const storedStart = parseStoredDeal(localItems[KEYS.deal], services.layouts.lookup);
  if (storedStart) {
    services.dealing.remember(storedStart);
    host.dealStored(storedStart.code);
  }
  const fromLocal = await sync.readGame('local', KEYS.game, localItems[KEYS.game]);
  const shown = fromLocal !== null && host.show(fromLocal);
  // With the local game shown, an offered or synced copy whose deal would take the worker is met once the page is ready.
  const later = (raw: unknown) => shown && services.solver.deal !== undefined && sync.needsDealing(raw);
  const offerLater = later(localItems[KEYS.offered]);
  const syncLater = later(syncItems[KEYS.game]);
  const fromOffer = offerLater ? null : await sync.readGame('local', KEYS.offered, localItems[KEYS.offered]);
  const fromSync = syncLater ? null : await sync.readGame('sync', KEYS.game, syncItems[KEYS.game]);
  if (shown) {
    if (fromOffer) sync.offer(fromOffer);
    if (fromSync) sync.meetRemote(fromSync);
  } else if (fromSync && sync.showSyncCopy(fromSync, localItems[KEYS.game] !== undefined)) {
    host.commit(host.saved());
  } else {
    const made = await services.dealing.deal(makeCode(LAYOUTS[0].id, randomDealNumber()));
    if (!made.ok) throw new Error(`cannot deal ${LAYOUTS[0].id}: ${made.error.message}`);
    host.showFirst(made.value);
    if (fromOffer) sync.offer(fromOffer);
  }
  // What a closed page could not send to sync yet goes now.
  if (!syncLater && (!fromSync || !sameCopy(fromSync, host.saved()))) services.sync.stage(KEYS.game, host.syncCopy);
  if (host.saved().won) await host.moveOn(host.saved());
  return {
    afterReady() {
      if (offerLater) void sync.readGame('local', KEYS.offered, localItems[KEYS.offered]).then((g) => g && sync.offer(g));
      if (syncLater) {
        void sync.readGame('sync', KEYS.game, syncItems[KEYS.game]).then((g) => (g ? sync.meetRemote(g) : services.sync.stage(KEYS.game, host.syncCopy)));
      }
      sync.catchUp();
    },
  };
}
