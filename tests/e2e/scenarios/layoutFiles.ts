/** Layout files of ours for the e2e tests, and choosing them in the import dialog's file input. */
import { expect } from 'vitest';
import type { ExtensionBrowser, ExtensionPage } from '../harness/index.ts';
import type { Slot } from '../../../core/layout.ts';
import { encodeShape } from '../../../core/layoutFiles/index.ts';
import { block, kmahjonggGrid } from '../../unit/support/layoutFiles.ts';
import { settle } from './settle.ts';

/** A 12 × 11 floor with a 4 × 3 storey on it. */
export const HILL: readonly Slot[] = [...block(12, 11), ...block(4, 3, 8, 6, 1)];

/** A KMahjongg v1.1 file of these slots on a 24 × 22 × 2 grid. */
export const layoutFile = (slots: readonly Slot[], name: string): string =>
  ['kmahjongg-layout-v1.1', `# name: ${name}`, '# by: Ana', 'w24', 'h22', 'd2', ...kmahjonggGrid(slots, 24, 22, 2)].join('\r\n');

/** A share link's hash (without '#') for these slots and a deal of them. */
export const shareHash = (slots: readonly Slot[], name: string): string => new URLSearchParams({ layout: encodeShape(slots), name }).toString();

/** Chooses files in the import dialog's file input, as the browser's file picker would give them. */
export async function chooseFiles(page: ExtensionPage, files: { name: string; text: string }[]): Promise<void> {
  await page.waitFor(() => document.querySelector('input[type="file"][data-input="layout-file"]') !== null, null, { message: 'the file input' });
  await page.evaluate((list) => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"][data-input="layout-file"]')!;
    const transfer = new DataTransfer();
    for (const { name, text } of list) transfer.items.add(new File([text], name, { type: 'text/plain' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, files);
}

/**
 * Opens a layout's share link in `browser` (a fresh profile: another player): the layout named
 * `name` is offered with its picture, added, and the link's deal dealt, with no problem on the way.
 */
export async function addSharedLayout(browser: ExtensionBrowser, url: string, name: string): Promise<void> {
  const hash = url.slice(url.indexOf('#') + 1);
  const other = await browser.openNewTab(hash);
  await other.waitFor(() => document.querySelector('[data-dialog="shared-layout"] [data-shared-name]') !== null, null, { message: 'the shared layout shown' });
  expect(await other.text('[data-shared-name]')).toBe(name);
  expect(await other.has('[data-dialog="shared-layout"] svg[role="img"]')).toBe(true);
  await other.clickAction('add-shared');
  await other.waitFor((c) => document.querySelector(`[data-board][data-ready][data-code="${c}"]`) !== null, new URLSearchParams(hash).get('game'), {
    message: 'the shared deal on the board',
    timeoutMs: 60_000,
  });
  await settle(other);
  expect(await other.tiles()).toHaveLength(144);
  expect(other.problems()).toEqual({ consoleErrors: [], foreignRequests: [] });
}
