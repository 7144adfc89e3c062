/** Keys that only move focus, change what another key means, or belong to the browser. */
const NOT_PLAY = new Set([
  'Tab', 'Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'OS', 'CapsLock', 'NumLock', 'ScrollLock', 'Fn',
  'ContextMenu', 'PrintScreen', 'Dead', 'Process', 'Unidentified',
]);

/**
 * Whether a key press wakes a paused game. Any key a player presses to play does; Tab still
 * moves focus, and browser shortcuts (with Ctrl, ⌘ or Alt, or a function key) stay the browser's.
 */
export function resumesGame(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const key = event.key;
  if (NOT_PLAY.has(key) || /^F\d+$/.test(key)) return false;
  return !/^(Audio|Media|Browser|Launch)/.test(key);
}
