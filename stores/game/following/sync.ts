/**
 * The current game across tabs and machines: reading stored copies (newer,
 * damaged, unreadable), meeting another tab's or machine's copy, and offering
 * the game that lost. The game store owns the state; this works through it.
 */
import type { ShallowRef } from 'vue';
import { diverged, gameStatus } from '@/core/game';
import type { Services } from '../../services';
import type { useNoticesStore } from '../../notices';
import { KEYS } from '../../storage/keys';
import { changesBeforeRead } from '../../storage/changesBeforeRead';
import { settleRead, settleUnread, type Judgement, type ReadActions } from '../../storage/readPolicy';
import { readVersioned } from '../../storage/schema';
import type { AreaName } from '../../storage/area';
import {
  codeFromNewerRelease, furtherAlong, isNewer, isNewerRemote, makeSavedGame, parseSavedGame, pausedCopy, sameCopy, type SavedGame,
} from '../../storage/savedGame';

export interface GameSyncHost {
  services: Services;
  notices: ReturnType<typeof useNoticesStore>;
  /** This page: orders copies written by several tabs. */
  pageId: string;
  /** This browser profile (known once storage is read). */
  device(): string;
  saved: ShallowRef<SavedGame>;
  offered: ShallowRef<SavedGame | null>;
  /** The won game that the game shown follows while that one is not stored yet (nobody played it), else null. */
  following(): SavedGame | null;
  /** Whether a stored game is one this page saved, reported back (persistence.ts). */
  isOwnSave(raw: unknown): boolean;
  /** Shows a stored copy; false when it does not replay. */
  show(next: SavedGame): boolean;
  /** Writes the copy shown (local at once, sync at a bounded rate). */
  commit(next: SavedGame): void;
  /** The copy for sync, read when the write happens. */
  syncCopy(): unknown;
}

