/**
 * When each pair of the game shown was taken, on the game clock: what a challenge carries of the
 * player's line besides the pairs (core/challenge). Kept in storage.local under one key for the
 * game under way, so that every tab of this browser adds to the same list; only the page where a
 * pair was taken writes its time. Loaded after the first frame (it is not needed to play).
 *
 * The list is indexed by the pairs of the game's line: undoing shortens the line, and a pair
 * played again takes its place with its new time. Pairs taken where this list was not kept
 * (another machine, or before this was recorded) have no time; `timesOfLine` fills them in.
 */
import { watch } from 'vue';
import type { StorageArea } from '../storage/area.ts';
import { ownEchoes } from '../storage/ownEchoes.ts';

export const LINE_TIMES_KEY = 'lineTimes';

export interface LineTimes {
  /** The game's id (SavedGame.id). */
  id: string;
  /** The game clock (ms) when each pair of its line was taken; null where not known. */
  times: (number | null)[];
}

/** What the recorder reads of the game shown (the game store). */
export interface PlayedHere {
  readonly gameId: string;
  readonly moveCount: number;
  /** Bumped by each pair taken on this page. */
  readonly lastRemoved: unknown;
  elapsedMs(): number;
}

/** The stored list, or null when it is missing or not one (anything else is ignored and written over). */
export function readLineTimes(value: unknown): LineTimes | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, times } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !Array.isArray(times) || times.length > 400) return null;
  if (!times.every((t) => t === null || (typeof t === 'number' && Number.isFinite(t) && t >= 0))) return null;
  return { id, times: times as (number | null)[] };
}

/** The list after the line reached `count` pairs at `at` ms: pairs before it with no time keep none. */
export function withPairAt(stored: LineTimes | null, id: string, count: number, at: number): LineTimes {
  const times = stored?.id === id ? stored.times.slice(0, count) : [];
  while (times.length < count - 1) times.push(null);
  times[count - 1] = at;
  return { id, times };
}

/**
 * The time of each of the line's `count` pairs, ascending, the last at `ms`: those not known are
 * spread evenly between the known ones around them (from 0 at the start).
 */
export function timesOfLine(stored: LineTimes | null, id: string, count: number, ms: number): number[] {
  const known = stored?.id === id ? stored.times.slice(0, count) : [];
  const out: number[] = [];
  let from = 0;
  let fromIndex = -1;
  for (let i = 0; i < count; i++) {
    const t = i === count - 1 ? ms : known[i];
    if (t === null || t === undefined) continue;
    const to = Math.min(Math.max(t, from), ms);
    for (let j = fromIndex + 1; j <= i; j++) out[j] = from + ((to - from) * (j - fromIndex)) / (i - fromIndex);
    from = to;
    fromIndex = i;
  }
  return out.map((t) => Math.round(t));
}

/**
 * Records the time of every pair taken on this page; returns the function that stops.
 *
 * The list is read from storage once, at the first pair, and then kept here, followed by the other
 * tabs' writes as storage reports them: a pair taken reads nothing, so its write waits with the
 * move's save until the frame is drawn (app/deferredWrites.ts hands every waiting write over before
 * a read, which would pull the save into the tap's frame).
 */
export function recordLineTimes(local: StorageArea, played: PlayedHere): () => void {
  /** The list as this page knows it; undefined until it was read. */
  let known: LineTimes | null | undefined;
  const echoes = ownEchoes();
  const stopListening = local.onChanged((changes) => {
    if (!(LINE_TIMES_KEY in changes) || known === undefined) return;
    const value = changes[LINE_TIMES_KEY].newValue;
    if (!echoes.isEcho(value)) known = readLineTimes(value);
  });
  let writing = Promise.resolve();
  const stopWatching = watch(
    () => played.lastRemoved,
    (removed) => {
      if (!removed || played.moveCount === 0) return;
      const { gameId, moveCount } = played;
      const at = played.elapsedMs();
      writing = writing
        .then(async () => {
          if (known === undefined) known = readLineTimes((await local.get([LINE_TIMES_KEY]))[LINE_TIMES_KEY]);
          known = withPairAt(known, gameId, moveCount, at);
          echoes.wrote(known);
          await local.set({ [LINE_TIMES_KEY]: known });
        })
        .catch(() => {}); // storage refused: the challenge spreads the times it lacks
    },
    // Read as the pair is taken, not a moment later: the clock runs on.
    { flush: 'sync' },
  );
  return () => {
    stopWatching();
    stopListening();
  };
}
