import { findChallenge } from '@/core/challenge';

/**
 * A challenge pasted anywhere on the page but a field (the whole chat message will do): `offer`
 * is given the text, for the code dialog to show it ready to start. Returns the function that stops.
 */
export function listenPastedChallenges(offer: (text: string) => void): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, [contenteditable="true"]')) return;
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.length > 4000 || !findChallenge(text)) return;
    event.preventDefault();
    offer(text.trim());
  };
  document.addEventListener('paste', onPaste);
  return () => document.removeEventListener('paste', onPaste);
}
