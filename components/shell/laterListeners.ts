/**
 * What the page listens for from the frame after the first (components/GameApp.vue starts them):
 * one chunk, so the first script names one import for them all. Shortcuts, the pause when the page
 * is hidden, sound's hook (components/sound), and the race's: each pair's time, a pasted challenge.
 */
export { gameShortcuts, listenShortcuts } from './shortcuts';
export { listenAutoPause } from './autoPause';
export { listenSound } from '@/components/sound/listenSound';
export { listenLineTimes } from '@/stores/race/listen';
export { listenPastedChallenges } from '@/components/race/pasteChallenge';
