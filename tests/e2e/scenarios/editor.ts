import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile, spareBrowsers } from '../harness/perFile.ts';
import { addSharedLayout } from './layoutFiles.ts';
import { winByStoredPlan } from './lines.ts';
import { playHintedPair } from './play.ts';

const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

/** Ten rows of four groups of three tiles on the bottom layer: 120 clicks, every group's ends free. */
export async function drawFloor(page: ExtensionPage): Promise<void> {
  for (let r = 0; r < 10; r++) for (let g = 0; g < 4; g++) for (let i = 0; i < 3; i++) await page.clickCell(g * 8 + i * 2, r * 2);
}

/** The middle tile of the top six rows' groups topped on layer 2: 24 clicks, 144 tiles in all. */
export async function drawTop(page: ExtensionPage): Promise<void> {
  await page.clickAction('layer-up');
  await page.waitFor(() => document.querySelector('[data-editor-grid]')?.getAttribute('data-layer') === '1', null, { message: 'layer 2 shown' });
  for (let r = 0; r < 6; r++) for (let g = 0; g < 4; g++) await page.clickCell(g * 8 + 2, r * 2);
}

export const editorCount = async (page: ExtensionPage): Promise<number> => Number(await page.attribute('[data-editor-count]', 'data-value'));

/** Types into a field of the editor as the browser would deliver typing. */
export async function typeInto(page: ExtensionPage, input: string, text: string): Promise<void> {
  await page.evaluate(([selector, value]) => {
    const field = document.querySelector<HTMLInputElement>(`[data-editor] [data-input="${selector}"]`)!;
    field.focus();
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, [input, text] as const);
}

export async function openEditor(page: ExtensionPage): Promise<void> {
  await page.clickAction('new-game');
  await page.clickAction('editor');
  await page.waitFor(() => document.querySelector('[data-editor] [data-cell]') !== null, null, { message: 'the editor’s grid' });
}

/**
 * Draw a 144-tile layout with clicks, see an overlap refused and an early save refused, save it and play
 * its deal; in full (Chromium) also: the draft survives a closed tab, the deal is won (a hint followed, then
 * the deal's own plan: hints through a whole game are board.ts's test), and the share link opens in a fresh profile.
 */
export function editorSuite(name: BrowserName, full: boolean): void {
  describe(`the layout editor, in ${name}`, () => {
    const browser = browserForFile(name);
    const spare = spareBrowsers(name);

    it('draws a layout with clicks, refuses an overlap, saves it and plays its deal', { timeout: 600_000 }, async () => {
      let page = await browser.openNewTab();
      await page.waitForBoard();
      await openEditor(page);
      expect(await editorCount(page)).toBe(0);
      await drawFloor(page);
      expect(await editorCount(page)).toBe(120);

      // A tile at x 7 would overlap the next group's first tile: refused at once, said, nothing changed.
      await page.clickCell(7, 0);
      await page.waitFor(() => document.querySelector('[data-editor] [data-refused]') !== null, null, { message: 'the refusal shown' });
      await page.waitFor(() => /overlap/.test(document.querySelector('[data-editor-live]')?.textContent ?? ''), null, { message: 'the refusal said' });
      expect(await editorCount(page)).toBe(120);

      // Saving a layout that cannot be played says why: an odd count leaves a tile over. Taken off again, 120 remain.
      await page.clickCell(32, 0);
      expect(await editorCount(page)).toBe(121);
      await page.clickAction('save-layout');
      await page.waitFor(() => /121 tiles, an odd number/.test(document.querySelector('[data-editor] [data-error]')?.textContent ?? ''), null, { message: 'the count refused' });
      await page.clickCell(32, 0);
      expect(await editorCount(page)).toBe(120);

      if (full) {
        // The tab closes with the work unsaved; the editor's link on a new tab brings it back.
        await page.close();
        page = await browser.openNewTab('editor');
        await page.waitFor(() => document.querySelector('[data-editor-count]')?.getAttribute('data-value') === '120', null, { message: 'the kept draft' });
      }
      await drawTop(page);
      expect(await editorCount(page)).toBe(144);
      await page.waitFor(() => document.querySelector('[data-survey][data-dealable="true"]') !== null, null, { message: 'the survey’s verdict', timeoutMs: 60_000 });
      expect(await page.attribute('[data-survey]', 'data-grade')).toBe('easy');

      await typeInto(page, 'editor-name', 'Four groups');
      await typeInto(page, 'editor-author', 'Ana');
      await page.clickAction('save-layout');
      await page.waitFor(() => document.querySelector('[data-editor-saved]') !== null, null, { message: 'the layout saved', timeoutMs: 60_000 });
      const id = (await page.attribute('[data-editor-saved]', 'data-layout'))!;
      expect(id).toMatch(/^C[A-Z2-7]{10}$/);
      expect(await editorCount(page)).toBe(0); // the draft is cleared once saved

      let url = '';
      if (full) {
        await page.clickAction('share-layout');
        await page.waitFor(() => !!document.querySelector('[data-share-url]')?.getAttribute('data-value'), null, { message: 'the share link' });
        url = (await page.attribute('[data-share-url]', 'data-value'))!;
        expect(url.startsWith(`${browser.origin}/newtab.html#layout=`)).toBe(true);
      }

      await page.clickAction('play-saved');
      await page.waitFor((layout) => document.querySelector(`[data-board][data-ready][data-layout="${layout}"]`) !== null && !document.querySelector('[data-editor]'), id, {
        message: 'the new layout dealt',
        timeoutMs: 60_000,
      });
      expect((await page.board()).code).toMatch(new RegExp(`^MJ1-${id}-[A-Z2-7]{7}$`));
      expect(await page.tiles()).toHaveLength(144);

      if (!full) {
        for (let i = 0; i < 3; i++) await playHintedPair(page);
        expect(await page.tiles()).toHaveLength(138);
        expect(page.problems()).toEqual(NO_PROBLEMS);
        return;
      }
      await playHintedPair(page);
      await winByStoredPlan(page);
      expect(page.problems()).toEqual(NO_PROBLEMS);

      await addSharedLayout(await spare.launch(), url, 'Four groups');
    });
  });
}
