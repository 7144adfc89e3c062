/**
 * The page's one audio context and its volume. The context is made on the first sound, which always
 * follows a gesture (a tap, a key): browsers let it run then. Nothing plays while the page is hidden,
 * and the context is suspended as the page hides; the next sound resumes it.
 */
import { SOUNDS, type SoundName } from './sounds';

/** What counts as a gesture: a press of a pointer or a key. */
const GESTURES = ['pointerdown', 'keydown'] as const;

export interface SoundPlayer {
  play(name: SoundName): void;
  /** 0 to 1. */
  setVolume(volume: number): void;
  /** Stops listening and closes the context. */
  close(): void;
}

/** Whether the page has had a gesture (where the browser says; else the caller waited for one). */
export const gestureSeen = (): boolean => (globalThis.navigator as Navigator | undefined)?.userActivation?.hasBeenActive !== false;

export function soundPlayer(volume: number): SoundPlayer {
  let ctx: AudioContext | null = null;
  let out: GainNode | null = null;

  function context(): { ctx: AudioContext; out: GainNode } {
    if (!ctx || !out) {
      ctx = new AudioContext();
      out = ctx.createGain();
      out.gain.value = volume;
      out.connect(ctx.destination);
    }
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    return { ctx, out };
  }

  const onVisibility = () => {
    if (document.hidden && ctx?.state === 'running') void ctx.suspend().catch(() => undefined);
  };
  // A browser that lets a context run only from within a gesture: the next tap or key resumes it.
  const onGesture = () => {
    if (!document.hidden && ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', onVisibility);
  GESTURES.forEach((type) => window.addEventListener(type, onGesture, true));

  return {
    play(name) {
      if (document.hidden || volume <= 0 || !gestureSeen()) return;
      try {
        const stage = context();
        SOUNDS[name]({ ...stage, at: stage.ctx.currentTime + 0.005 });
      } catch {
        // No audio here (no device, or the browser refused): the game goes on silent.
      }
    },
    setVolume(next) {
      volume = next;
      if (ctx && out) out.gain.setTargetAtTime(next, ctx.currentTime, 0.02);
    },
    close() {
      document.removeEventListener('visibilitychange', onVisibility);
      GESTURES.forEach((type) => window.removeEventListener(type, onGesture, true));
      void ctx?.close().catch(() => undefined);
      ctx = out = null;
    },
  };
}
