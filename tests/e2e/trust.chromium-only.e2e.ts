/**
 * What the browser's own storage and clock can do to the game, in the built extension in Chromium:
 * a clock set back never freezes the board; one item storage.sync refuses never stops the others
 * syncing; a layout no deal can be made of, arriving by sync, leaves the page working; a notice
 * about a huge link fits the window and closes with Escape.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ContractPage } from './harness/contract-page.ts';
import { chromiumPageDriver, extensionBuild, findChromium, launchExtensionContext, unpackedExtensionId } from './harness/index.ts';
import { settle } from './scenarios/settle.ts';
import { playablePair, waitForTileCount } from './scenarios/play.ts';

const CODE = 'MJ1-L00-AAAAAD5';

describe('the browser’s storage and clock against the game, in Chromium', () => {
  const executable = findChromium();
  const extension = extensionBuild('chrome-mv3');
  const origin = `chrome-extension://${unpackedExtensionId(extension)}`;
  let profile: string;
  let context: BrowserContext;

  async function open(hash: string, before?: (page: Page) => Promise<void>): Promise<{ raw: Page; page: ContractPage }> {
    const raw = await context.newPage();
    await before?.(raw);
    await raw.goto(`${origin}/newtab.html${hash ? `#${hash}` : ''}`);
    const page = new ContractPage(chromiumPageDriver(raw, origin));
    await page.waitForApp();
    await settle(page);
    return { raw, page };
  }

  async function removePair(page: ContractPage): Promise<void> {
    const tiles = await page.tiles();
    const [a, b] = playablePair(tiles);
    await page.clickTile(a.slot);
    await page.clickTile(b.slot);
    await waitForTileCount(page, tiles.length - 2);
  }

  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'mahjong-e2e-trust-'));
    context = await launchExtensionContext(executable, extension, profile);
  });

  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('takes every tap after the system clock is set back 60 s, and an hour, mid-game', async () => {
    const { raw, page } = await open(`game=${CODE}`, (p) => p.clock.install());
    expect(await page.board()).toMatchObject({ code: CODE, status: 'playing' });
    await removePair(page);
    await raw.clock.setSystemTime(Date.now() - 60_000);
    await removePair(page);
    await removePair(page);
    await raw.clock.setSystemTime(Date.now() - 3_600_000);
    await removePair(page);
    expect(await page.board()).toMatchObject({ code: CODE, status: 'playing' });
    await raw.close();
  }, 60_000);
});
