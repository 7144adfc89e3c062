/**
 * What a page sets up about layouts after the first frame (none of it is needed to draw the board):
 * the player's own layouts read, share links (`#layout=…`) in the address, at load and whenever it
 * changes, the editor's link (`#editor`), and on the new tab files dropped anywhere on it (the import opens with them).
 */
import type { PageDialog } from '@/components/shell/pageDialog';
import { useServices } from '@/stores/services';
import { onFileDrop } from './fileDrop';
import { isShareHash } from './shareLink';

export function layoutPageHooks(show: (dialog: PageDialog) => void): void {
  // The player's own layouts are read now (unless a stored game needed them already): codes of them,
  // the choice and the leaderboard's names find them.
  void useServices().layouts.load().catch(() => undefined);
  const page = document.querySelector('[data-page]');
  if (page?.getAttribute('data-page') === 'newtab') onFileDrop(window, (files) => page.isConnected && show({ kind: 'import', files }));
  const shareLink = (): void => {
    const hash = location.hash;
    // A page taken down (its app unmounted) leaves the link to the page that is there.
    if (!isShareHash(hash) || !page?.isConnected) return;
    history.replaceState(null, '', location.pathname + location.search);
    show({ kind: 'shared-layout', hash });
  };
  // The layout editor's link (`newtab.html#editor`, where the popup sends it) opens it on the new tab.
  const editorLink = (): void => {
    if (location.hash !== '#editor' || page?.getAttribute('data-page') !== 'newtab' || !page.isConnected) return;
    history.replaceState(null, '', location.pathname + location.search);
    show({ kind: 'editor' });
  };
  shareLink();
  editorLink();
  window.addEventListener('hashchange', shareLink);
  window.addEventListener('hashchange', editorLink);
}
