/**
 * The board never moves under the pointer, and nothing is drawn over what the player needs: every
 * tile keeps its exact rectangle while the bars at the board's foot come and go (Show me how, no
 * more moves, Finish for me, Look back), and a selected or hinted tile stays under the tiles of
 * higher layers. In a phone's window (360 × 740) the toolbar is one row with the rest in its menu,
 * every control a finger uses is 44 × 44 px or more, and the board is turned a quarter turn when
 * that draws its tiles bigger. Chromium only: it is the browser's layout that is measured.
 */
import { describe, expect, it } from 'vitest';
import { playPair } from '../../core/game.ts';
import { newGameFromCode } from '../../core/newGame.ts';
import { freeSlots, remainingCount } from '../../core/position.ts';
import { blockingFindings, formatFindings, type ExtensionPage } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';
import { playLine, stuckLine } from './scenarios/lines.ts';
import { escapeFromMenu } from './scenarios/menus.ts';

const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };
const SIZES = [
  { width: 1366, height: 768, code: 'MJ1-L00-AAAAAD2', stuckCode: 'MJ1-L00-AAAAAD5' },
  { width: 360, height: 740, code: 'MJ1-L00-AAAAAD3', stuckCode: 'MJ1-L00-AAAAAD6' },
  { width: 800, height: 600, code: 'MJ1-L00-AAAAAEB', stuckCode: 'MJ1-L00-AAAAAEC' },
  { width: 1920, height: 1080, code: 'MJ1-L00-AAAAAEE', stuckCode: 'MJ1-L00-AAAAAEG' },
];

type Rects = Record<number, [number, number, number, number]>;

/** The deal's own plan, up to the first position where every tile left is free (Finish for me is offered). */
function lineToFinish(code: string): [number, number][] {
  const start = newGameFromCode(code);
  if (!start.ok) throw new Error(code);
  let game = start.value;
  const line: [number, number][] = [];
  for (const [a, b] of game.plan) {
    const next = playPair(game, a, b);
    if (!next.ok) throw new Error('the plan was refused');
    game = next.value;
    line.push([a, b]);
    if (freeSlots(game.position).length === remainingCount(game.position)) return line;
  }
  throw new Error('no position with every tile free');
}

/** Each tile's rectangle on screen, but those a selection or hint lifts, or an effect moves. */
function tileRects(): Rects {
  const out: Rects = {};
  for (const tile of document.querySelectorAll<HTMLElement>('[data-board] [data-tile]')) {
    if (tile.matches('[data-selected="true"], [data-hinted="true"], .is-appearing, .is-shaking')) continue;
    const r = tile.getBoundingClientRect();
    out[Number(tile.dataset.tile)] = [r.left, r.top, r.width, r.height];
  }
  return out;
}

/** After two frames: whatever came has been laid out and drawn. */
const frames = (page: ExtensionPage) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))), null);

async function expectUnmoved(page: ExtensionPage, start: Rects, when: string): Promise<void> {
  // Tiles put back (Look back's steps) rise into place first.
  await page.waitFor(() => !document.querySelector('[data-board] :is(.is-appearing, .is-shaking)'), null, { message: `${when}: effects over` });
  await frames(page);
  const now = await page.evaluate(tileRects, null);
  const slots = Object.keys(now);
  expect(slots.length, `${when}: tiles measured`).toBeGreaterThan(0);
  const moved = slots.filter((slot) => JSON.stringify(now[Number(slot)]) !== JSON.stringify(start[Number(slot)]));
  expect(moved.map((slot) => `${slot}: ${JSON.stringify(start[Number(slot)])} → ${JSON.stringify(now[Number(slot)])}`), `${when}: tiles moved`).toEqual([]);
}

