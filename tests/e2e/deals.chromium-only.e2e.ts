/**
 * Layouts of other sizes and the hardest shapes, from the hand-made files in tests/fixtures/deals:
 * imported (a built-in shape pointed at, an odd count and a shape with no order of removals refused),
 * then the shape fair shuffles never win dealt a built deal and won by hints, and one of more than
 * 144 tiles dealt and hinted. Chromium only: the dealing and the worker are the browser's own code
 * in both browsers, and the import dialog runs in Firefox through the custom layouts suite.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, type ExtensionPage } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';
import { chooseFiles } from './scenarios/layoutFiles.ts';
import { playHintedPair, winByHints } from './scenarios/play.ts';

const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };
const FIXTURES = join(REPO_ROOT, 'tests/fixtures/deals');

async function startLayout(page: ExtensionPage, id: string): Promise<void> {
  await page.clickAction('new-game');
  await page.waitFor((layout) => document.querySelector(`[data-layout-option="${layout}"]`) !== null, id, { message: `layout ${id} in the choice` });
  await page.evaluate((layout) => document.querySelector<HTMLElement>(`[data-layout-option="${layout}"]`)!.click(), id);
  await page.clickAction('start-game');
  await page.waitFor((layout) => document.querySelector(`[data-board][data-ready][data-layout="${layout}"]`) !== null, id, {
    message: `layout ${id} dealt`,
    timeoutMs: 60_000,
  });
}

describe('layouts of any even size and the hardest shapes, in Chromium', () => {
  const browser = browserForFile('chromium');

  it('imports the hand-made files, deals a built deal and wins it by hints, and deals more than 144 tiles', { timeout: 300_000 }, async () => {
    const page = await browser.openNewTab();
    await page.waitForBoard();
    await page.clickAction('new-game');
    await page.clickAction('import-layout');
    const files = readdirSync(FIXTURES).sort().map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));
    await chooseFiles(page, files);
    await page.waitFor(() => document.querySelectorAll('[data-imported]').length === 3 && !document.querySelector('[data-importing]'), null, {
      message: 'the three layouts added',
      timeoutMs: 60_000,
    });
    const added = await page.evaluate(
      () => Array.from(document.querySelectorAll<HTMLElement>('[data-imported]'), (row) => [row.textContent ?? '', row.dataset.layout ?? '', row.dataset.tiles ?? '']),
      null,
    );
    const idOf = (name: string): string => added.find(([text]) => text.includes(name))![1];
    expect(added.map(([text, , tiles]) => [text.match(/Small Pyramid|Three Towers|Wide Hall/)?.[0], tiles]).sort()).toEqual([
      ['Small Pyramid', '34'],
      ['Three Towers', '24'],
      ['Wide Hall', '176'],
    ]);
    expect(await page.attribute('[data-built-in]', 'data-layout')).toBe('L00');
    const refused = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('[data-dialog="import"] [data-reason]'), (row) => row.dataset.reason), null);
    expect(refused.sort()).toEqual(['noOrder', 'odd']);
    await page.clickAction('import-done');
    await page.press('Escape');

    // Fair shuffles of three towers of eight are never won: its deal is built, and hints win it.
    await startLayout(page, idOf('Three Towers'));
    expect(await page.tiles()).toHaveLength(24);
    await winByHints(page);
    await page.press('Escape');
    await page.waitFor(() => !document.querySelector('[data-dialog]'), null, { message: 'no dialog' });

    // 176 tiles: a second set's tiles drawn, kinds of eight, dealt by the worker and hinted.
    await startLayout(page, idOf('Wide Hall'));
    expect(await page.tiles()).toHaveLength(176);
    await playHintedPair(page);
    expect(page.problems()).toEqual(NO_PROBLEMS);
  });
});
