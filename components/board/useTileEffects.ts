import { nextTick, onScopeDispose, ref, shallowRef, watch } from 'vue';
import { isPresent, type Position } from '@/core/position';
import type { TapOutcome } from '@/core/tap';

/** What the feedback animations need of the board's props. */
export interface TileEffectsProps {
  readonly code: string;
  readonly position: Position | null;
  readonly lastTap: { slot: number; outcome: TapOutcome; seq: number } | null;
  readonly lastRemoved: { pair: readonly [number, number]; seq: number } | null;
}

/** How long each effect keeps its class or ghost: a little longer than its animation in board.css. */
export const EFFECT_MS = { shake: 360, appear: 320 } as const;

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The board's feedback on moves: a tapped blocked tile shakes, a removed pair
 * leaves as ghosts (its tiles are no longer `[data-tile]` at once, and fade
 * out where they lay: the same elements, so a pair taken adds and removes
 * nothing in the board's DOM), and tiles put back by undo or restart rise into
 * place; a new deal simply appears. Ghosts and rising tiles are left out when
 * the player asks for reduced motion.
 */
export function useTileEffects(props: TileEffectsProps) {
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

  // The pair taken last, playing its exit (it ends hidden, board.css). It stays the ghost until the
  // next pair is taken, so a pair costs one redraw and no timer; the celebration starts from it.
  const leaving = shallowRef<ReadonlySet<number>>(new Set());
  watch(
    () => props.lastRemoved?.seq,
    () => {
      const removed = props.lastRemoved;
      leaving.value = removed && props.position && !reducedMotion() ? new Set(removed.pair) : new Set();
    },
  );
  watch(
    () => props.code,
    () => (leaving.value = new Set()),
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

  return { shaking, leaving, appearing };
}
