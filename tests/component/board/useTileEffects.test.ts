import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computed, effectScope, nextTick, reactive, type EffectScope } from 'vue';
import { EFFECT_MS, useTileEffects, type TileEffectsProps } from '@/components/board/useTileEffects';
import { geometryOf } from '@/core/layout';
import { TURTLE } from '@/core/layouts/turtle';
import { initialPosition, playablePairs, removePair, type Position } from '@/core/position';
import { TILE_SET } from '@/core/tiles';

const START = initialPosition(geometryOf(TURTLE), [...TILE_SET]);
const PAIR = playablePairs(START)[0];
function without(p: Position, [a, b]: readonly [number, number]): Position {
  const r = removePair(p, a, b);
  if (!r.ok) throw new Error(r.error.kind);
  return r.value;
}
const AFTER = without(START, PAIR);
const places = computed(() => TURTLE.slots.map((_, s) => `place-${s}`));

let scope: EffectScope;
function effects(initial: Partial<TileEffectsProps> = {}) {
  const props = reactive<{ -readonly [K in keyof TileEffectsProps]: TileEffectsProps[K] }>({ code: 'MJ1-L00-AAAAABL', position: START, lastTap: null, lastRemoved: null, ...initial });
  scope = effectScope();
  const result = scope.run(() => useTileEffects(props, places));
  if (!result) throw new Error('no effects');
  return { props, ...result };
}

let reduced = false;
beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce') }));
});
afterEach(() => {
  scope.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useTileEffects', () => {
  it('shakes a tapped blocked tile for a moment, and only a blocked one', async () => {
    const { props, shaking } = effects();
    props.lastTap = { slot: 7, outcome: 'select', seq: 1 };
    await nextTick();
    await nextTick();
    expect(shaking.value).toBeNull();
    props.lastTap = { slot: 60, outcome: 'blocked', seq: 2 };
    await nextTick();
    await nextTick();
    expect(shaking.value).toBe(60);
    vi.advanceTimersByTime(EFFECT_MS.shake - 1);
    expect(shaking.value).toBe(60);
    vi.advanceTimersByTime(1);
    expect(shaking.value).toBeNull();
  });

  it('starts the shake again on a repeated tap of the same blocked tile', async () => {
    const { props, shaking } = effects();
    props.lastTap = { slot: 60, outcome: 'blocked', seq: 1 };
    await nextTick();
    await nextTick();
    vi.advanceTimersByTime(EFFECT_MS.shake - 50);
    props.lastTap = { slot: 60, outcome: 'blocked', seq: 2 };
    await nextTick();
    expect(shaking.value).toBeNull();
    await nextTick();
    expect(shaking.value).toBe(60);
    vi.advanceTimersByTime(EFFECT_MS.shake - 1);
    expect(shaking.value).toBe(60);
  });

  it('lets a removed pair leave as ghosts where its tiles lay, dropped with a later pair once their fade is over, with no timer', async () => {
    const { props, ghosts } = effects();
    props.position = AFTER;
    props.lastRemoved = { pair: PAIR, seq: 1 };
    await nextTick();
    expect(ghosts.value.map(({ key, face, place }) => ({ key, face, place }))).toEqual(PAIR.map((s) => ({ key: `1-${s}`, face: START.faces[s], place: `place-${s}` })));
    expect(vi.getTimerCount()).toBe(0);
    // A pair taken while the first still fades: both pairs' ghosts are drawn.
    const second = playablePairs(AFTER)[0];
    const afterSecond = without(AFTER, second);
    vi.advanceTimersByTime(EFFECT_MS.ghost - 100);
    props.position = afterSecond;
    props.lastRemoved = { pair: second, seq: 2 };
    await nextTick();
    expect(ghosts.value.map((g) => g.key)).toEqual([...PAIR.map((s) => `1-${s}`), ...second.map((s) => `2-${s}`)]);
    // One taken after the first pair's fade is over: the first pair's ghosts go.
    const third = playablePairs(afterSecond)[0];
    vi.advanceTimersByTime(100);
    props.position = without(afterSecond, third);
    props.lastRemoved = { pair: third, seq: 3 };
    await nextTick();
    expect(ghosts.value.map((g) => g.key)).toEqual([...second.map((s) => `2-${s}`), ...third.map((s) => `3-${s}`)]);
  });

  it('draws no ghosts nor rising tiles for a player who asks for reduced motion', async () => {
    reduced = true;
    const { props, ghosts, appearing } = effects();
    props.position = AFTER;
    props.lastRemoved = { pair: PAIR, seq: 1 };
    await nextTick();
    expect(ghosts.value).toEqual([]);
    props.position = START;
    await nextTick();
    expect(appearing.value.size).toBe(0);
  });

  it('clears the ghosts when another game is shown', async () => {
    const { props, ghosts } = effects();
    props.position = AFTER;
    props.lastRemoved = { pair: PAIR, seq: 1 };
    await nextTick();
    expect(ghosts.value).toHaveLength(2);
    props.code = 'MJ1-L00-AAAAABM';
    await nextTick();
    expect(ghosts.value).toEqual([]);
  });

  it('raises the tiles an undo puts back, but not the tiles of a new deal', async () => {
    const { props, appearing } = effects({ position: AFTER });
    props.position = START;
    await nextTick();
    expect([...appearing.value].sort((a, b) => a - b)).toEqual([...PAIR].sort((a, b) => a - b));
    vi.advanceTimersByTime(EFFECT_MS.appear);
    expect(appearing.value.size).toBe(0);

    props.position = AFTER;
    await nextTick();
    props.position = START;
    props.code = 'MJ1-L00-AAAAABM';
    await nextTick();
    expect(appearing.value.size).toBe(0);
  });

  it('leaves no timer behind once the board is gone', async () => {
    const { props } = effects({ position: AFTER });
    props.position = START;
    props.lastTap = { slot: 60, outcome: 'blocked', seq: 1 };
    await nextTick();
    await nextTick();
    expect(vi.getTimerCount()).toBe(2);
    scope.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
