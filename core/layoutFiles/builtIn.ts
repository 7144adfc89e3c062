/** Whether a shape players bring is one of the built-in layouts (any slot order or offset). */
import type { Layout, Slot } from '../layout.ts';
import { LAYOUTS } from '../layouts/index.ts';
import { shapeId } from './shape.ts';

let ids: Map<string, Layout> | null = null;

/** The built-in layout of this shape, if there is one. */
export function builtInShapeOf(slots: readonly Slot[]): Layout | undefined {
  ids ??= new Map(LAYOUTS.map((layout) => [shapeId(layout.slots), layout]));
  return ids.get(shapeId(slots));
}
