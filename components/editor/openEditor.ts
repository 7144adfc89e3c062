/**
 * Opens the layout editor: over the new tab's page, or, from the toolbar popup (too small to draw in),
 * in a new tab at `newtab.html#editor`, which opens it there.
 */
export function openEditor(here: () => void): void {
  if (document.querySelector('[data-page]')?.getAttribute('data-page') !== 'popup') return here();
  window.open(new URL('newtab.html#editor', location.href).href, '_blank');
  window.close();
}
