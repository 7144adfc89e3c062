/**
 * The board page in Chromium beyond the shared scenarios: each tap rule, the
 * "No more moves" dialog and undoing out of it, pause, the popup, deep links,
 * asking before abandoning a game, the keyboard, and a fresh profile.
 */
import { describe, expect, it, vi } from 'vitest';
import { replay } from '../../core/newGame.ts';
import { launchChromium, type ExtensionPage, type TileInfo } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';
import { playLine, stuckLine, winningLine } from './scenarios/lines.ts';
import { playablePair } from './scenarios/play.ts';
import { settle } from './scenarios/settle.ts';

// One deal per test: the pages of a profile share one current game.
const CODES = {
  taps: 'MJ1-L00-AAAAABL',
  stuck: 'MJ1-L00-AAAAAB2',
  abandon: 'MJ1-L00-AAAAAB3',
  pause: 'MJ1-L00-AAAAAB4',
  keys: 'MJ1-L00-AAAAAB5',
  badCode: 'MJ1-L00-AAAAAB6',
  popup: 'MJ1-L00-AAAAAB7',
  fresh: 'MJ1-L00-AAAAACA',
  relink: 'MJ1-L00-AAAAACB',
  turtle: 'MJ1-L00-AAAAACC',
};
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

const family = (face: string) => (/^F[1-4]$/.test(face) ? 'flower' : /^S[1-4]$/.test(face) ? 'season' : face);
const facesMatch = (a: TileInfo, b: TileInfo) => family(a.face) === family(b.face);

async function tileCount(page: ExtensionPage): Promise<number> {
  return (await page.tiles()).length;
}

async function waitForStatus(page: ExtensionPage, status: string): Promise<void> {
  await page.waitFor((s) => document.querySelector('[data-board]')?.getAttribute('data-status') === s, status, {
    message: `status ${status}`,
  });
}

async function seconds(page: ExtensionPage): Promise<number> {
  return Number(await page.attribute('[data-timer]', 'data-seconds'));
}

async function removePair(page: ExtensionPage, a: number, b: number): Promise<void> {
  const before = await tileCount(page);
  await page.clickTile(a);
  await page.clickTile(b);
  await page.waitFor((n) => document.querySelectorAll('[data-board] [data-tile]').length === n, before - 2, {
    message: `pair ${a}, ${b} removed`,
  });
}

