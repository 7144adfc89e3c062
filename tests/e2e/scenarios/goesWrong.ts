import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { facesMatch, playHintedPair, slots, waitForTileCount } from './play.ts';
import { storedGameShown, winningLine } from './lines.ts';
import { lostLine } from '../../unit/stores/game/lostGame.ts';

const CODE = 'MJ1-L00-AAAAABL';
type Pair = [number, number];

async function playPairs(page: ExtensionPage, pairs: readonly Pair[]): Promise<void> {
  for (const [a, b] of pairs) {
    const before = (await page.tiles()).length;
    await page.clickTile(a);
    await page.clickTile(b);
    await waitForTileCount(page, before - 2);
  }
}

/** Plays the first `pairs` pairs of the winning plan of the deal `code`. */
async function playPlan(page: ExtensionPage, code: string, pairs: number): Promise<void> {
  await playPairs(page, winningLine(code).slice(0, pairs));
}

/** Puts `moves` of the game shown into its stored copy: every tab follows it (the stored game is the game). */
async function storeMoves(page: ExtensionPage, moves: readonly Pair[]): Promise<void> {
  const stored = (await storedGameShown(page)) as { game: Record<string, unknown> };
  const game = stored.game;
  // As another tab of this browser would write it: newer, with the clock running.
  const now = await page.evaluate(() => Date.now(), null);
  await page.storageSet('local', 'game', {
    ...stored, game: { ...game, moves, rev: (game.rev as number) + 1, writer: 'othertab1', fresh: false, runningSince: now, elapsedMs: 60_000, playedAt: now },
  });
  await waitForTileCount(page, 144 - moves.length * 2);
}

const statusIs = (page: ExtensionPage, status: string) =>
  page.waitFor((s) => document.querySelector('[data-board]')?.getAttribute('data-status') === s, status, { message: `status ${status}` });

