/** Undo and redo for the editor: the drafts before and after the one shown, bounded. */
import type { Draft } from './draft.ts';

export interface History {
  readonly past: readonly Draft[];
  readonly present: Draft;
  readonly future: readonly Draft[];
}

/** How many steps back the editor keeps. */
export const HISTORY_LIMIT = 500;

export const startHistory = (present: Draft): History => ({ past: [], present, future: [] });

/** A change: the draft shown goes into the past, redo is forgotten; the same draft changes nothing. */
export function commit(history: History, next: Draft): History {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: rest };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;
