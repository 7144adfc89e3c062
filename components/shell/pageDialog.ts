import type { CodeError } from '@/core/code';
import type { ProgressTab } from '@/components/dialogs/ProgressDialog.vue';

/** The one dialog a game page shows at a time. */
export type PageDialog =
  | { kind: 'won' | 'replay' | 'help' | 'settings' }
  | { kind: 'new-game'; chosen?: string }
  /** Layout files: chosen in the dialog, or `files` dropped on the page; `back`: closing returns to the new-game choice. */
  | { kind: 'import'; files?: readonly File[]; back?: boolean }
  /** A share link opened (`hash`: the location hash it came with). */
  | { kind: 'shared-layout'; hash: string }
  /** The layout editor, over the whole page (the new tab only: the popup opens it there, `newtab.html#editor`). */
  | { kind: 'editor' }
  | { kind: 'code'; initialCode?: string; initialError?: CodeError; fromLink?: boolean }
  | { kind: 'confirm'; onConfirm: () => void }
  /** Restart this deal? (pairs were played) */
  | { kind: 'confirm'; question: 'restart' }
  | { kind: 'progress'; tab: ProgressTab };

/** What a dialog may ask the page to open next (the toolbar asks the same). */
export type DialogRequest = 'new-game' | 'leaderboard';

/** Whether a dialog covers the board, holding the game: the win and looking back over it follow the game's state instead. */
export const coversBoard = (dialog: PageDialog | null): boolean => dialog !== null && dialog.kind !== 'won' && dialog.kind !== 'replay';