/** Redo and Show me how: the scenarios every browser runs. */
export function goesWrongSuite(name: BrowserName, { all }: { all: boolean }): void {
  describe(`when a game goes wrong or right, in ${name}`, () => {
    const browser = browserForFile(name);

    it('redo plays back what undo took, by button, Ctrl+Shift+Z and Ctrl+Y, and survives a reload', async () => {
      const page = await browser.openNewTab(`game=${CODE}`);
      await playPlan(page, CODE, 3);
      const after3 = slots(await page.tiles());
      for (let i = 0; i < 3; i++) await page.clickAction('undo');
      await waitForTileCount(page, 144);
      await page.clickAction('redo');
      await waitForTileCount(page, 142);
      await page.press('Control+Shift+Z');
      await waitForTileCount(page, 140);
      await page.reload();
      await page.waitForBoard();
      await waitForTileCount(page, 140);
      // Leaving the page paused the game: play on, then redo again.
      if ((await page.status()) === 'paused') await page.clickAction('resume');
      await statusIs(page, 'playing');
      await page.press('Control+y');
      await waitForTileCount(page, 138);
      expect(slots(await page.tiles())).toEqual(after3);
      expect(await page.attribute('[data-action="redo"]', 'disabled')).not.toBeNull();
      await page.close();
    });

    it('Show me how plays a winning plan pair by pair, every step legal, to a won board; it pauses and steps', async () => {
      const page = await browser.openNewTab('game=MJ1-L00-AAAAABC');
      // The plan's first 56 pairs arrive as another tab's copy (the taps themselves are tested above):
      // what is watched here is the demonstration's 16 steps to the win.
      await storeMoves(page, winningLine('MJ1-L00-AAAAABC').slice(0, 56));
      await page.clickAction('show-how');
      await page.waitFor(() => document.querySelector('[data-board]')?.hasAttribute('data-demo') === true, null, { message: 'data-demo' });
      await page.clickAction('demo-pause');
      while ((await page.status()) !== 'won') {
        const before = await page.tiles();
        await page.clickAction('demo-step');
        await page.waitFor((n) => document.querySelectorAll('[data-board] [data-tile]').length < n || document.querySelector('[data-board]')?.getAttribute('data-status') === 'won', before.length, { message: 'a step' });
        const after = await page.tiles();
        const gone = before.filter((t) => !after.some((u) => u.slot === t.slot));
        expect(gone).toHaveLength(2);
        expect(gone.every((t) => t.free)).toBe(true); // both free before they went
        expect(facesMatch(gone[0].face, gone[1].face)).toBe(true);
      }
      await statusIs(page, 'won');
      expect(await page.has('[data-board][data-demo]')).toBe(false);
      await page.close();
    });

    it('Escape stops Show me how', async () => {
      const page = await browser.openNewTab('game=MJ1-L00-AAAAAAB');
      await page.clickAction('show-how');
      await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-demo') === 'running', null, { message: 'running' });
      await page.press('Escape');
      await page.waitFor(() => !document.querySelector('[data-board]')?.hasAttribute('data-demo'), null, { message: 'stopped' });
      // No pair can follow: the board drops data-demo when the demonstration's state is off, and a step
      // plays only while it is running (stores/game/demo.ts). The player's own play goes on from here.
      const left = (await page.tiles()).length;
      await playHintedPair(page);
      expect((await page.tiles()).length).toBe(left - 2);
      expect(await page.has('[data-board][data-demo]')).toBe(false);
      await page.close();
    });

    if (!all) return;

    it('Hint on a lost game counts nothing; undo to the last winnable position, then hints, win it', async () => {
      const line = lostLine(CODE);
      const page = await browser.openNewTab(`game=${CODE}`);
      await storeMoves(page, line.moves);
      await page.clickAction('hint');
      await page.waitFor(() => document.querySelector('[data-dialog="lost"]') !== null, null, { message: 'the lost banner' });
      expect(await page.has('[data-tile][data-hinted="true"]')).toBe(false);
      expect(await page.attribute('[data-hints]', 'data-count')).toBe('0');

      await page.clickAction('undo-to-winnable');
      await page.waitFor((n) => document.querySelectorAll('[data-board] [data-tile]').length > n, 144 - line.moves.length * 2, { message: 'pairs taken back' });
      expect(await page.has('[data-notice="winnable-back"]')).toBe(true);
      while ((await page.status()) !== 'won') await playHintedPair(page);
      await page.waitFor(() => document.querySelector('[data-dialog="won"]') !== null, null, { message: 'the win' });
      expect(await page.has('[data-won-assisted]')).toBe(true);

      // Looking back: from the deal to the final position, from the saved moves.
      await page.clickAction('replay');
      await page.waitFor(() => document.querySelector('[data-banner="replay"]') !== null, null, { message: 'the replay' });
      await waitForTileCount(page, 144);
      await page.clickAction('replay-forward');
      await waitForTileCount(page, 142);
      await page.clickAction('replay-last');
      await waitForTileCount(page, 0);
      await page.clickAction('replay-close');
      await page.waitFor(() => document.querySelector('[data-dialog="won"]') !== null, null, { message: 'back to the win' });
      await page.close();
    });

    it('restart asks first, and the leaderboard ranks a 0-hint 5:00 win above a 1:00 win with 72 hints', async () => {
      const page = await browser.openNewTab('game=MJ1-L00-AAAAAAC');
      await playPlan(page, 'MJ1-L00-AAAAAAC', 2);
      await page.clickAction('restart');
      await page.waitFor(() => document.querySelector('[data-dialog="confirm"]') !== null, null, { message: 'the question' });
      await page.clickAction('confirm');
      await waitForTileCount(page, 144);

      const at = Date.UTC(2026, 5, 1);
      await page.storageSet('sync', 'stats:devother1', {
        v: 1, device: 'devother1', seq: 3, cut: 0, base: {}, streak: 0, run: 0, runs: {}, cutAt: 0,
        recs: [[1, 'fastwin001', 'MJ1-L00-AAAAAAD', at, 60_000, 72, 1], [2, 'honestwin1', 'MJ1-L00-AAAAAAE', at + 1, 300_000, 0, 1]],
      });
      await page.reload();
      await page.clickAction('leaderboard');
      await page.waitFor(() => document.querySelectorAll('[data-leaderboard] [data-entry]').length === 2, null, { message: 'two entries' });
      const order = await page.evaluate(() => Array.from(document.querySelectorAll('[data-entry]')).map((e) => [e.getAttribute('data-seconds'), e.querySelector('.time')?.textContent?.trim()]), null);
      expect(order).toEqual([['300', '5:00'], ['60', '1:00 + 72 hints = 37:00']]);
      await page.close();
    });
  });
}