/** The tiles whose rectangle meets the rectangle of the bar `selector` (none: the bar lies in the foot kept for it). */
function tilesUnder(selector: string): string[] {
  const bar = document.querySelector(selector)!.getBoundingClientRect();
  return Array.from(document.querySelectorAll<HTMLElement>('[data-board] [data-tile]'))
    .map((tile) => ({ slot: tile.dataset.tile, r: tile.getBoundingClientRect() }))
    .filter(({ r }) => r.right > bar.left && r.left < bar.right && r.bottom > bar.top && r.top < bar.bottom)
    .map(({ slot, r }) => `${slot} [${r.left}, ${r.top}, ${r.right}, ${r.bottom}] under [${bar.left}, ${bar.top}, ${bar.right}, ${bar.bottom}]`);
}

const shown = (selector: string) => (page: ExtensionPage) =>
  page.waitFor((s) => document.querySelector(s) !== null, selector, { message: selector });
const gone = (selector: string) => (page: ExtensionPage) =>
  page.waitFor((s) => document.querySelector(s) === null, selector, { message: `${selector} to go` });

/** Controls (buttons, links, inputs) shown in `scope` smaller than 44 × 44 px. */
function smallTargets(scope: string): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`${scope} :is(button, a, input:not([type="range"]))`))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 43.5 || r.height < 43.5))
    .map(({ el, r }) => `${el.getAttribute('data-action') ?? el.tagName} ${r.width}×${r.height}`);
}

/** The tiles' size and the board's box, and whether every tile is inside the window. */
function boardShape(): { tileWidth: number; inWindow: boolean; across: number; down: number } {
  const tiles = Array.from(document.querySelectorAll('[data-board] [data-tile]')).map((t) => t.getBoundingClientRect());
  const board = document.querySelector('[data-board]')!.getBoundingClientRect();
  return {
    tileWidth: Math.min(...tiles.map((r) => r.width)),
    inWindow: tiles.every((r) => r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight),
    across: board.width,
    down: board.height,
  };
}

