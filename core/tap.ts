/** The tap (click) rules as a pure state machine: what a tap on a slot does to the selection. */
import { isFree, type Position } from './position.ts';

export type TapOutcome = 'select' | 'deselect' | 'move-selection' | 'remove' | 'blocked';

export interface TapResult {
  readonly outcome: TapOutcome;
  /** The selection after the tap. */
  readonly selected: number | null;
  /** The pair to remove, [previously selected, tapped], when the outcome is 'remove'. */
  readonly removed?: [number, number];
}

/**
 * A blocked (or absent) tile clears the selection and removes nothing; a free tile is selected,
 * unselected if it was the selected one, or removed together with the selected one when they match.
 */
export function tap(p: Position, selected: number | null, slot: number): TapResult {
  if (!isFree(p, slot)) return { outcome: 'blocked', selected: null };
  // A selection that is no longer free (e.g. restored from elsewhere) counts as none.
  if (selected === null || !isFree(p, selected)) return { outcome: 'select', selected: slot };
  if (selected === slot) return { outcome: 'deselect', selected: null };
  if (p.groups[selected] === p.groups[slot]) return { outcome: 'remove', selected: null, removed: [selected, slot] };
  return { outcome: 'move-selection', selected: slot };
}
