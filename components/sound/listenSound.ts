/**
 * Sound's hook on the page (loaded with the page's late listeners, after the first frame): while the
 * sound setting is on, and once the page has had a gesture, the sounds' code loads and follows the
 * game (gameSounds.ts). Off, nothing of it loads and no audio context is made.
 */
import { watch } from 'vue';
import type { useGameStore } from '@/stores/game';
import type { useSettingsStore } from '@/stores/settings';

// What counts as a gesture (as in soundPlayer.ts, which this module must not import: it would come with the hook).
const GESTURES = ['pointerdown', 'keydown'] as const;

/** Runs `run` now if the page has had a gesture, else at its first one; returns the function that gives up waiting. */
function afterGesture(run: () => void): () => void {
  if ((globalThis.navigator as Navigator | undefined)?.userActivation?.hasBeenActive) {
    run();
    return () => {};
  }
  const once = () => {
    stop();
    run();
  };
  const stop = () => GESTURES.forEach((type) => window.removeEventListener(type, once, true));
  GESTURES.forEach((type) => window.addEventListener(type, once, true));
  return stop;
}

/** Follows the sound setting until the function it returns is called. */
export function listenSound(game: ReturnType<typeof useGameStore>, settings: ReturnType<typeof useSettingsStore>): () => void {
  let turn = 0; // each change of the setting is a turn: sounds that load after their turn ended never start
  let stopWaiting = () => {};
  let stopSounds = () => {};
  const end = () => {
    turn++;
    stopWaiting();
    stopSounds();
    stopWaiting = stopSounds = () => {};
  };
  const stopWatch = watch(
    () => settings.sound === 'on',
    (on, was) => {
      end();
      if (!on) return;
      const mine = turn;
      stopWaiting = afterGesture(
        () =>
          void import('./gameSounds').then(({ playGameSounds }) => {
            // Turned on here (not found on at start): the player hears at once that it is on.
            if (turn === mine) stopSounds = playGameSounds(game, settings, { greet: was === false });
          }, () => undefined), // not fetched (the extension updated under the page): the game goes on silent
      );
    },
    { immediate: true },
  );
  return () => {
    stopWatch();
    end();
  };
}
