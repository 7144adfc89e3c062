import type { ComputedRef, InjectionKey } from 'vue';
import type { Face } from '@/core/tiles';
import type { TileStyle } from '@/core/settings';

/**
 * A tile's state on the board as one number, so that a tile re-renders only
 * when its own state changes (a computed number that stays equal triggers
 * nothing), however many tiles a move touches.
 */
export const TILE = {
  present: 1,
  free: 2,
  selected: 4,
  hinted: 8,
  shaking: 16,
  appearing: 32,
  tabbable: 64,
  /** A free tile that matches the selected one, marked when the player asked for it (settings: showMatches). */
  match: 128,
} as const;

/** What the board shares with its tiles; everything but `states` stays the same during a game. */
export interface BoardTiles {
  /** Per slot: its TILE flags, 0 when it is not on the board (or the board is not ready). */
  states: ComputedRef<readonly number[]>;
  faces: ComputedRef<readonly Face[]>;
  slots: ComputedRef<readonly { x: number; y: number; z: number }[]>;
  places: ComputedRef<readonly string[]>;
  paused: ComputedRef<boolean>;
  tileStyle: ComputedRef<TileStyle>;
}

export const BOARD_TILES: InjectionKey<BoardTiles> = Symbol('board tiles');
