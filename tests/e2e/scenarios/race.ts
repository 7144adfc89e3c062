import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { blockingFindings, formatFindings } from '../harness/axe.ts';
import { browserForFile, spareBrowsers } from '../harness/perFile.ts';
import { playLine, storedGameShown, winningLine } from './lines.ts';
import { seeTheWin, wonDialogComplete } from './play.ts';
import { settle } from './settle.ts';

const CODE = 'MJ1-L00-AAAAABL';
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

/** Types `text` into the code dialog and starts it. */
async function enterCode(page: ExtensionPage, text: string): Promise<void> {
  await page.clickAction('enter-code');
  await page.waitFor(() => document.querySelector('[data-input="code"]') !== null, null, { message: 'the code input' });
  await page.evaluate((value) => {
    const input = document.querySelector<HTMLInputElement>('[data-input="code"]')!;
    input.value = value;
    input.dispatchEvent(new Event('input'));
  }, text);
  await page.clickAction('start-code');
}

const ghost = async (page: ExtensionPage, name: string) => page.attribute('[data-ghost]', name);

/** Wins the game shown by its plan, the clock at `seconds` before the last pair (set as another tab's copy would). */
async function winAt(page: ExtensionPage, seconds: number | null): Promise<void> {
  if (seconds !== null) {
    const stored = (await storedGameShown(page)) as { game: Record<string, unknown> & { rev: number } };
    await page.storageSet('local', 'game', {
      ...stored,
      game: { ...stored.game, elapsedMs: seconds * 1000, runningSince: Date.now(), fresh: false, rev: stored.game.rev + 1, writer: 'e2eothertab', playedAt: Date.now() },
    });
    await page.waitFor((s) => Number(document.querySelector('[data-timer]')?.getAttribute('data-seconds')) >= s, seconds, { message: 'the clock set' });
  }
  await playLine(page, winningLine(CODE));
  await seeTheWin(page);
}

