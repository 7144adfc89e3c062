import { nextTick, onBeforeUnmount, watch, type Ref } from 'vue';

export interface MenuItemsOptions {
  /** The element with role="menu" (rendered while the menu is open). */
  menu: Readonly<Ref<HTMLElement | null>>;
  open: () => boolean;
  /** Whether opening focuses the first item (else the last). */
  focusFirst: () => boolean;
  /** Asks the menu button to close; `false` when focus should not go back to it. */
  close: (returnFocus?: boolean) => void;
  /** A selector for the menu button's wrapper: a pointer down outside it closes the menu. */
  inside: string;
}

/**
 * A menu panel's keyboard and pointer handling (the menu button pattern), shared by the code menu
 * and "More": opening focuses the first item (or the last), arrow keys, Home and End move between
 * the enabled items, Escape closes the menu and gives focus back to its button, Tab or a pointer
 * down elsewhere closes it. Returns the keydown handler for the menu element.
 */
export function useMenuItems({ menu, open, focusFirst, close, inside }: MenuItemsOptions): (event: KeyboardEvent) => void {
  // The enabled items shown (a narrow toolbar's menu shows more of them).
  const items = (): HTMLElement[] =>
    Array.from(menu.value?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []).filter((item) => item.getClientRects().length > 0);

  function onKeydown(event: KeyboardEvent): void {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const last = all.length - 1;
    const next: Record<string, number> = { ArrowDown: at >= last ? 0 : at + 1, ArrowUp: at <= 0 ? last : at - 1, Home: 0, End: last };
    if (event.key in next) {
      event.preventDefault();
      all[next[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  function onPointerDown(event: PointerEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(inside)) close(false);
  }

  watch(
    open,
    async (isOpen) => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      if (!isOpen) return;
      document.addEventListener('pointerdown', onPointerDown, true);
      await nextTick();
      const all = items();
      (focusFirst() ? all[0] : all[all.length - 1])?.focus();
    },
    { immediate: true },
  );
  onBeforeUnmount(() => document.removeEventListener('pointerdown', onPointerDown, true));
  return onKeydown;
}
