import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { playablePairs } from '@/core/position';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { LINE_TIMES_KEY, readLineTimes, recordLineTimes, timesOfLine, withPairAt } from '@/stores/race/lineTimes';
import { machine } from '../machine';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';

describe('the times of the line', () => {
  it('are written where the pair was taken, on the game clock, and cut back by undo', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const page = await m.open();
    expect(page.game.startCode(CODE).ok).toBe(true);
    const stop = recordLineTimes(m.local, page.game);
    const take = async (wait: number) => {
      await clock.advance(wait);
      const [a, b] = playablePairs(page.game.position)[0];
      page.game.tap(a);
      page.game.tap(b);
      await nextTick();
      await clock.advance(0);
    };
    await take(0); // the first tap starts the clock: this pair is at 0
    await take(4_000);
    await take(2_500);
    const stored = () => readLineTimes(m.local.data.get(LINE_TIMES_KEY));
    expect(stored()).toEqual({ id: page.game.gameId, times: [0, 4_000, 6_500] });
    page.game.undo();
    await take(1_000);
    expect(stored()?.times).toEqual([0, 4_000, 7_500]);
    stop();
    await take(1_000);
    expect(stored()?.times).toHaveLength(3);
  });

  it('read storage once, not as each pair is taken, and add the pairs another tab of the game takes', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const a = await m.open();
    expect(a.game.startCode(CODE).ok).toBe(true);
    await clock.advance(0);
    const b = await m.open();
    let reads = 0;
    const counted = { ...m.local, get: (keys: readonly string[] | null) => (reads++, m.local.get(keys)) };
    const stops = [recordLineTimes(counted, a.game), recordLineTimes(m.local, b.game)];
    const take = async (page: typeof a, wait: number) => {
      await clock.advance(wait);
      const [x, y] = playablePairs(page.game.position)[0];
      page.game.tap(x);
      page.game.tap(y);
      await nextTick();
      await clock.advance(0);
    };
    await take(a, 0);
    await take(a, 1_000);
    await take(a, 1_000);
    expect(reads).toBe(1);
    // The other tab follows the game, takes a pair, and this one goes on from its list.
    await clock.advance(0);
    expect(b.game.moveCount).toBe(3);
    await take(b, 2_000);
    await clock.advance(0);
    expect(a.game.moveCount).toBe(4);
    await take(a, 1_000);
    expect(reads).toBe(1);
    const stored = readLineTimes(m.local.data.get(LINE_TIMES_KEY));
    expect(stored?.times).toHaveLength(5);
    expect(stored?.times.every((t) => t !== null)).toBe(true);
    expect(stored?.times.slice(0, 3)).toEqual([0, 1_000, 2_000]);
    for (const stop of stops) stop();
  });

  it('belong to one game: another game starts its own list', () => {
    const first = withPairAt(null, 'a', 1, 900);
    expect(withPairAt(first, 'a', 2, 2_000)).toEqual({ id: 'a', times: [900, 2_000] });
    expect(withPairAt(first, 'b', 3, 5_000)).toEqual({ id: 'b', times: [null, null, 5_000] });
  });

  it('fill what they lack evenly between the times known, the last at the finishing time', () => {
    expect(timesOfLine({ id: 'a', times: [1_000, null, null, 4_000] }, 'a', 5, 6_000)).toEqual([1_000, 2_000, 3_000, 4_000, 6_000]);
    expect(timesOfLine(null, 'a', 4, 8_000)).toEqual([2_000, 4_000, 6_000, 8_000]);
    expect(timesOfLine({ id: 'other', times: [1, 2, 3] }, 'a', 2, 1_000)).toEqual([500, 1_000]);
    // Never backwards, never past the end.
    expect(timesOfLine({ id: 'a', times: [5_000, 3_000, 9_000] }, 'a', 3, 7_000)).toEqual([5_000, 5_000, 7_000]);
  });

  it('ignore what is not a list of times', () => {
    for (const bad of [null, 'x', { id: 1, times: [] }, { id: 'a', times: [-1] }, { id: 'a', times: ['1'] }, { id: 'a', times: new Array(500).fill(1) }]) {
      expect(readLineTimes(bad)).toBeNull();
    }
  });
});
