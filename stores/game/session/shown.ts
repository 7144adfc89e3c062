/**
 * The game shown on this page as every part of the store sees it: whether it is ready, the game and
 * its saved form, what the page shows of it, and the two ways to change it (an action on the saved
 * game, pairs played by the rules). The parts (assistance, history) take this one view instead of
 * each its own list of the store's fields.
 */
import type { Ref, ShallowRef } from 'vue';
import type { Game } from '@/core/game';
import type { SavedGame } from '../../storage/savedGame';
import type { SessionStatus } from './decisions';
import type { SessionAction } from './session';
import type { Pair } from '@/core/position';


export interface Shown {
  ready: Ref<boolean>;
  game: ShallowRef<Game>;
  saved: ShallowRef<SavedGame>;
  status: Ref<SessionStatus>;
  /** Applies an action to the saved game (stored, and counted when it ended the game). */
  act(action: SessionAction): void;
  /** Plays pairs as the player would; `redo`: what is left to redo after them (else a new pair clears it). False when refused. */
  play(pairs: Pair[], redo?: Pair[]): boolean;
}
