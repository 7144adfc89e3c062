/**
 * The current game across tabs and machines: reading stored copies (newer,
 * damaged, unreadable), meeting another tab's or machine's copy, and offering
 * the game that lost. The game store owns the state; this works through it.
 */
import type { ShallowRef } from 'vue';
import { gameStatus } from '@/core/game';
import type { Services } from './services';
import type { useNoticesStore } from './notices';
import { KEYS } from './storage/keys';
import { keepAside } from './storage/quarantine';
import { readVersioned } from './storage/schema';
import {
  fromNewerRelease, furtherAlong, isNewer, isNewerRemote, parseSavedGame, pausedCopy, sameCopy, wrapSavedGame, type SavedGame,
} from './storage/savedGame';

type Pair = [number, number];
type Area = 'local' | 'sync';

export interface GameSyncHost {
  services: Services;
  notices: ReturnType<typeof useNoticesStore>;
  /** This page: orders copies written by several tabs. */
  writer: string;
  /** This browser profile (known once storage is read). */
  device(): string;
  ready(): boolean;
  saved: ShallowRef<SavedGame>;
  offered: ShallowRef<SavedGame | null>;
  /** The won game that the game shown follows while that one is not stored yet (nobody played it), else null. */
  following(): SavedGame | null;
  /** Shows a stored copy; false when it does not replay. */
  show(next: SavedGame): boolean;
  /** Writes the copy shown (local at once, sync at a bounded rate). */
  commit(next: SavedGame): void;
  /** The copy for sync, read when the write happens. */
  syncCopy(): unknown;
}

/** Neither list of moves is the start of the other. */
function diverged(a: readonly Pair[], b: readonly Pair[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i][0] !== b[i][0] || a[i][1] !== b[i][1]) return true;
  return false;
}

export function gameSync(host: GameSyncHost) {
  const { services, notices, saved, offered } = host;
  const clock = services.clock;
  /** storage.local holds a game this page must not write over (from a newer release, unread, or damaged and not kept aside). */
  let blockedLocal = false;

  function leaveAlone(area: Area, key: string, notice: 'notices.newerData' | 'notices.saveFailed'): void {
    if (area === 'sync') services.sync.block(key);
    else blockedLocal = true;
    notices.push(notice);
  }

  function offer(other: SavedGame | null): void {
    offered.value = other;
    if (!blockedLocal) {
      const write = other ? services.backend.local.set({ [KEYS.offered]: wrapSavedGame(other) }) : services.backend.local.remove([KEYS.offered]);
      write.catch(() => notices.push('notices.saveFailed'));
    }
    if (other) notices.push('notices.gameOffered', { moves: other.moves.length, code: other.code });
    else notices.clear('notices.gameOffered');
  }

  async function readGame(area: Area, key: string, raw: unknown): Promise<SavedGame | null> {
    const verdict = readVersioned(raw, parseSavedGame);
    if (verdict.kind === 'missing') return null;
    if (verdict.kind === 'newer' || (verdict.kind === 'ok' && fromNewerRelease(verdict.value.code))) {
      leaveAlone(area, key, 'notices.newerData');
      return null;
    }
    // A deal neither cached nor stored: dealt in the worker where there is one.
    if (verdict.kind === 'ok' && !services.dealing.known(verdict.value.code)) await services.dealing.deal(verdict.value.code);
    const replayed = verdict.kind === 'ok' ? services.dealing.replay(verdict.value.code, verdict.value.moves) : null;
    const reason = verdict.kind === 'bad' ? verdict.reason : replayed?.ok ? '' : 'does not replay';
    // Won or not is what the moves say, whatever the stored flag claims.
    if (verdict.kind === 'ok' && replayed?.ok) return { ...verdict.value, won: gameStatus(replayed.value) === 'won' };
    const kept = await keepAside(services.backend.local, area, key, raw, reason, clock.now());
    if (kept === 'kept') notices.push('notices.keptAside');
    if (kept === 'failed') leaveAlone(area, key, 'notices.saveFailed'); // kept nowhere else: never written over
    return null;
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
    if (incoming.writer === host.writer || sameCopy(incoming, mine)) return;
    // Shown but not stored, the game after a win gives way to any stored game but that win.
    const after = host.following();
    if (after) return void (incoming.id !== after.id && host.show(incoming));
    const tie = incoming.id === mine.id && incoming.rev === mine.rev && incoming.moves.length !== mine.moves.length;
    const incomingWins = tie ? incoming.moves.length > mine.moves.length : isNewer(incoming, mine);
    const [winner, loser] = incomingWins ? [incoming, mine] : [mine, incoming];
    // Only this tab's own copy can hold moves the other never saw; one it was sent may simply have been undone.
    const unseen = loser === incoming || mine.writer === host.writer;
    if (unseen && winner.id === loser.id && diverged(winner.moves, loser.moves)) offer(pausedCopy(loser, clock.now()));
    if (incomingWins) host.show(incoming);
    else host.commit(mine); // the other tab lost the race: write ours back so storage agrees
  }

  /** Listening starts before storage is read, so no other tab's write is missed; what comes early waits for the read. */
  const early: (() => void)[] = [];
  const onceReady = (run: () => void): void => void (host.ready() ? run() : early.push(run));

  function listen(): void {
    services.backend.local.onChanged((changes) => {
      const c = changes[KEYS.game];
      if (c?.newValue !== undefined) onceReady(() => void readGame('local', KEYS.game, c.newValue).then((g) => g && meetLocal(g)));
    });
    services.backend.sync.onChanged((changes) => {
      const c = changes[KEYS.game];
      if (c?.newValue !== undefined) onceReady(() => void readGame('sync', KEYS.game, c.newValue).then((g) => g && meetRemote(g)));
    });
  }

  /** Call once the page is ready: what other tabs and machines wrote meanwhile. */
  const catchUp = (): void => early.splice(0).forEach((run) => run());

  /** A stored copy that reads as a game whose deal is neither cached nor stored. */
  function needsDealing(raw: unknown): boolean {
    const verdict = readVersioned(raw, parseSavedGame);
    return verdict.kind === 'ok' && !fromNewerRelease(verdict.value.code) && !services.dealing.known(verdict.value.code);
  }

  return { readGame, needsDealing, meetRemote, meetLocal, offer, listen, catchUp, leaveAlone, localBlocked: () => blockedLocal };
}
