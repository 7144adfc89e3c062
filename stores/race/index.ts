/**
 * Races against a friend's won game (core/challenge): the challenge under way and its ghost, the
 * result of the last one, and the results kept. Loaded on demand: by the toolbar's ghost after the
 * first frame, by the code dialog, by the win dialog.
 *
 * - A challenge taken is kept in storage.local (`race`) until its game ends, so every tab (and a
 *   page opened later) runs the same ghost. It is bound to the game it started (its id), and
 *   dropped when another game takes that one's place.
 * - A race ends with the win of its game: the result (who was faster, by the leaderboard's
 *   measure, time plus 30 s a hint) is shown once and kept in the list of results (`raceResults`,
 *   the newest RESULTS_KEPT), in storage.local and in storage.sync under this device's own key
 *   (`races:<device>`, at most some 2.5 kB), so that every machine lists every machine's races.
 */
import { defineStore } from 'pinia';
import { computed, shallowRef, watch } from 'vue';
import { ghostOf, ghostTilesLeft, readChallenge, type ChallengeError, type ChallengeHeader } from '../../core/challenge/index.ts';
import { HINT_PENALTY_MS } from '../../core/records.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { layoutOfCode } from '../../core/code.ts';
import type { Pair } from '../../core/position.ts';
import { useServices } from '../services/index.ts';
import { useGameStore } from '../game/index.ts';
import { deviceId } from '../device.ts';
import { ownEchoes } from '../storage/ownEchoes.ts';
import { mergeResults, readRace, readResults, RESULTS_KEPT, type Race, type RaceResult } from '../../core/challenge/races.ts';

/** storage.local: the challenge under way. */
export const RACE_KEY = 'race';
/** storage.local: the results of the races run on this machine, newest first. */
export const RESULTS_KEY = 'raceResults';
/** storage.sync: one item per device with that device's results (the same list), so they follow the player. */
export const RESULTS_SYNC_PREFIX = 'races:';

export type { Race, RaceResult };

