import { reactive, useId, type Ref } from 'vue';

/**
 * A toolbar menu button's state (the menu button pattern), shared by the code menu and "More".
 * The component keeps its ToolbarButton's template ref in `button` and gives the button
 * aria-haspopup="menu", aria-expanded `open` and aria-controls `id`; a click shows the menu on its
 * first item (or closes it, focus staying on the button), the down arrow shows it on its first
 * item and the up arrow on its last. The panel is rendered once `opened` and shown while `open`.
 * Reactive rather than refs: the template reads it as it is, with nothing to unwrap.
 */
export function useMenuButton(button: Readonly<Ref<{ $el?: unknown } | null>>) {
  const menu = reactive({
    id: useId(),
    open: false,
    /** Kept once shown: the panel stays mounted (the code menu says "Copied" after it closed). */
    opened: false,
    /** Which item takes focus when the menu opens: the last when opened with the up arrow. */
    focusFirst: true,
    show(first: boolean): void {
      menu.focusFirst = first;
      menu.open = menu.opened = true;
    },
    /** Closes the menu, giving focus back to its button unless focus moves elsewhere anyway. */
    close(returnFocus = true): void {
      menu.open = false;
      if (returnFocus) (button.value?.$el as HTMLElement | undefined)?.focus();
    },
  });
  return menu;
}
