import { onBeforeUnmount, onMounted } from 'vue';

export type ShortcutCommand = 'hint' | 'undo' | 'toggle-pause' | 'new-game' | 'help';

/** The command a key press asks for, or null. Space pauses only when it would not press something. */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, target: EventTarget | null): ShortcutCommand | null {
  const element = target instanceof Element ? target : null;
  if (element?.closest('input, textarea, select, [contenteditable="true"]')) return null;
  if (event.altKey) return null;
  const key = event.key;
  if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'z') return 'undo';
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

/** listenShortcuts while the component is mounted. */
export function useShortcuts(enabled: () => boolean, run: (command: ShortcutCommand) => void): void {
  let stop = () => {};
  onMounted(() => (stop = listenShortcuts(enabled, run)));
  onBeforeUnmount(() => stop());
}
