import { describe, expect, it } from 'vitest';
import type { ExtensionPage } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';
import { winByLine } from './scenarios/lines.ts';
import { exportProgress, importProgress, readLeaderboard, readStats, type Entry, type Stats } from './scenarios/progress.ts';

const CHROMIUM_WIN = 'MJ1-L00-AAAAAAE';
const FIREFOX_WIN = 'MJ1-L00-AAAAAAF';
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

function sum(a: Stats, b: Stats): Stats {
  return { played: a.played + b.played, won: a.won + b.won, hints: a.hints + b.hints };
}

function codes(entries: readonly Entry[]): string[] {
  return entries.map((entry) => entry.code).sort();
}

// Chrome Sync and Firefox Sync never meet: progress moves by export and import,
// and an import merges with what is there.
describe('progress moves between Chromium and Firefox', () => {
  const chromium = browserForFile('chromium');
  const firefox = browserForFile('firefox');

  it('a win in each, exported from one and imported in the other, both ways', { timeout: 300_000 }, async () => {
    const inChromium: ExtensionPage = await chromium.openNewTab(`game=${CHROMIUM_WIN}`);
    await winByLine(inChromium);
    const inFirefox: ExtensionPage = await firefox.openNewTab(`game=${FIREFOX_WIN}`);
    await winByLine(inFirefox);

    const chromiumStats = await readStats(inChromium);
    const firefoxStats = await readStats(inFirefox);
    expect(chromiumStats.won).toBe(1);
    expect(firefoxStats.won).toBe(1);
    const merged = sum(chromiumStats, firefoxStats);

    expect(await importProgress(inFirefox, await exportProgress(inChromium))).toBe('done');
    expect(await readStats(inFirefox)).toEqual(merged);
    expect(codes(await readLeaderboard(inFirefox))).toEqual([CHROMIUM_WIN, FIREFOX_WIN]);

    expect(await importProgress(inChromium, await exportProgress(inFirefox))).toBe('done');
    expect(await readStats(inChromium)).toEqual(merged);
    expect(codes(await readLeaderboard(inChromium))).toEqual([CHROMIUM_WIN, FIREFOX_WIN]);

    // Merging what is already there changes nothing.
    expect(await importProgress(inFirefox, await exportProgress(inChromium))).toBe('done');
    expect(await readStats(inFirefox)).toEqual(merged);
    expect(await readLeaderboard(inFirefox)).toEqual(await readLeaderboard(inChromium));

    expect(inChromium.problems()).toEqual(NO_PROBLEMS);
    expect(inFirefox.problems()).toEqual(NO_PROBLEMS);
  });
});
