/**
 * The player's own layouts as one page knows them: what dealing, codes and the views look up.
 * One per app (services.ts). The stored list loads on first need: at start-up only when a stored
 * game is of a custom layout, else once the board is shown (and when the new-game choice opens).
 * Small on purpose: it is part of the page's first load.
 */
import { shallowRef, type ShallowRef } from 'vue';
import type { CustomLayout, LayoutLookup } from '@/core/customLayout';
import { layoutById } from '@/core/layouts';
import { layoutOfCode, parseCode, type CodeError, type GameCodeParts } from '@/core/code';
import type { Result } from '@/core/result';

export interface LayoutRegistry {
  /** The custom layouts known here, oldest first. */
  readonly list: ShallowRef<readonly CustomLayout[]>;
  /** Built-in layouts first, then these. */
  readonly lookup: LayoutLookup;
  /** Replaces the list (the store's read or merge). */
  set(layouts: readonly CustomLayout[]): void;
  /** Reads the stored list once; later calls wait for the same read (a failed one is tried again). */
  load(): Promise<void>;
  /** core/code's parseCode, refusing a custom layout this page does not know (kind 'custom': its share link brings it). */
  parseCode(input: string): Result<GameCodeParts, CodeError>;
  /**
   * Whether a code's layout can be found here: true at once for a built-in or known one (no waiting, so
   * the order of what a page does is as before), else after the list is read: false for a custom layout
   * this profile lacks.
   */
  knows(code: string): true | Promise<boolean>;
}

export function createLayoutRegistry(read: () => Promise<readonly CustomLayout[]>): LayoutRegistry {
  const list = shallowRef<readonly CustomLayout[]>([]);
  let byId = new Map<string, CustomLayout>();
  let loading: Promise<void> | null = null;
  const lookup: LayoutLookup = (id) => layoutById(id) ?? byId.get(id.toUpperCase());
  const registry: LayoutRegistry = {
    list,
    lookup,
    set(layouts) {
      list.value = layouts;
      byId = new Map(layouts.map((l) => [l.id, l]));
    },
    load() {
      loading ??= read().then(registry.set, (error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
    parseCode(input) {
      const parsed = parseCode(input);
      return parsed.ok && !lookup(parsed.value.layoutId) ? { ok: false, error: { kind: 'custom', message: '' } } : parsed;
    },
    knows(code) {
      const id = layoutOfCode(code);
      return !id?.startsWith('C') || byId.has(id) || registry.load().then(() => byId.has(id), () => false);
    },
  };
  return registry;
}
