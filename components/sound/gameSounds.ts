/**
 * Which sound follows which moment of the game: it watches what the game store already tells the
 * board (the last tap, the last pair removed, the hint, the win) and the player's own undos. Loaded
 * only once sound is on and the page has had a gesture (listenSound.ts).
 */
import { watch } from 'vue';
import type { useGameStore } from '@/stores/game';
import type { useSettingsStore } from '@/stores/settings';
import type { Settings } from '@/core/settings';
import { soundPlayer, type SoundPlayer } from './soundPlayer';
import type { SoundName } from './sounds';

type GameStore = ReturnType<typeof useGameStore>;
type SettingsStore = ReturnType<typeof useSettingsStore>;

/** The volume each choice plays at (of the context's full scale). */
export const VOLUMES: Record<Settings['volume'], number> = { soft: 0.3, medium: 0.55, loud: 0.9 };

/** Actions of the player that take pairs back, and when they do. */
const TAKES_BACK: Partial<Record<string, (game: GameStore) => boolean>> = {
  undo: (game) => game.canUndo,
  restart: (game) => game.canRestart,
};

/**
 * Plays the game's sounds until the function it returns is called. `greet`: play a tap's sound at
 * once, when the page has just been used (the player turned sound on here, and hears it is on).
 */
export function playGameSounds(game: GameStore, settings: SettingsStore, { greet = false, makePlayer = soundPlayer } = {}): () => void {
  const player: SoundPlayer = makePlayer(VOLUMES[settings.volume] ?? VOLUMES.soft);
  const play = (name: SoundName | null) => name && player.play(name);
  // Only right after a gesture on this page: a setting changed on another machine stays quiet here.
  const justUsed = () => (globalThis.navigator as Navigator | undefined)?.userActivation?.isActive === true;

  const stops = [
    watch(
      () => game.lastTap?.seq,
      () => {
        const outcome = game.lastTap?.outcome;
        // A removal is the pair's sound (below), whoever plays it: a tap, redo, Show me how.
        play(outcome === 'blocked' ? 'refused' : outcome && outcome !== 'remove' ? 'select' : null);
      },
    ),
    watch(() => game.lastRemoved?.seq, (seq) => seq !== undefined && play('pair')),
    watch(() => game.hinted, (pair) => pair && play('hint')),
    watch(() => game.status === 'won' && game.wonHere, (won) => won && play('win')),
    watch(
      () => settings.volume,
      (volume) => {
        player.setVolume(VOLUMES[volume] ?? VOLUMES.soft);
        if (justUsed()) play('select');
      },
    ),
    game.$onAction(({ name }) => {
      if (TAKES_BACK[name]?.(game)) play('undo');
    }),
  ];
  if (greet && justUsed()) play('select');
  return () => {
    stops.forEach((stop) => stop());
    player.close();
  };
}
