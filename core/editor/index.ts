/** The layout editor's model: drafts, placing, symmetry, checks, history and the stored form (pure). */
import { validateShape, type ShapeProblem } from '../layoutFiles/index.ts';
import type { Slot } from '../layout.ts';
import type { Result } from '../result.ts';
import type { Draft } from './draft.ts';

export * from './draft.ts';
export * from './symmetry.ts';
export * from './history.ts';
export * from './stored.ts';

/**
 * Whether the draft can be saved as a layout: exactly the check every import passes
 * (core/layoutFiles validateShape), giving the canonical shape that is saved.
 */
export function checkDraft(draft: Draft): Result<Slot[], ShapeProblem> {
  return validateShape(draft.tiles);
}
