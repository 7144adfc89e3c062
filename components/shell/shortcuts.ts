import { onBeforeUnmount, onMounted } from 'vue';
import type { useGameStore } from '@/stores/game';

export type ShortcutCommand = 'hint' | 'undo' | 'redo' | 'stop' | 'toggle-pause' | 'new-game' | 'help';

/** The command a key press asks for, or null. Space pauses only when it would not press something. */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & { shiftKey?: boolean }, target: EventTarget | null): ShortcutCommand | null {
  const element = target instanceof Element ? target : null;
  if (element?.closest('input, textarea, select, [contenteditable="true"]')) return null;
  if (event.altKey) return null;
  const key = event.key;
  const shift = 'shiftKey' in event && event.shiftKey === true;
  if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'z') return shift ? 'redo' : 'undo';
  if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'y') return 'redo';
  if (event.ctrlKey || event.metaKey) return null;
  switch (key.toLowerCase()) {
    case 'h':
      return 'hint';
    case 'u':
      return 'undo';
    case 'p':
      return 'toggle-pause';
    case 'n':
      return 'new-game';
    case '?':
      return 'help';
    case 'escape':
      return 'stop';
    case ' ':
      return element?.closest('[data-tile], button, a, [role="button"], label') ? null : 'toggle-pause';
    default:
      return null;
  }
}

/** Listens for the game's shortcuts while `enabled()` (e.g. no dialog open); returns the function that stops. */
export function listenShortcuts(enabled: () => boolean, run: (command: ShortcutCommand) => void): () => void {
  const onKeydown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !enabled()) return;
    const command = shortcutFor(event, event.target);
    if (!command) return;
    event.preventDefault();
    run(command);
  };
  document.addEventListener('keydown', onKeydown);
  return () => document.removeEventListener('keydown', onKeydown);
}

/** What each shortcut does on the game page: `open` shows the dialog a request names. */
export function gameShortcuts(game: ReturnType<typeof useGameStore>, open: (request: 'new-game' | 'help') => void): (command: ShortcutCommand) => void {
  return (command) => {
    if (command === 'hint') game.hint();
    else if (command === 'undo') game.undo();
    else if (command === 'redo') game.redo();
    else if (command === 'stop') game.stopDemo();
    else if (command === 'toggle-pause') {
      if (game.status === 'paused') game.resume();
      else if (game.status === 'playing') game.pause();
    } else open(command);
  };
}

/** listenShortcuts while the component is mounted. */
export function useShortcuts(enabled: () => boolean, run: (command: ShortcutCommand) => void): void {
  let stop = () => {};
  onMounted(() => (stop = listenShortcuts(enabled, run)));
  onBeforeUnmount(() => stop());
}
