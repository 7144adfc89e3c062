/**
 * The game clock counts play only, in the built extension in Chromium: the whole
 * browser closed with a game running and opened again after a wait with the same
 * profile shows only the time played, and the system clock moved back and
 * forward mid-game (Playwright's page.clock) is not play.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChromiumProfile } from './harness/chromiumProfile.ts';
import type { ContractPage } from './harness/contractPage.ts';

const CODES = { closed: 'MJ1-L00-AAAAAD3', moved: 'MJ1-L00-AAAAAD2' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The page banks the time played this often (stores/storage/savedGame.ts HEARTBEAT_MS), plus a second of rounding. */
const TOLERANCE_S = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


const seconds = async (page: ContractPage) => Number(await page.attribute('[data-timer]', 'data-seconds'));

async function waitForSeconds(page: ContractPage, atLeast: number): Promise<void> {
  await page.waitFor((n) => Number(document.querySelector('[data-timer]')?.getAttribute('data-seconds')) >= n, atLeast, {
    message: `the stopwatch to reach ${atLeast} s`,
  });
}

describe('the game clock against untrusted time, in Chromium', () => {
  const chromium = new ChromiumProfile('mahjong-e2e-clock-trust-');
  const { open } = chromium;

  beforeAll(() => chromium.launch());
  afterAll(() => chromium.dispose());

  it('shows only the time played after the whole browser was closed with a game running and opened again after a wait', async () => {
    const { page } = await open(`game=${CODES.closed}`);
    expect(await page.board()).toMatchObject({ code: CODES.closed, status: 'playing' });
    await page.clickTile((await page.freeTiles())[0].slot); // the first tap starts the clock
    await waitForSeconds(page, 5);
    await pause(600);
    const played = await seconds(page);

    await chromium.stop(); // the whole browser, with the game running
    await pause(12_000);
    const reopening = performance.now();
    await chromium.launch();
    const { page: again } = await open('');
    expect(await again.board()).toMatchObject({ code: CODES.closed });
    const shown = await seconds(again);
    // The restored game runs on from when the page shows it: the real time since the browser was
    // started again bounds that (however loaded the machine); the 12 s it was closed must not count.
    const sinceReopening = Math.ceil((performance.now() - reopening) / 1000);
    expect(shown).toBeGreaterThanOrEqual(played - TOLERANCE_S);
    expect(shown).toBeLessThanOrEqual(played + TOLERANCE_S + sinceReopening);
  }, 60_000);

  it('counts on from where it was when the system clock is set back an hour and forward 30 days mid-game', async () => {
    const { raw, page } = await open(`game=${CODES.moved}`, (p) => p.clock.install());
    await page.clickTile((await page.freeTiles())[0].slot);
    await waitForSeconds(page, 3);
    const before = await seconds(page);

    // Upper bounds are the real time that passed meanwhile (however loaded the machine), not a guess of it.
    const realSecondsSince = (start: number) => Math.ceil((performance.now() - start) / 1000);
    let since = performance.now();
    await raw.clock.setSystemTime(Date.now() - HOUR);
    expect(Date.now() - (await raw.evaluate(() => Date.now()))).toBeGreaterThan(HOUR - 60_000); // the page's clock moved
    await waitForSeconds(page, before + 1); // counts on: not 0:00 and frozen
    const afterBack = await seconds(page);
    expect(afterBack).toBeLessThanOrEqual(before + realSecondsSince(since) + TOLERANCE_S);

    since = performance.now();
    await raw.clock.setSystemTime(Date.now() + 30 * DAY);
    expect((await raw.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
    await waitForSeconds(page, afterBack + 1);
    const afterForward = await seconds(page);
    expect(afterForward).toBeLessThanOrEqual(afterBack + realSecondsSince(since) + TOLERANCE_S); // not 720 hours

    await page.clickAction('pause');
    await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'paused', null, { message: 'paused' });
    const paused = await seconds(page);
    await raw.close();
    const { page: reloaded } = await open('');
    expect(await reloaded.board()).toMatchObject({ code: CODES.moved, status: 'paused' });
    expect(await seconds(reloaded)).toBe(paused);
  }, 60_000);
});
