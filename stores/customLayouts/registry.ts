/**
 * The player's own layouts as one page knows them: what dealing, codes and the views look up.
 * One per app (services.ts). The stored list loads on first need: at start-up only when a stored
 * game is of a custom layout, else when the new-game choice or a view asks for it.
 */
import { shallowRef, type ShallowRef } from 'vue';
import { lookupWith, type CustomLayout, type LayoutLookup } from '@/core/customLayout';
import { isCustomLayoutId, layoutOfCode, parseCode, type CodeError, type GameCodeParts } from '@/core/code';
import type { Result } from '@/core/result';
import type { ReadNotice } from '../storage/readPolicy';

export interface LayoutRegistry {
  /** The custom layouts known here, in the order the player added them. */
  readonly list: ShallowRef<readonly CustomLayout[]>;
  /** Built-in layouts first, then these. */
  readonly lookup: LayoutLookup;
  /** Replaces the list (the store's read or merge). */
  set(layouts: readonly CustomLayout[]): void;
  /** Reads the stored list once; later calls wait for the same read. */
  load(): Promise<void>;
  /** core/code's parseCode, refusing a custom layout this page does not know (kind 'custom': its share link brings it). */
  parseCode(input: string): Result<GameCodeParts, CodeError>;
  /** Whether a code's layout can be found here (read first when it is a custom one): false for a custom layout this profile lacks. */
  knows(code: string): Promise<boolean>;
  /** Hears what reading the stored layouts met (damage kept aside, newer data): the notices store listens. */
  onNotice(listener: (notice: ReadNotice) => void): void;
  /** Whether a stored value (a game, a deal) names a custom layout: then the list is read before it is shown. */
  needed(values: readonly unknown[]): boolean;
}

export function createLayoutRegistry(read: (notify: (notice: ReadNotice) => void) => Promise<readonly CustomLayout[]>): LayoutRegistry {
  const listeners = new Set<(notice: ReadNotice) => void>();
  const notify = (notice: ReadNotice): void => listeners.forEach((l) => l(notice));
  const list = shallowRef<readonly CustomLayout[]>([]);
  let byId = new Map<string, CustomLayout>();
  let loading: Promise<void> | null = null;
  const set = (layouts: readonly CustomLayout[]): void => {
    list.value = layouts;
    byId = new Map(layouts.map((l) => [l.id, l]));
  };
  const lookup = lookupWith((id) => byId.get(id));
  const registry: LayoutRegistry = {
    list,
    lookup,
    set,
    parseCode(input) {
      const parsed = parseCode(input);
      if (!parsed.ok || lookup(parsed.value.layoutId)) return parsed;
      const id = parsed.value.layoutId;
      return { ok: false, error: { kind: 'custom', message: `Layout ${id} is a player's own layout not on this machine: open its share link to add it` } };
    },
    async knows(code) {
      const id = layoutOfCode(code);
      if (id === null || !isCustomLayoutId(id)) return true;
      if (!byId.has(id)) await registry.load().catch(() => undefined);
      return byId.has(id);
    },
    load() {
      // A failed read is tried again at the next need.
      loading ??= read(notify).then(set, (error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
    onNotice(listener) {
      listeners.add(listener);
    },
    needed(values) {
      return values.some((value) => {
        const code = (value as { game?: { code?: unknown }; code?: unknown } | null)?.game?.code ?? (value as { code?: unknown } | null)?.code;
        return typeof code === 'string' && isCustomLayoutId(layoutOfCode(code) ?? '');
      });
    },
  };
  return registry;
}
