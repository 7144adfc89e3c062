/** The slot of the tile an event happened on (or inside), null off the tiles. */
export function slotOf(target: EventTarget | null): number | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-tile]') : null;
  return el ? Number(el.dataset.tile) : null;
}