export const useRaceStore = defineStore('race', () => {
  const services = useServices();
  const game = useGameStore();
  const local = services.backend.local;
  /** The challenge under way, or null. */
  const race = shallowRef<Race | null>(null);
  /** The rival's line and the time of each pair, when the challenge's line replayed on its deal. */
  const ghost = shallowRef<{ line: Pair[]; times: number[] } | null>(null);
  /** The result of the race this page's game just won, until the win is left. */
  const lastResult = shallowRef<RaceResult | null>(null);
  /** This machine's results, and every machine's (newest first): what the player sees. */
  const own = shallowRef<RaceResult[]>([]);
  const others = shallowRef<Record<string, RaceResult[]>>({});
  const results = computed(() => mergeResults([own.value, ...Object.values(others.value)]));
  let device = '';
  let loading: Promise<void> | null = null;

  /** The ghost of `r` on its deal, once the deal is at hand. */
  async function ghostFor(r: Race): Promise<void> {
    const header = readChallenge(r.text);
    const dealt = header.ok ? await services.dealing.deal(r.code) : null;
    if (race.value !== r) return;
    const line = header.ok && dealt?.ok ? ghostOf(header.value, dealt.value.start) : null;
    ghost.value = line?.ok ? line.value : null;
  }

  // This page's own writes of the race, reported back later (after the next one, maybe): not news.
  const raceEchoes = ownEchoes();
  function keep(next: Race | null): void {
    race.value = next;
    ghost.value = null;
    if (next) void ghostFor(next);
    raceEchoes.wrote(next);
    void (next ? local.set({ [RACE_KEY]: next }) : local.remove([RACE_KEY])).catch(() => {});
  }

  /** Another machine's results from sync (this one's own key is its own list, read from local). */
  function heard(key: string, value: unknown): void {
    if (!key.startsWith(RESULTS_SYNC_PREFIX) || key === RESULTS_SYNC_PREFIX + device) return;
    const next = { ...others.value };
    if (value === undefined) delete next[key];
    else next[key] = readResults(value);
    others.value = next;
  }

  function init(): Promise<void> {
    loading ??= (async () => {
      device = await deviceId(services);
      const found = await local.get([RACE_KEY, RESULTS_KEY]).catch(() => ({}) as Record<string, unknown>);
      const stored = readRace(found[RACE_KEY]);
      if (stored && !race.value) keep(stored);
      own.value = readResults(found[RESULTS_KEY]);
      local.onChanged((changes) => {
        if (RACE_KEY in changes && !raceEchoes.isEcho(changes[RACE_KEY].newValue)) {
          const next = readRace(changes[RACE_KEY].newValue);
          if (JSON.stringify(next) !== JSON.stringify(race.value)) {
            race.value = next;
            ghost.value = null;
            if (next) void ghostFor(next);
          }
        }
        if (RESULTS_KEY in changes) own.value = readResults(changes[RESULTS_KEY].newValue);
      });
    })();
    return loading;
  }

  let othersLoading: Promise<void> | null = null;
  /** Every machine's results, from sync: read only where they are listed (not on every page's start). */
  function loadResults(): Promise<void> {
    othersLoading ??= (async () => {
      await init();
      const synced = await services.backend.sync.get(null).catch(() => ({}) as Record<string, unknown>);
      for (const [key, value] of Object.entries(synced)) heard(key, value);
      services.backend.sync.onChanged((changes) => {
        for (const [key, change] of Object.entries(changes)) heard(key, change.newValue);
      });
    })();
    return othersLoading;
  }

  /**
   * Reads a challenge in `text` and deals it (as the code dialog deals a code). Refused with the
   * reason when it is no challenge or a damaged one; the game shown is then left as it is. A
   * challenge on a player's own layout this machine lacks is kept, and `share` is the share link's
   * hash that adds the layout and deals it (the race starts with that deal).
   */
  async function take(text: string): Promise<Result<ChallengeHeader & { share?: string }, ChallengeError>> {
    const read = readChallenge(text);
    if (!read.ok) return read;
    const header = read.value;
    const layoutId = layoutOfCode(header.code) ?? '';
    if (header.shape !== undefined) await services.layouts.load().catch(() => undefined);
    const kept: Race = { text: text.slice(0, 4000), code: header.code, name: header.name, ms: header.ms, hints: header.hints, gameId: null };
    if (header.shape !== undefined && !services.layouts.lookup(layoutId)) {
      keep(kept);
      const share = new URLSearchParams({ layout: header.shape, game: header.code, ...(header.name ? { by: header.name } : {}) });
      return ok({ ...header, share: share.toString() });
    }
    const started = game.startCode(header.code, { afresh: true });
    if (!started.ok) return err({ kind: 'code', detail: started.error });
    keep(kept);
    return read;
  }

  // A race belongs to the game its challenge started: bound to it once it is shown, over when another replaces it.
  watch(
    () => [game.gameId, game.code, game.ready] as const,
    ([id, code, ready]) => {
      const r = race.value;
      if (!r || !ready) return;
      if (r.gameId === null && code === r.code && game.moveCount === 0) keep({ ...r, gameId: id });
      else if (r.gameId !== null && r.gameId !== id) keep(null);
    },
  );

  // Its win ends it: the result is shown here and kept.
  watch(
    () => game.wonHere && game.status === 'won',
    (won) => {
      const r = race.value;
      if (!won || !r || r.gameId !== game.gameId) return;
      const yours = game.elapsedMs() + HINT_PENALTY_MS * game.hintsUsed;
      const theirs = r.ms + HINT_PENALTY_MS * r.hints;
      const result: RaceResult = {
        at: services.clock.now(), code: r.code, rival: r.name, theirMs: theirs, yourMs: yours,
        outcome: Math.round(yours / 1000) < Math.round(theirs / 1000) ? 'won' : Math.round(yours / 1000) > Math.round(theirs / 1000) ? 'lost' : 'tied',
      };
      lastResult.value = result;
      own.value = [result, ...own.value].slice(0, RESULTS_KEPT);
      void local.set({ [RESULTS_KEY]: own.value }).catch(() => {});
      if (device) services.sync.stage(RESULTS_SYNC_PREFIX + device, own.value);
      keep(null);
    },
  );

  /** The rival's tiles left at `ms` on this game's clock (all of them until their first pair). */
  function rivalTilesLeft(ms: number): number | null {
    const times = ghost.value?.times;
    return times ? ghostTilesLeft(times, 2 * times.length, ms) : null;
  }

  /** The pairs the rival took after `fromMs` and by `toMs` of the clock. */
  function rivalPairs(fromMs: number, toMs: number): Pair[] {
    const g = ghost.value;
    return g ? g.line.filter((_, i) => g.times[i] > fromMs && g.times[i] <= toMs) : [];
  }

  return {
    race, ghost, lastResult, results, init, loadResults, take, rivalTilesLeft, rivalPairs,
    running: computed(() => race.value !== null && race.value.gameId !== null && race.value.gameId === game.gameId),
    dismissResult: () => (lastResult.value = null),
  };
});