export function gameSync(host: GameSyncHost) {
  const { services, notices, saved, offered } = host;
  const clock = services.clock;
  /** storage.local holds a game this page must not write over (from a newer release, unread, or damaged and not kept aside). */
  let blockedLocal = false;

  const actions: ReadActions = {
    quarantine: services.backend.local,
    now: () => clock.now(),
    protect: ({ area, key }) => {
      if (area === 'sync') services.sync.block(key);
      else blockedLocal = true;
    },
    notify: (notice) => notices.push(notice),
  };

  /** A key this page could not read: it writes nothing over it. */
  const leaveUnread = (area: AreaName, key: string): void => settleUnread({ area, key }, actions);

  function offer(other: SavedGame | null): void {
    offered.value = other;
    if (!blockedLocal) {
      const write = other ? services.backend.local.set({ [KEYS.offered]: makeSavedGame(other) }) : services.backend.local.remove([KEYS.offered]);
      write.catch(() => notices.push('notices.saveFailed'));
    }
    if (other) notices.push('notices.gameOffered', { count: other.moves.length, code: other.code });
    else notices.clear('notices.gameOffered');
  }

  /**
   * A stored copy, judged: a game a newer release wrote (its code, or the value's version,
   * is newer than this release knows) is left alone; one that does not replay is damage.
   * Won or not is what the moves say, whatever the stored flag claims.
   */
  async function judgeGame(raw: unknown): Promise<Judgement<SavedGame>> {
    const reading = readVersioned(raw, parseSavedGame);
    if (reading.kind !== 'ok') return reading;
    if (codeFromNewerRelease(reading.value.code)) return { kind: 'newer' };
    // A game of a player's own layout this profile lacks (its layout's sync not here yet) is no damage: passed over.
    const knows = services.layouts.knows(reading.value.code);
    if (knows !== true && !(await knows)) return { kind: 'missing' };
    // A deal neither cached nor stored: dealt in the worker where there is one.
    if (!services.dealing.known(reading.value.code)) await services.dealing.deal(reading.value.code);
    const replayed = services.dealing.replay(reading.value.code, reading.value.moves);
    if (!replayed.ok) return { kind: 'bad', reason: 'does not replay' };
    return { kind: 'ok', value: { ...reading.value, won: gameStatus(replayed.value) === 'won' } };
  }

  async function readGame(area: AreaName, key: string, raw: unknown): Promise<SavedGame | null> {
    return settleRead(raw, await judgeGame(raw), { area, key }, actions);
  }

  /** A copy from another machine: the most recently played wins; the other is offered if further along. */
  function meetRemote(remote: SavedGame): void {
    // A game not stored yet holds nothing of the player's: the stored one it follows is met instead.
    const current = host.following() ?? saved.value;
    if (sameCopy(remote, current)) return;
    if (remote.device === host.device()) {
      // An old copy of ours came back (sync reordered writes): write the current one again.
      services.sync.stage(KEYS.game, host.syncCopy);
      return;
    }
    if (isNewerRemote(remote, current)) {
      if (furtherAlong(current, remote) && !current.won) offer(pausedCopy(current, clock.now()));
      host.show({ ...remote, runningSince: null });
      host.commit(saved.value);
    } else {
      if (remote.id !== current.id && furtherAlong(remote, current) && !remote.won) offer(remote);
      services.sync.stage(KEYS.game, host.syncCopy);
    }
  }

  /**
   * A copy from another tab of this browser. The newer revision wins; two tabs
   * that moved from the same copy wrote one revision, and the one with more
   * moves wins. A losing copy whose moves went another way (it was not undone,
   * the other tab never saw it) is offered, not dropped: every tab decides alike.
   */
  function meetLocal(incoming: SavedGame): void {
    // This page's own writes echo back, possibly after newer ones: never newer than what it shows.
    const mine = saved.value;
    if (incoming.writer === host.pageId || sameCopy(incoming, mine)) return;
    // Shown but not stored, the game after a win gives way to any stored game but that win.
    const after = host.following();
    if (after) return void (incoming.id !== after.id && host.show(incoming));
    const tie = incoming.id === mine.id && incoming.rev === mine.rev && incoming.moves.length !== mine.moves.length;
    const incomingWins = tie ? incoming.moves.length > mine.moves.length : isNewer(incoming, mine);
    const [winner, loser] = incomingWins ? [incoming, mine] : [mine, incoming];
    // Only this tab's own copy can hold moves the other never saw; one it was sent may simply have been undone.
    const unseen = loser === incoming || mine.writer === host.pageId;
    if (unseen && winner.id === loser.id && diverged(winner.moves, loser.moves)) offer(pausedCopy(loser, clock.now()));
    if (incomingWins) host.show(incoming);
    else host.commit(mine); // the other tab lost the race: write ours back so storage agrees
  }

  /**
   * With no local game to show, sync's copy is shown (paused): another machine's, or this device's
   * own when the local one was damaged (kept aside) or is missing, which is said when it was there.
   * A local game from a newer release (or one not read) is left alone, and this device's copy with
   * it: that copy is older than what storage.local holds. False when nothing was shown.
   */
  function showSyncCopy(copy: SavedGame, localStored: boolean): boolean {
    const own = copy.device === host.device();
    if (own && blockedLocal) return false;
    if (!host.show({ ...copy, runningSince: null })) return false;
    if (own && localStored) notices.push('notices.gameRestored');
    return true;
  }

  /** Listening starts before storage is read, so no other tab's write is missed; what comes early waits for the read. */
  const changes = changesBeforeRead();

  function listen(): void {
    changes.listen(services.backend.local, (changed) => {
      const c = changed[KEYS.game];
      // This page's own save coming back, as after every move: meetLocal would drop it, so it is not
      // read first (that parses it and replays its moves). A copy with this page's name but other
      // content (damage) is read.
      if (c?.newValue === undefined || host.isOwnSave(c.newValue)) return;
      void readGame('local', KEYS.game, c.newValue).then((g) => g && meetLocal(g));
    });
    changes.listen(services.backend.sync, (changed) => {
      const c = changed[KEYS.game];
      if (c?.newValue !== undefined) void readGame('sync', KEYS.game, c.newValue).then((g) => g && meetRemote(g));
    });
  }

  /** Call once the page is ready: what other tabs and machines wrote meanwhile. */
  const catchUp = (): void => changes.readApplied();

  /** A stored copy that reads as a game whose deal is neither cached nor stored. */
  function needsDealing(raw: unknown): boolean {
    const reading = readVersioned(raw, parseSavedGame);
    return reading.kind === 'ok' && !codeFromNewerRelease(reading.value.code) && !services.dealing.known(reading.value.code);
  }

  return { readGame, needsDealing, meetRemote, meetLocal, offer, showSyncCopy, listen, catchUp, leaveUnread, localBlocked: () => blockedLocal };
}
