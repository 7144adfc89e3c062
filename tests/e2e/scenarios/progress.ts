import type { ExtensionPage } from '../harness/index.ts';

/** The numbers of `[data-stats]` the cross-browser move must carry over. */
export interface Stats {
  played: number;
  won: number;
  hints: number;
}

/** A leaderboard row, as `[data-entry]` says it. */
export interface Entry {
  code: string;
  layout: string;
  seconds: number;
}

async function closeDialogs(page: ExtensionPage): Promise<void> {
  while (await page.has('[data-dialog]')) {
    await page.press('Escape');
    await page.waitFor(() => !document.querySelector('[data-dialog]'), null, { message: 'the dialog to close' });
  }
}

/** Opens the statistics, for every layout, and reads them. */
export async function readStats(page: ExtensionPage): Promise<Stats> {
  await closeDialogs(page);
  await page.clickAction('stats');
  // The statistics open on the layout being played; all layouts are one click away.
  await page.waitFor(() => document.querySelector('[data-action="all-layouts"]') !== null, null, { message: 'the statistics' });
  // The dialog rises into place as it opens; a click computed a moment before it settles
  // can land beside the button, so click again (as a player would) until the view shows.
  const allWon = '[data-stats][data-layout="all"] [data-stat="won"]';
  for (let attempt = 1; !(await page.has(allWon)); attempt++) {
    await page.clickAction('all-layouts');
    try {
      await page.waitFor((selector) => document.querySelector(selector) !== null, allWon, {
        message: 'the statistics for all layouts',
        timeoutMs: attempt < 3 ? 3_000 : 15_000,
      });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const value = async (name: string) => Number(await page.attribute(`[data-stats] [data-stat="${name}"]`, 'data-value'));
  return { played: await value('played'), won: await value('won'), hints: await value('hints') };
}

/** Opens the leaderboard and reads its rows, best first. */
export async function readLeaderboard(page: ExtensionPage): Promise<Entry[]> {
  await closeDialogs(page);
  await page.clickAction('leaderboard');
  await page.waitFor(() => document.querySelector('[data-leaderboard]') !== null, null, { message: 'the leaderboard' });
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('[data-leaderboard] [data-entry]')).map((row) => ({
        code: row.getAttribute('data-code') ?? '',
        layout: row.getAttribute('data-layout') ?? '',
        seconds: Number(row.getAttribute('data-seconds')),
      })),
    null,
  );
}

/** Opens the settings, where progress is exported and imported ("Your progress"). */
async function openProgressTransfer(page: ExtensionPage): Promise<void> {
  await closeDialogs(page);
  await page.clickAction('settings');
  await page.waitFor(() => document.querySelector('[data-dialog="settings"] [data-progress-transfer]') !== null, null, {
    message: 'the settings with export and import',
  });
}

/**
 * Clicks Export in the settings and returns the file the browser would save.
 * The page hands the download a blob URL; the file's text is read from that blob.
 */
export async function exportProgress(page: ExtensionPage): Promise<string> {
  await openProgressTransfer(page);
  await page.evaluate(() => {
    const host = window as unknown as { __e2eExports?: Blob[] };
    const exports: Blob[] = (host.__e2eExports = []);
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) exports.push(object);
      return create(object);
    };
  }, null);
  await page.clickAction('export-progress');
  return page.evaluate(async () => {
    const exports = (window as unknown as { __e2eExports?: Blob[] }).__e2eExports ?? [];
    if (exports.length !== 1) throw new Error(`expected one exported file, got ${exports.length}`);
    return exports[0].text();
  }, null);
}

/** Chooses `json` as the file to import in the settings and waits for the result. */
export async function importProgress(page: ExtensionPage, json: string): Promise<'done' | 'error'> {
  await openProgressTransfer(page);
  await page.evaluate((text) => {
    const input = document.querySelector<HTMLInputElement>('[data-input="import-progress"]');
    if (!input) throw new Error('no [data-input="import-progress"]');
    // What the file chooser does: set the input's files and fire change.
    const files = new DataTransfer();
    files.items.add(new File([text], 'mahjong-progress.json', { type: 'application/json' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, json);
  await page.waitFor(
    () => ['done', 'error'].includes(document.querySelector('[data-progress-transfer] [data-result]')?.getAttribute('data-result') ?? ''),
    null,
    { message: 'the import to finish' },
  );
  return (await page.attribute('[data-progress-transfer] [data-result]', 'data-result')) as 'done' | 'error';
}