/** A game won in one profile is raced in a fresh one: the ghost runs on the clock, the race is won, then lost, and kept. */
export function raceSuite(name: BrowserName): void {
  describe(`racing a friend in ${name}`, () => {
    const browser = browserForFile(name);
    const spare = spareBrowsers(name);

    it('a won game becomes a challenge; a friend takes it, races the ghost, wins and loses', { timeout: 240_000 }, async () => {
      // The friend who sets the challenge: a win, signed, copied.
      const winner = await browser.openNewTab(`game=${CODE}`);
      await winAt(winner, 40);
      // The race's part of the win dialog loads with it.
      await winner.waitFor(() => document.querySelector('[data-dialog="won"] [data-action="challenge"]') !== null, null, { message: 'the challenge button' });
      // The dialog filling in moves the button under a click aimed at it.
      await wonDialogComplete(winner);
      await winner.clickAction('challenge');
      await winner.waitFor(() => /\bMJC1-/.test(document.querySelector('[data-challenge-text]')?.getAttribute('data-value') ?? ''), null, {
        message: 'the challenge text',
      });
      const unsigned = await winner.attribute('[data-challenge-text]', 'data-value');
      await winner.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('[data-input="race-name"]')!;
        input.value = 'Ada <b>';
        input.dispatchEvent(new Event('input'));
        input.dispatchEvent(new Event('change'));
      }, null);
      await winner.waitFor((before) => (document.querySelector('[data-challenge-text]')?.getAttribute('data-value') ?? before) !== before, unsigned, {
        message: 'the challenge signed',
      });
      const text = (await winner.attribute('[data-challenge-text]', 'data-value'))!;
      expect(text).toMatch(/^I cleared Turtle in 0:4\d with no hints\. Can you beat it\? MJC1-L00-AAAAABL-[A-Z2-7]+$/);
      expect(text.length).toBeLessThan(300);
      const findings = blockingFindings(await winner.axe());
      expect(formatFindings(findings)).toEqual([]);
      // The same win, from its row on the leaderboard.
      await winner.clickAction('leaderboard');
      await winner.waitFor(() => document.querySelector('[data-leaderboard] [data-entry] [data-action="challenge"]') !== null, null, { message: "the row's challenge" });
      await winner.evaluate(() => document.querySelector<HTMLButtonElement>('[data-leaderboard] [data-entry] [data-action="challenge"]')!.click(), null);
      await winner.waitFor(() => /\bMJC1-L00-AAAAABL-/.test(document.querySelector('[data-leaderboard] [data-challenge-text]')?.getAttribute('data-value') ?? ''), null, {
        message: "the row's challenge text",
      });
      expect(await winner.attribute('[data-leaderboard] [data-challenge-text]', 'data-value')).toBe(text);
      await settle(winner); // the dialog's fade-in done
      expect(formatFindings(blockingFindings(await winner.axe()))).toEqual([]);

      // A friend on another machine pastes the whole message, chat words and all.
      const friend = await (await spare.launch()).openNewTab();
      // The friend has the rival's pairs flash on the board.
      await friend.clickAction('settings');
      await friend.waitFor(() => document.querySelector('[data-setting="ghostPairs"]') !== null, null, { message: 'the settings' });
      await friend.evaluate(() => document.querySelector<HTMLInputElement>('[data-setting="ghostPairs"]')!.click(), null);
      await friend.press('Escape');
      await enterCode(friend, `hey, try this: ${text} :)`);
      await friend.waitFor((code) => document.querySelector('[data-board]')?.getAttribute('data-code') === code, CODE, { message: 'the challenge dealt' });
      await friend.waitFor(() => document.querySelector('[data-ghost]') !== null, null, { message: 'the ghost' });
      expect(await ghost(friend, 'data-name')).toBe('Ada <b>');
      expect(await friend.has('[data-ghost] b')).toBe(false); // a name is text, never markup
      const rivalSeconds = Number(await ghost(friend, 'data-seconds'));
      expect(rivalSeconds).toBeGreaterThanOrEqual(40);
      expect(await ghost(friend, 'data-tiles-left')).toBe('144'); // the clock waits for the first tap
      // Falling as the clock runs (the rival took their pairs evenly over 40 s: about one pair in 0.6 s).
      const [first] = await friend.freeTiles();
      await friend.clickTile(first.slot);
      await friend.waitFor(() => Number(document.querySelector('[data-ghost]')?.getAttribute('data-tiles-left')) <= 140, null, {
        message: 'the ghost to take pairs as the clock runs',
        timeoutMs: 10_000,
      });
      // Their pair of this moment flashes where it lies on this board.
      await friend.waitFor(() => document.querySelector('[data-board] [data-tile][data-ghost-pair]') !== null, null, { message: "the rival's pair flashing" });
      const later = Number(await ghost(friend, 'data-tiles-left'));
      await friend.waitFor((n) => Number(document.querySelector('[data-ghost]')?.getAttribute('data-tiles-left')) < n, later, { message: 'the ghost to go on' });
      // Won in a few seconds: faster than 0:40.
      await winAt(friend, null);
      const result = '[data-dialog="won"] [data-challenge-result]';
      await friend.waitFor((s) => document.querySelector(s) !== null, result, { message: 'the race result' });
      expect(await friend.attribute(result, 'data-outcome')).toBe('won');
      const margin = Number(await friend.attribute(result, 'data-margin-seconds'));
      expect(margin).toBeGreaterThan(25);
      expect(await friend.text(result)).toContain(`You beat Ada <b> by 0:${String(margin).padStart(2, '0')}`);
      expect(formatFindings(blockingFindings(await friend.axe()))).toEqual([]);

      // Again, this time slower than the rival: lost, and both results kept.
      // Pasted on the page this time (not in a field): the code dialog shows it, ready to start. (Firefox
      // gives a paste event made by a script no clipboard data, so there the text is typed again.)
      await friend.press('Escape');
      if (name === 'chromium') {
        await friend.evaluate((pasted) => {
          const data = new DataTransfer();
          data.setData('text/plain', pasted);
          document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
        }, `again? ${text}`);
        await friend.waitFor(() => (document.querySelector<HTMLInputElement>('[data-input="code"]')?.value ?? '').includes('MJC1-'), null, {
          message: 'the pasted challenge in the code dialog',
        });
        await friend.clickAction('start-code');
      } else await enterCode(friend, text);
      await friend.waitFor(() => document.querySelector('[data-ghost]') !== null && !document.querySelector('[data-dialog]'), null, { message: 'the second race' });
      await winAt(friend, 75);
      await friend.waitFor((s) => document.querySelector(s)?.getAttribute('data-outcome') === 'lost', result, { message: 'the race lost' });
      expect(await friend.text(result)).toMatch(/Ada <b> was 0:3\d faster/);
      const kept = (await friend.storageGet('local', 'raceResults')) as { outcome: string }[];
      expect(kept.map((r) => r.outcome)).toEqual(['lost', 'won']);
      // Listed below the leaderboard, newest first.
      await friend.clickAction('leaderboard');
      await friend.waitFor(() => document.querySelectorAll('[data-race-results] [data-race-result]').length === 2, null, { message: 'the races listed' });
      const outcomes = await friend.evaluate(() => [...document.querySelectorAll('[data-race-result]')].map((r) => r.getAttribute('data-outcome')), null);
      expect(outcomes).toEqual(['lost', 'won']);
      await settle(friend);
      expect(formatFindings(blockingFindings(await friend.axe()))).toEqual([]);
      for (const page of [winner, friend]) expect(page.problems()).toEqual(NO_PROBLEMS);
    });

    it('a damaged challenge is refused in the code dialog, the game shown left alone', { timeout: 60_000 }, async () => {
      const page = await browser.openNewTab();
      const { code } = await page.board();
      await enterCode(page, 'MJC1-L00-AAAAABL-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await page.waitFor(() => document.querySelector('[data-dialog="code"] [data-error]') !== null, null, { message: 'the refusal' });
      expect(await page.text('[data-dialog="code"] [data-error]')).toContain('damaged');
      expect((await page.board()).code).toBe(code);
      expect(await page.has('[data-ghost]')).toBe(false);
    });
  });
}
