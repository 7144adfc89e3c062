/** The layout editor on the page: opened from the new-game choice, clicks and keys place tiles, the count, saving refused, Escape. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryArea } from '@/stores/storage/area';
import { DRAFT_KEY } from '@/stores/editor/keeping';
import { parseStoredDraft } from '@/core/editor';
import { click, mountShell, press, q, settle } from '../shell/mountShell';

beforeEach(() => history.replaceState(null, '', '/newtab.html'));
afterEach(() => {
  document.body.innerHTML = '';
});

const cell = (x: number, y: number) => q(`[data-editor] [data-cell][data-x="${x}"][data-y="${y}"]`)!;
const count = () => Number(q('[data-editor-count]')?.dataset.value);
const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-editor-tile]')].map((t) => `${t.dataset.x},${t.dataset.y},${t.dataset.z}`);

/** A press of the mouse on a cell, as the grid hears it (pointer down, then up). */
async function tap(x: number, y: number): Promise<void> {
  const target = cell(x, y);
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerId: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0, pointerId: 1 }));
  await settle();
}

async function openEditor(): Promise<void> {
  await click('[data-action="new-game"]');
  await click('[data-dialog="new-game"] [data-action="editor"]');
  for (let i = 0; i < 20 && !q('[data-editor] [data-cell]'); i++) await settle();
}

describe('the layout editor', () => {
  it('opens from the new-game choice over the page, with a cell per half tile of the layer shown', async () => {
    await mountShell();
    await openEditor();
    expect(q('[data-dialog="editor"] [data-editor]')).not.toBeNull();
    expect(document.querySelectorAll('[data-editor] [data-cell]').length).toBe(36 * 20);
    expect(cell(35, 19).dataset.z).toBe('0');
    expect(count()).toBe(0);
    expect(q('[data-editor-count]')?.textContent).toBe('0 / 288');
    expect(q('.page')?.inert).toBe(true); // the game behind is held
  });

  it('places a tile with a click, removes it with a click on any of its cells, and refuses an overlap with a reason', async () => {
    await mountShell();
    await openEditor();
    await tap(4, 2);
    expect(tiles()).toEqual(['4,2,0']);
    expect(count()).toBe(1);
    await tap(3, 2); // would overlap it
    expect(count()).toBe(1);
    expect(q('[data-editor] [data-refused]')).not.toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(q('[data-editor-live]')?.textContent).toMatch(/overlap/);
    await tap(5, 3);
    expect(count()).toBe(0);
  });

  it('paints a row with a drag, the cell under the pointer found by its place, as one undo step', async () => {
    await mountShell();
    await openEditor();
    const grid = q('[data-editor-grid]')!;
    // The grid captures the pointer: a move is heard on it and the cell under the point is looked up.
    const under = vi.spyOn(document, 'elementFromPoint');
    try {
      cell(0, 6).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerId: 7 }));
      for (let x = 1; x <= 7; x++) {
        under.mockReturnValue(cell(x, 6));
        grid.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerId: 7, clientX: x, clientY: 6 }));
      }
      grid.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 7 }));
      await settle();
    } finally {
      under.mockRestore();
    }
    expect(tiles()).toEqual(['0,6,0', '2,6,0', '4,6,0', '6,6,0']);
    await click('[data-action="editor-undo"]');
    expect(count()).toBe(0);
    await click('[data-action="editor-redo"]');
    expect(count()).toBe(4);
  });

  it('works from the keyboard: arrows, Enter, Page Up and Ctrl+Z', async () => {
    await mountShell();
    await openEditor();
    const grid = q('[data-editor-grid]')!;
    grid.focus();
    press('ArrowRight', {}, grid);
    press('ArrowRight', {}, grid);
    press('ArrowDown', {}, grid);
    await settle();
    expect(grid.getAttribute('aria-activedescendant')).toBe(cell(2, 1).id);
    press('Enter', {}, grid);
    await settle();
    expect(tiles()).toEqual(['2,1,0']);
    press('PageUp', {}, grid);
    await settle();
    expect(grid.dataset.layer).toBe('1');
    expect(cell(0, 0).dataset.z).toBe('1');
    press(' ', {}, grid);
    await settle();
    expect(count()).toBe(2);
    expect(tiles()).toEqual(['2,1,1']); // the layer shown; the one below is drawn faintly
    expect(document.querySelectorAll('[data-editor] .tile.below').length).toBe(1);
    press('z', { ctrlKey: true }, grid);
    await settle();
    expect(count()).toBe(1);
    press('Z', { ctrlKey: true, shiftKey: true }, grid);
    await settle();
    expect(count()).toBe(2);
  });

  it('says why it cannot save yet, keeps the draft when Escape closes it, and shows it again', async () => {
    const backend = { local: memoryArea(), sync: memoryArea() };
    await mountShell({ backend });
    await openEditor();
    await tap(0, 0);
    await click('[data-action="save-layout"]');
    expect(q('[data-editor] [data-error]')?.textContent).toContain('It has 1 tile: tiles go in pairs');
    press('Escape');
    await settle();
    expect(q('[data-editor]')).toBeNull();
    expect(parseStoredDraft(backend.local.data.get(DRAFT_KEY))?.draft.tiles).toEqual([{ x: 0, y: 0, z: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement?.getAttribute('data-action')).toBe('new-game');
    await openEditor();
    expect(count()).toBe(1);
    expect(q('[data-editor-restored]')).not.toBeNull();
    await tap(4, 4);
    expect(q('[data-editor-restored]')).toBeNull(); // said once, gone as the player goes on
  });

  it('is not drawn in the popup: its action opens the new tab with the editor', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    try {
      await mountShell({ compact: true });
      await click('[data-action="new-game"]');
      await click('[data-dialog="new-game"] [data-action="editor"]');
      expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/newtab\.html#editor$/), '_blank');
      expect(close).toHaveBeenCalled();
      expect(q('[data-editor]')).toBeNull();
    } finally {
      open.mockRestore();
      close.mockRestore();
    }
  });

  it('opens from the new tab’s link newtab.html#editor', async () => {
    history.replaceState(null, '', '/newtab.html#editor');
    await mountShell();
    for (let i = 0; i < 30 && !q('[data-editor] [data-cell]'); i++) await settle();
    expect(q('[data-editor]')).not.toBeNull();
    expect(location.hash).toBe('');
  });
});