describe('board page in Chromium', () => {
  const browser = browserForFile('chromium');

  it('deals a fresh Turtle of 144 tiles, 35 of them free, with the clock and hints at zero', async () => {
    const page = await browser.openNewTab(`game=${CODES.turtle}`);
    expect(await page.board()).toEqual({ code: CODES.turtle, layout: 'L00', status: 'playing' });
    const tiles = await page.tiles();
    expect(tiles).toHaveLength(144);
    expect(tiles.filter((t) => t.free)).toHaveLength(35);
    expect(await page.attribute('[data-hints]', 'data-count')).toBe('0');
    expect(await seconds(page)).toBeLessThan(5);
    expect(await page.title()).toBe('Mahjong Solitaire');
    await settle(page);
    expect(page.problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  it('follows each tap rule', async () => {
    const page = await browser.openNewTab(`game=${CODES.taps}`);
    const tiles = await page.tiles();
    const free = tiles.filter((t) => t.free);
    const pair = free.flatMap((p, i) => free.slice(i + 1).filter((q) => facesMatch(p, q)).map((q) => [p, q] as const))[0];
    const blocked = tiles.find((t) => !t.free);
    const a = pair?.[0];
    const other = free.find((t) => t !== a && a && !facesMatch(t, a));
    if (!pair || !a || !blocked || !other) throw new Error('the deal lacks the tiles this test needs');
    const selected = async () => (await page.tiles()).filter((t) => t.selected).map((t) => t.slot);

    await page.clickTile(a.slot);
    expect(await selected()).toEqual([a.slot]);
    await page.clickTile(a.slot);
    expect(await selected()).toEqual([]);

    await page.clickTile(a.slot);
    await page.clickTile(other.slot);
    expect(await selected()).toEqual([other.slot]);

    await page.clickTile(blocked.slot);
    expect(await selected()).toEqual([]);
    expect(await tileCount(page)).toBe(144);

    const [x, y] = pair;
    await page.clickTile(other.slot);
    await removePair(page, x.slot, y.slot);
    const left = await page.tiles();
    expect(left.some((t) => t.slot === x.slot || t.slot === y.slot)).toBe(false);
    expect(await page.text('[data-live]')).toMatch(/142/);
    await settle(page);
    expect(page.problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  it('shows "No more moves" when stuck and undoes out of it', async () => {
    const line = stuckLine(CODES.stuck);
    const page = await browser.openNewTab(`game=${CODES.stuck}`);
    for (const [a, b] of line) await removePair(page, a, b);
    await waitForStatus(page, 'stuck');
    // The last pair is drawn first; the dialog follows in the next frame.
    await vi.waitFor(async () => expect(await page.text('[data-dialog="stuck"]')).toContain('No more moves'), { timeout: 5_000 });
    await page.clickAction('undo');
    await waitForStatus(page, 'playing');
    expect(await page.has('[data-dialog="stuck"]')).toBe(false);
    expect(await tileCount(page)).toBe(144 - 2 * (line.length - 1));
    expect(page.problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  it('asks before abandoning a game in progress, then deals the chosen layout', async () => {
    const page = await browser.openNewTab(`game=${CODES.abandon}`);
    const first = await page.tiles();
    const pair = playablePair(first);
    await removePair(page, pair[0].slot, pair[1].slot);
    const code = (await page.board()).code;
    await page.clickAction('new-game');
    await page.waitFor(() => !!document.querySelector('[data-dialog="new-game"]'), null);
    await page.evaluate(() => (document.querySelector('[data-layout-option="L01"] input') as HTMLInputElement).click(), null);
    await page.evaluate(() => (document.querySelector('[data-action="start-game"]') as HTMLElement).click(), null);
    await page.waitFor(() => !!document.querySelector('[data-dialog="confirm"]'), null);
    await page.press('Escape');
    expect(await page.has('[data-dialog]')).toBe(false);
    expect((await page.board()).code).toBe(code);

    await page.clickAction('new-game');
    await page.waitFor(() => !!document.querySelector('[data-action="start-game"]'), null);
    await page.evaluate(() => (document.querySelector('[data-layout-option="L01"] input') as HTMLInputElement).click(), null);
    await page.evaluate(() => (document.querySelector('[data-action="start-game"]') as HTMLElement).click(), null);
    await page.waitFor(() => !!document.querySelector('[data-dialog="confirm"]'), null);
    await page.clickAction('confirm');
    await page.waitFor((old) => document.querySelector('[data-board]')?.getAttribute('data-code') !== old, code);
    expect((await page.board()).layout).toBe('L01');
    expect(page.problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  it('pausing hides the faces and stops the clock', async () => {
    const page = await browser.openNewTab(`game=${CODES.pause}`);
    await page.clickTile((await page.freeTiles())[0].slot); // a fresh deal's clock starts at the first tap
    await page.waitFor(() => Number(document.querySelector('[data-timer]')?.getAttribute('data-seconds')) >= 1, null);
    await page.clickAction('pause');
    await waitForStatus(page, 'paused');
    const stopped = await seconds(page);
    const readable = await page.evaluate(
      () => Array.from(document.querySelectorAll<HTMLElement>('[data-tile]')).filter((t) => t.innerText.trim() !== '').length,
      null,
    );
    expect(readable).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(await seconds(page)).toBe(stopped);
    await page.clickAction('resume');
    await waitForStatus(page, 'playing');
    await page.waitFor((s) => Number(document.querySelector('[data-timer]')?.getAttribute('data-seconds')) > s, stopped);
    expect(page.problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  it('plays from the keyboard shortcuts and closes dialogs with Escape', async () => {
    const page = await browser.openNewTab(`game=${CODES.keys}`);
    await page.waitForBoard(); // the linked deal is shown (it may be dealt in the worker first)
    const hints = Number(await page.attribute('[data-hints]', 'data-count'));
    await page.press('h');
    await page.waitFor((n) => Number(document.querySelector('[data-hints]')?.getAttribute('data-count')) === n, hints + 1);
    expect((await page.tiles()).filter((t) => t.hinted)).toHaveLength(2);
    await page.press('p');
    await waitForStatus(page, 'paused');
    await page.press('p');
    await waitForStatus(page, 'playing');
    await page.press('?');
    await page.waitFor(() => !!document.querySelector('[data-dialog="help"]'), null);
    expect(await page.text('[data-dialog="help"]')).toContain('Ctrl+Z');
    await page.press('Escape');
    expect(await page.has('[data-dialog]')).toBe(false);
    expect(page.problems()).toEqual(NO_PROBLEMS);
    await page.close();
  });

  it('refuses a bad code, in a link or typed, and keeps the game', async () => {
    const page = await browser.openNewTab(`game=${CODES.badCode}`);
    await page.waitForBoard();
    await page.close();
    const linked = await browser.openNewTab('game=MJ1-L00-AAAAAB1');
    await linked.waitFor(() => !!document.querySelector('[data-dialog="code"] [data-error]'), null);
    expect(await linked.text('[data-error]')).toMatch(/position 15/);
    expect((await linked.board()).code).toBe(CODES.badCode);
    await linked.press('Escape');

    await linked.clickAction('enter-code');
    await linked.waitFor(() => !!document.querySelector('[data-input="code"]'), null);
    await linked.evaluate(() => {
      const input = document.querySelector('[data-input="code"]') as HTMLInputElement;
      input.value = 'hello';
      input.dispatchEvent(new Event('input'));
    }, null);
    await linked.clickAction('start-code');
    await linked.waitFor(() => !!document.querySelector('[data-error]'), null);
    expect(await linked.text('[data-error]')).toMatch(/not a game code/);
    expect((await linked.board()).code).toBe(CODES.badCode);
    expect(linked.problems()).toEqual(NO_PROBLEMS);
    await linked.close();
  });

  it('a link to the current game shows it as it stands, and its code can be copied', async () => {
    const page = await browser.openNewTab(`game=${CODES.relink}`);
    const [a, b] = playablePair(await page.tiles());
    await removePair(page, a.slot, b.slot);
    await page.close();
    const again = await browser.openNewTab(`game=${CODES.relink}`);
    expect((await again.board()).code).toBe(CODES.relink);
    expect(await tileCount(again)).toBe(142);
    expect(await again.has('[data-dialog]')).toBe(false);
    await again.clickAction('copy-code');
    await again.waitFor(() => (document.querySelector('[data-copied-status]')?.textContent ?? '').trim() !== '', null);
    expect((await again.text('[data-copied-status]'))?.trim()).toBe('Copied');
    expect(again.problems()).toEqual(NO_PROBLEMS);
    await again.close();
  });

  it('the popup resumes the same game, gives hints and wins it', async () => {
    const tab = await browser.openNewTab(`game=${CODES.popup}`);
    const [a, b] = playablePair(await tab.tiles());
    await removePair(tab, a.slot, b.slot);
    await tab.close();
    const popup = await browser.openPopup();
    expect((await popup.board()).code).toBe(CODES.popup);
    expect(await tileCount(popup)).toBe(142);
    if ((await popup.status()) === 'paused') await popup.clickAction('resume');
    await waitForStatus(popup, 'playing');
    for (let i = 0; i < 3; i++) {
      await popup.clickAction('hint');
      await popup.waitFor(() => document.querySelectorAll('[data-tile][data-hinted="true"]').length === 2, null);
      const [p, q] = (await popup.tiles()).filter((t) => t.hinted);
      await removePair(popup, p.slot, q.slot);
    }
    expect(await popup.attribute('[data-hints]', 'data-count')).toBe('3');
    // The rest of the way, as the deal's plan has it (the page adopts it, as from another tab), the last pair clicked.
    await playLine(popup, winningLine(CODES.popup));
    await waitForStatus(popup, 'won');
    await popup.waitFor(() => !!document.querySelector('[data-dialog="won"] [data-action="new-game"]'), null);
    // The win stops the clock: the dialog's time is the stopwatch's whole seconds, as it stands.
    const wonSeconds = await popup.attribute('[data-won-time]', 'data-seconds');
    expect(wonSeconds).toMatch(/^\d+$/);
    expect(wonSeconds).toBe(await popup.attribute('[data-timer]', 'data-seconds'));
    expect(popup.problems()).toEqual(NO_PROBLEMS);
    await popup.close();
  });

  it('gives the same board for the same code in a fresh profile', async () => {
    const expected = replay(CODES.fresh, []);
    if (!expected.ok) throw new Error('bad code');
    const faces = (tiles: TileInfo[]) => tiles.map((t) => `${t.slot}:${t.face}`).sort().join(',');
    const mine = await browser.openNewTab(`game=${CODES.fresh}`);
    const other = await launchChromium();
    try {
      const fresh = await other.openNewTab(`game=${CODES.fresh}`);
      const freshTiles = await fresh.tiles();
      expect(freshTiles).toHaveLength(144);
      expect(freshTiles.map((t) => t.face)).toEqual(freshTiles.map((t) => expected.value.faces[t.slot]));
      expect(faces(await mine.tiles())).toBe(faces(freshTiles));
      expect(fresh.problems()).toEqual(NO_PROBLEMS);
    } finally {
      await other.close();
    }
  });
});