describe('the stage in Chromium', () => {
  const browser = browserForFile('chromium');

  it('at 360 × 740 px: one toolbar row, the rest in its menu, 44 px targets, the whole board turned to bigger tiles', async () => {
    const page = await browser.openNewTab('game=MJ1-L00-AAAAAD7');
    await page.resize(360, 740);
    await page.waitForBoard();
    await page.waitFor(() => document.querySelector('header')?.dataset.fit === 'menu', null, { message: 'the one-row toolbar' });
    await frames(page);
    const toolbar = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height, null);
    expect(toolbar, 'one row').toBeLessThanOrEqual(56);
    expect(await page.evaluate(smallTargets, 'header')).toEqual([]);

    // Turtle is 15 tiles across and 8 down: upright, 360 px allow tiles of 22 px at most; turned, the
    // window's height is what limits them (the whole window would allow 35 px).
    const turned = await page.evaluate(boardShape, null);
    expect(turned.inWindow, 'every tile in the window').toBe(true);
    expect(turned.down, 'turned: taller than wide').toBeGreaterThan(turned.across);
    expect(turned.tileWidth).toBeGreaterThanOrEqual(27);

    // The daily offer, on this fresh profile, is a finger's size too.
    await shown('[data-daily-offer]')(page);
    expect(await page.evaluate(smallTargets, '[data-daily-offer]')).toEqual([]);

    // More: a menu button, opened and walked with the keyboard; Escape closes it and gives focus back.
    await page.evaluate(() => (document.querySelector('[data-action="play-menu"]') as HTMLElement).focus(), null);
    expect(await page.attribute('[data-action="play-menu"]', 'aria-haspopup')).toBe('menu');
    await page.press('Enter');
    await page.waitFor(() => document.activeElement?.getAttribute('role') === 'menuitem', null, { message: 'focus in the menu' });
    expect(await page.attribute('[data-action="play-menu"]', 'aria-expanded')).toBe('true');
    const items = await page.evaluate(
      () => Array.from(document.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]')).filter((i) => i.getClientRects().length > 0).map((i) => i.dataset.action),
      null,
    );
    expect(items).toEqual(expect.arrayContaining(['redo', 'new-game', 'stats', 'leaderboard', 'settings', 'help', 'show-how', 'undo-to-winnable', 'restart']));
    expect(await page.evaluate(smallTargets, '[role="menu"]')).toEqual([]);
    await page.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'), null)).toBe('help');
    await escapeFromMenu(page, 'play-menu');

    // Keeping the board upright (a setting) draws it as laid out, smaller.
    await page.clickAction('settings');
    await page.waitFor(() => !!document.querySelector('[data-setting="keepUpright"]'), null, { message: 'the settings' });
    await page.evaluate(() => (document.querySelector('[data-setting="keepUpright"]') as HTMLElement).click(), null);
    await page.press('Escape');
    await gone('[data-dialog]')(page);
    await frames(page);
    const upright = await page.evaluate(boardShape, null);
    expect(upright.inWindow).toBe(true);
    expect(upright.across).toBeGreaterThan(upright.down);
    expect(upright.tileWidth).toBeLessThan(turned.tileWidth);

    // The layout editor's cells are a finger's size (the grid scrolls).
    await page.clickAction('new-game');
    await page.clickAction('editor');
    await shown('[data-editor] [data-cell]')(page);
    const cell = await page.evaluate(() => {
      const r = document.querySelector('[data-editor] [data-cell]')!.getBoundingClientRect();
      return Math.min(r.width, r.height);
    }, null);
    expect(cell).toBeGreaterThanOrEqual(44);
    expect(page.problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  for (const { width, height, code, stuckCode } of SIZES) {
    it(`at ${width} × ${height} px no tile moves as Show me how, no more moves, Finish for me and Look back come and go, nor lies under them`, async () => {
      const page = await browser.openNewTab(`game=${code}`);
      await page.resize(width, height);
      await page.waitForBoard();
      await frames(page);
      const start = await page.evaluate(tileRects, null);
      expect(Object.keys(start)).toHaveLength(144);

      await page.clickAction('show-how');
      await shown('[data-banner="demo"]')(page);
      await page.waitFor(() => document.querySelectorAll('[data-board] [data-tile]').length < 144, null, { message: 'a pair shown' });
      await expectUnmoved(page, start, 'Show me how under way');
      expect(await page.evaluate(tilesUnder, '[data-banner="demo"]'), 'tiles under the Show me how bar').toEqual([]);
      await page.press('Escape');
      await gone('[data-banner="demo"]')(page);
      await expectUnmoved(page, start, 'Show me how stopped');

      await playLine(page, lineToFinish(code));
      await shown('[data-banner="finish"]')(page);
      await expectUnmoved(page, start, 'Finish for me offered');
      expect(await page.evaluate(tilesUnder, '[data-banner="finish"]'), 'tiles under the Finish for me bar').toEqual([]);
      await page.clickAction('finish');
      await shown('[data-dialog="won"]')(page);
      await page.clickAction('replay');
      await shown('[data-banner="replay"]')(page);
      await page.clickAction('replay-first');
      await page.waitFor(() => document.querySelectorAll('[data-board] [data-tile]').length === 144, null, { message: 'the deal looked back at' });
      await expectUnmoved(page, start, 'Look back');
      // The bar lies below the board's tiles: none of them is under it.
      const covered = await page.evaluate(() => {
        const bar = document.querySelector('[data-banner="replay"]')!.getBoundingClientRect();
        return Array.from(document.querySelectorAll('[data-board] [data-tile]')).filter((tile) => tile.getBoundingClientRect().bottom > bar.top).length;
      }, null);
      expect(covered, 'tiles under the Look back bar').toBe(0);
      expect(await page.evaluate(tilesUnder, '[data-banner="replay"]'), 'tiles under the Look back bar').toEqual([]);
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();

      // No more moves, in a deal of its own (a game once stuck comes back paused from another tab's copy).
      const stuck = await browser.openNewTab(`game=${stuckCode}`);
      await stuck.resize(width, height);
      await stuck.waitForBoard();
      await frames(stuck);
      const before = await stuck.evaluate(tileRects, null);
      expect(before).toEqual(start);
      await playLine(stuck, stuckLine(stuckCode));
      await shown('[data-dialog="stuck"]')(stuck);
      await expectUnmoved(stuck, start, 'no more moves');
      // The banner, its ways on in view, lies in the foot too: no tile left on the board is under it.
      expect(await stuck.evaluate(tilesUnder, '[data-dialog="stuck"]'), 'tiles under the no more moves banner').toEqual([]);
      expect(await stuck.evaluate(() => document.querySelector('[data-dialog="stuck"]')!.getBoundingClientRect().bottom <= innerHeight, null), 'the banner in the window').toBe(true);
      // Its narrow form (icons for three of its ways on) is as accessible as its wide one.
      expect(formatFindings(blockingFindings(await stuck.axe())), 'serious or critical axe findings with the banner').toEqual([]);
      await stuck.evaluate(() => (document.querySelector('[data-dialog="stuck"] [data-action="dismiss"]') as HTMLElement).click(), null);
      await gone('[data-dialog="stuck"]')(stuck);
      await expectUnmoved(stuck, start, 'no more moves dismissed');
      expect(stuck.problems()).toEqual(NO_PROBLEMS);
      await stuck.close();
    });
  }

  it('draws a selected or hinted tile under the tiles of higher layers that overlap it', async () => {
    const page = await browser.openNewTab('game=MJ1-L00-AAAAAD4');
    await page.resize(1366, 768);
    await page.waitForBoard();
    // A free tile that a higher layer's tile overlaps on screen (the layers are drawn lifted up and left).
    const pair = await page.evaluate(() => {
      const tiles = Array.from(document.querySelectorAll<HTMLElement>('[data-board] [data-tile]'));
      for (const low of tiles.filter((t) => t.dataset.free === 'true')) {
        const a = low.getBoundingClientRect();
        for (const high of tiles.filter((t) => Number(t.dataset.z) > Number(low.dataset.z))) {
          const b = high.getBoundingClientRect();
          if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 4 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 4) {
            return { low: Number(low.dataset.tile), high: Number(high.dataset.tile) };
          }
        }
      }
      return null;
    }, null);
    expect(pair, 'a free tile overlapped by a higher one').not.toBeNull();
    /** The tile drawn at the middle of where the two overlap. */
    const onTop = () =>
      page.evaluate(({ low, high }) => {
        const a = document.querySelector(`[data-tile="${low}"]`)!.getBoundingClientRect();
        const b = document.querySelector(`[data-tile="${high}"]`)!.getBoundingClientRect();
        const x = (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2;
        const y = (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2;
        return Number(document.elementFromPoint(x, y)?.closest('[data-tile]')?.getAttribute('data-tile'));
      }, pair!);
    expect(await onTop()).toBe(pair!.high);
    await page.clickTile(pair!.low);
    await page.waitFor((s) => document.querySelector(`[data-tile="${s}"]`)?.getAttribute('data-selected') === 'true', pair!.low, { message: 'the tile selected' });
    await frames(page);
    expect(await onTop(), 'over the selected tile').toBe(pair!.high);
    await page.clickTile(pair!.low);

    // A hint's tiles keep their place in the paint order too: nothing lifts them into a layer of their own.
    await page.clickAction('hint');
    await page.waitFor(() => document.querySelectorAll('[data-tile][data-hinted="true"]').length === 2, null, { message: 'a hint' });
    const zIndexes = await page.evaluate(
      () => Array.from(document.querySelectorAll('[data-tile][data-hinted="true"]')).map((tile) => getComputedStyle(tile).zIndex),
      null,
    );
    expect(zIndexes).toEqual(['auto', 'auto']);
    expect(page.problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });
});
