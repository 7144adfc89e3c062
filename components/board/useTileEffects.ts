import { nextTick, onScopeDispose, ref, shallowRef, watch, type ComputedRef } from 'vue';
import { isPresent, type Position } from '@/core/position';
import type { TapOutcome } from '@/core/tap';
import type { Face } from '@/core/tiles';

/** What the feedback animations need of the board's props. */
export interface TileEffectsProps {
  readonly code: string;
  readonly position: Position | null;
  readonly lastTap: { slot: number; outcome: TapOutcome; seq: number } | null;
  readonly lastRemoved: { pair: readonly [number, number]; seq: number } | null;
}

/** A removed tile playing its exit animation: drawn where it lay, without data-tile. */
export interface Ghost {
  key: string;
  face: Face;
  place: string;
  /** When it began to leave (performance.now()). */
  at: number;
}

/** How long each effect keeps its class or ghost: a little longer than its animation in board.css. */
export const EFFECT_MS = { shake: 360, ghost: 420, appear: 320 } as const;

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The board's feedback on moves: a tapped blocked tile shakes, a removed pair
 * leaves as ghosts (the tiles themselves are gone from the board at once), and
 * tiles put back by undo or restart rise into place; a new deal simply appears.
 * Ghosts and rising tiles are left out when the player asks for reduced motion.
 * `places`: each slot's placement style, for drawing a ghost where its tile lay.
 */
export function useTileEffects(props: TileEffectsProps, places: ComputedRef<readonly string[]>) {
  // The timer restarts the shake on a repeated tap.
  const shaking = ref<number | null>(null);
  let shakeTimer: ReturnType<typeof setTimeout> | undefined;
  watch(
    () => props.lastTap?.seq,
    () => {
      const tap = props.lastTap;
      if (!tap || tap.outcome !== 'blocked') return;
      clearTimeout(shakeTimer);
      shaking.value = null;
      void nextTick(() => {
        shaking.value = tap.slot;
        shakeTimer = setTimeout(() => (shaking.value = null), EFFECT_MS.shake);
      });
    },
  );

  // A ghost's fade ends hidden (boardEffects.css, `forwards`), so a finished one is dropped with the
  // next pair's ghosts, in the render that pair costs anyway, rather than by a timer and a render of its own.
  const ghosts = shallowRef<Ghost[]>([]);
  watch(
    () => props.lastRemoved?.seq,
    () => {
      const removed = props.lastRemoved;
      const p = props.position;
      if (!removed || !p || reducedMotion()) return;
      const now = performance.now();
      const added = removed.pair.map((s) => ({ key: `${removed.seq}-${s}`, face: p.faces[s], place: places.value[s], at: now }));
      ghosts.value = [...ghosts.value.filter((g) => now - g.at < EFFECT_MS.ghost), ...added];
    },
  );
  watch(
    () => props.code,
    () => (ghosts.value = []),
  );

  const appearing = shallowRef<ReadonlySet<number>>(new Set());
  let appearTimer: ReturnType<typeof setTimeout> | undefined;
  watch(
    () => [props.position, props.code] as const,
    ([next, code], [previous, previousCode]) => {
      if (!next || !previous || code !== previousCode || reducedMotion()) return;
      const back = new Set<number>();
      for (let s = 0; s < next.faces.length; s++) if (isPresent(next, s) && !isPresent(previous, s)) back.add(s);
      if (back.size === 0) return;
      appearing.value = back;
      clearTimeout(appearTimer);
      appearTimer = setTimeout(() => (appearing.value = new Set()), EFFECT_MS.appear);
    },
  );

  onScopeDispose(() => {
    clearTimeout(shakeTimer);
    clearTimeout(appearTimer);
  });

  return { shaking, ghosts, appearing };
}
