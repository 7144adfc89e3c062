/**
 * Every language on the page: at 360, 800 and 1366 px no text runs out of its control and no
 * control lies over another (the toolbar, the help, the settings), measured from element and text
 * boxes; axe finds nothing serious on the new tab and the help. Arabic mirrors the page, not the
 * board: the toolbar's order is reversed, every tile stays where it was, and the arrow keys move
 * the way they point on screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingFindings, formatFindings, type BrowserName, type ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { LANGUAGES, type Language } from '../../../core/language.ts';
import { stillPicture } from './settle.ts';

const WIDTHS = [360, 800, 1366];
/**
 * The dialogs are checked where their width differs: a dialog is at most 760 px wide
 * (BaseDialog.vue), so at 800 and 1366 px (the same height) it is laid out the same.
 */
const DIALOG_WIDTHS = [360, 1366];
const HEIGHT = 800;
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };
/** The deal the languages are measured on: one new tab, each language chosen on it in turn. */
const SHARED_CODE = 'MJ1-L00-AAAAAYA';

interface TextReport {
  /** Text drawn outside its control's box: "control: text". */
  spills: string[];
  /** Controls drawn over each other, or out of the window sideways. */
  overlaps: string[];
  outside: string[];
  controls: number;
}

/** Runs in the page: how the text and the controls inside `scope` sit in their boxes. */
function measureText(scope: string): TextReport {
  const CONTROLS = 'button, a, label, [role="tab"], kbd, legend, h2, h3, dt, dd, th, td, li, p, figcaption, [data-timer], [data-hints], [data-remaining], [data-pairs]';
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const name = (el: Element) =>
    el.getAttribute('data-action') ?? el.getAttribute('data-setting') ?? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
  const roots = Array.from(document.querySelectorAll(scope));
  const controls = roots.flatMap((root) => Array.from(root.querySelectorAll(CONTROLS))).filter(shown);
  const spills: string[] = [];
  const outside: string[] = [];
  for (const el of controls) {
    const box = el.getBoundingClientRect();
    if (box.left < -0.5 || box.right > innerWidth + 0.5) outside.push(name(el));
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width === 0) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
          spills.push(`${name(el)}: "${text.slice(0, 40)}"`);
          break;
        }
      }
    }
  }
  const interactive = controls.filter((el) => el.matches('button, a, label, [role="tab"], [data-timer], [data-hints], [data-remaining], [data-pairs]'));
  const overlaps: string[] = [];
  interactive.forEach((a, i) => {
    const ra = a.getBoundingClientRect();
    for (const b of interactive.slice(i + 1)) {
      if (a.contains(b) || b.contains(a)) continue;
      const rb = b.getBoundingClientRect();
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 0.5 && h > 0.5) overlaps.push(`${name(a)} × ${name(b)}`);
    }
  });
  return { spills: [...new Set(spills)], overlaps, outside: [...new Set(outside)], controls: controls.length };
}

async function expectTidy(page: ExtensionPage, scope: string, where: string): Promise<void> {
  await stillPicture(page);
  const report = await page.evaluate(measureText, scope);
  expect(report.controls, `${where}: controls measured`).toBeGreaterThan(3);
  expect(report.spills, `${where}: text outside its control`).toEqual([]);
  expect(report.overlaps, `${where}: controls over each other`).toEqual([]);
  expect(report.outside, `${where}: controls out of the window`).toEqual([]);
}

async function chooseLanguage(page: ExtensionPage, language: Language): Promise<void> {
  await page.clickAction('settings');
  await page.waitFor((l) => !!document.querySelector(`[data-setting="language:${l}"]`), language, { message: 'the settings' });
  await page.evaluate((l) => (document.querySelector(`[data-setting="language:${l}"]`) as HTMLElement).click(), language);
  await page.waitFor((l) => document.documentElement.lang === l, language, { message: `the page in ${language}` });
  await closeDialog(page);
}

async function openDialog(page: ExtensionPage, action: 'help' | 'settings', dialog: string): Promise<void> {
  await page.clickAction(action);
  await page.waitFor((d) => !!document.querySelector(`[data-dialog="${d}"]`), dialog, { message: `the ${dialog} dialog` });
}

async function closeDialog(page: ExtensionPage): Promise<void> {
  await page.press('Escape');
  await page.waitFor(() => !document.querySelector('[data-dialog]'), null, { message: 'the dialog to close' });
}

/** Plays on if a page closed before paused the game: the toolbar is measured in play. */
async function play(page: ExtensionPage): Promise<void> {
  if ((await page.status()) === 'paused') await page.clickAction('resume');
  await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'playing', null, { message: 'the game in play' });
}

interface Picture {
  /** The toolbar's controls, left to right on screen. */
  toolbar: string[];
  /** Each tile's place relative to the board. */
  tiles: Record<string, { x: number; y: number }>;
}

/** Runs in the page: the toolbar's order on screen and where each tile is drawn. */
function picture(): Picture {
  const named = Array.from(document.querySelectorAll('header [data-action]'))
    .map((el) => ({ name: el.getAttribute('data-action') ?? '', r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0)
    .sort((a, b) => a.r.left + a.r.width / 2 - (b.r.left + b.r.width / 2));
  const board = document.querySelector('[data-board]')!.getBoundingClientRect();
  const tiles: Record<string, { x: number; y: number }> = {};
  for (const tile of Array.from(document.querySelectorAll('[data-tile]'))) {
    const r = tile.getBoundingClientRect();
    tiles[tile.getAttribute('data-tile')!] = { x: Math.round(r.left - board.left), y: Math.round(r.top - board.top) };
  }
  return { toolbar: named.map((n) => n.name), tiles };
}

export function languagesSuite(name: BrowserName): void {
  describe(`every language in ${name}`, () => {
    const browser = browserForFile(name);

    // One tab for every language, each chosen in the settings in turn, as a player would switch: a tab
    // per language cost more than the measuring (axe loaded again each time). The tests run in order,
    // and the tab is closed before the Arabic tests below open theirs.
    describe('one tab, each language in turn', () => {
      let page: ExtensionPage;
      beforeAll(async () => {
        page = await browser.openNewTab(`game=${SHARED_CODE}`);
        await page.waitForBoard();
      });
      afterAll(async () => {
        await page?.close();
      });

      for (const language of LANGUAGES) {
        it(`${language}: text stays in its controls (the toolbar at ${WIDTHS.join(', ')} px, dialogs at ${DIALOG_WIDTHS.join(', ')} px); axe finds nothing serious`, async () => {
          await chooseLanguage(page, language);
          for (const width of WIDTHS) {
            await page.resize(width, HEIGHT);
            await play(page);
            await expectTidy(page, 'header', `${language} ${width} px, toolbar`);
            if (!DIALOG_WIDTHS.includes(width)) continue;
            await openDialog(page, 'help', 'help');
            await expectTidy(page, '[data-dialog="help"]', `${language} ${width} px, help`);
            if (width === 1366) {
              const findings = await page.axe();
              expect(formatFindings(blockingFindings(findings)), `${language}: help, axe`).toEqual([]);
            }
            await closeDialog(page);
            await openDialog(page, 'settings', 'settings');
            await expectTidy(page, '[data-dialog="settings"]', `${language} ${width} px, settings`);
            await closeDialog(page);
          }
          await play(page);
          const findings = await page.axe();
          expect(formatFindings(blockingFindings(findings)), `${language}: new tab, axe`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.dir, null)).toBe(language === 'ar' ? 'rtl' : 'ltr');
          expect(page.problems()).toEqual(NO_PROBLEMS);
        });
      }
    });

    it('Arabic mirrors the toolbar and leaves the board as it is', async () => {
      const page = await browser.openNewTab('game=MJ1-L00-AAAAAZA');
      await page.waitForBoard();
      await page.resize(1366, HEIGHT);
      await chooseLanguage(page, 'en');
      await play(page);
      await stillPicture(page);
      const english = await page.evaluate(picture, null);
      await chooseLanguage(page, 'ar');
      await play(page);
      await stillPicture(page);
      const arabic = await page.evaluate(picture, null);

      expect(english.toolbar.length).toBeGreaterThan(5);
      expect(arabic.toolbar).toEqual([...english.toolbar].reverse());
      expect(Object.keys(arabic.tiles).length).toBe(144);
      expect(arabic.tiles).toEqual(english.tiles);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-board]')!).direction, null)).toBe('ltr');
      await page.close();
    });

    it('in Arabic the arrow keys move the way they point on screen', async () => {
      const page = await browser.openNewTab('game=MJ1-L00-AAAAAZB');
      await page.waitForBoard();
      await chooseLanguage(page, 'ar');
      await play(page);
      // The leftmost tile of the bottom layer's middle row: it has tiles to its right.
      const start = await page.evaluate(() => {
        const tiles = Array.from(document.querySelectorAll<HTMLElement>('[data-tile][data-z="0"]'));
        const rows = new Map<string, HTMLElement[]>();
        for (const t of tiles) rows.set(t.dataset.y!, [...(rows.get(t.dataset.y!) ?? []), t]);
        const widest = [...rows.values()].sort((a, b) => b.length - a.length)[0];
        const first = widest.sort((a, b) => Number(a.dataset.x) - Number(b.dataset.x))[0];
        return first.getAttribute('data-tile');
      }, null);
      const focusedX = () => page.evaluate(() => document.activeElement?.getBoundingClientRect().left ?? NaN, null);
      // The arrow keys' moves load with the first focus on a tile: a key pressed before they are in is
      // carried out when they arrive, so each press is followed by waiting for focus to leave its tile.
      const focusLeaves = (x: number, key: string) =>
        page.waitFor((from) => (document.activeElement?.getBoundingClientRect().left ?? from) !== from, x, { message: `focus moved by ${key}` });
      await page.evaluate((slot) => document.querySelector<HTMLElement>(`[data-tile="${slot}"]`)?.focus(), start);
      const before = await focusedX();
      await page.press('ArrowRight');
      await focusLeaves(before, 'ArrowRight');
      const right = await focusedX();
      expect(right).toBeGreaterThan(before);
      await page.press('ArrowLeft');
      await focusLeaves(right, 'ArrowLeft');
      expect(await focusedX()).toBeLessThan(right);
      await page.close();
    });
  });
}
