import { expect } from 'vitest';
import type { ExtensionPage, TileInfo } from '../harness/index.ts';

/** The rules' matching, on Digits labels: any two flowers, any two seasons, else the same face. */
export function facesMatch(a: string, b: string): boolean {
  const family = (face: string) => (/^F[1-4]$/.test(face) ? 'flower' : /^S[1-4]$/.test(face) ? 'season' : face);
  return family(a) === family(b);
}

export function playablePair(tiles: readonly TileInfo[]): [TileInfo, TileInfo] {
  const free = tiles.filter((tile) => tile.free);
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      if (facesMatch(free[i].face, free[j].face)) return [free[i], free[j]];
    }
  }
  throw new Error('no playable pair on the board');
}

export function slots(tiles: readonly TileInfo[]): number[] {
  return tiles.map((tile) => tile.slot).sort((a, b) => a - b);
}

export async function waitForTileCount(page: ExtensionPage, count: number): Promise<void> {
  await page.waitFor((n) => document.querySelectorAll('[data-board] [data-tile]').length === n, count, {
    message: `${count} tiles on the board`,
  });
}

/** The tiles a hint outlines, and how many tiles the board has: one read, not the whole board's 144. */
function hintedTiles(): { hinted: Pick<TileInfo, 'slot' | 'face' | 'free'>[]; count: number } {
  const tiles = Array.from(document.querySelectorAll('[data-board] [data-tile]'));
  const hinted = tiles
    .filter((el) => el.getAttribute('data-hinted') === 'true')
    .map((el) => ({ slot: Number(el.getAttribute('data-tile')), face: el.getAttribute('data-face') ?? '', free: el.getAttribute('data-free') === 'true' }));
  return { hinted, count: tiles.length };
}

/** Asks for a hint and removes the pair it outlines; returns the two slots. */
export async function playHintedPair(page: ExtensionPage): Promise<[number, number]> {
  await page.clickAction('hint');
  await page.waitFor(() => document.querySelectorAll('[data-tile][data-hinted="true"]').length === 2, null, {
    message: 'a hint to outline two tiles',
  });
  const { hinted, count: before } = await page.evaluate(hintedTiles, null);
  expect(hinted).toHaveLength(2);
  expect(hinted.every((tile) => tile.free)).toBe(true);
  expect(facesMatch(hinted[0].face, hinted[1].face)).toBe(true);
  await page.clickTile(hinted[0].slot);
  await page.clickTile(hinted[1].slot);
  await waitForTileCount(page, before - 2);
  await finishOfferSeen(page);
  return [hinted[0].slot, hinted[1].slot];
}

/** One hinted pair as the page showed and took it (hintedPairsInPage). */
interface HintedStep {
  hinted: Pick<TileInfo, 'slot' | 'face' | 'free'>[];
  before: number;
  after: number;
}

/**
 * Runs in the page: `pairs` times, asks for a hint, clicks the two tiles it outlines and waits
 * until they are gone (and, once every tile left is free, for the Finish for me offer), as
 * playHintedPair does, with the buttons' and tiles' own click() rather than the pointer: no round
 * trip to the test per step. What each hint outlined comes back, to be checked by the test.
 */
async function hintedPairsInPage(pairs: number): Promise<HintedStep[] | string> {
  const tiles = () => Array.from(document.querySelectorAll<HTMLElement>('[data-board] [data-tile]'));
  const until = async (ok: () => boolean, what: string): Promise<string | null> => {
    const deadline = performance.now() + 10_000;
    while (!ok()) {
      if (performance.now() > deadline) return `waited 10 s for ${what}`;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return null;
  };
  const steps: HintedStep[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const hint = document.querySelector<HTMLElement>('[data-action="hint"]');
    if (!hint) return `no hint button at pair ${pair + 1}`;
    hint.click();
    const outlined = () => tiles().filter((el) => el.getAttribute('data-hinted') === 'true');
    const late = await until(() => outlined().length === 2, `a hint to outline two tiles at pair ${pair + 1}`);
    if (late) return late;
    const hinted = outlined().map((el) => ({ slot: Number(el.dataset.tile), face: el.dataset.face ?? '', free: el.dataset.free === 'true' }));
    const before = tiles().length;
    for (const { slot } of hinted) document.querySelector<HTMLElement>(`[data-board] [data-tile="${slot}"]`)?.click();
    const gone = await until(() => tiles().length <= before - 2, `hinted pair ${pair + 1} removed`);
    if (gone) return gone;
    steps.push({ hinted, before, after: tiles().length });
    const left = tiles();
    if (left.length > 0 && left.every((el) => el.dataset.free === 'true')) {
      const offer = await until(() => document.querySelector('[data-banner="finish"]') !== null, 'the Finish for me offer');
      if (offer) return offer;
    }
  }
  return steps;
}

/**
 * Wins the game on the page by following hints until the board is empty: the first pairs with
 * the pointer (playHintedPair), the rest in the page (hintedPairsInPage), each hint checked alike:
 * two free tiles that match, both removed.
 */
export async function winByHints(page: ExtensionPage): Promise<void> {
  const POINTER_PAIRS = 2;
  const pairs = (await page.tiles()).length / 2;
  for (let pair = 0; pair < Math.min(POINTER_PAIRS, pairs); pair++) await playHintedPair(page);
  const steps = await page.evaluate(hintedPairsInPage, pairs - POINTER_PAIRS);
  if (typeof steps === 'string') throw new Error(`${page.browserName}: following hints: ${steps}`);
  expect(steps).toHaveLength(Math.max(0, pairs - POINTER_PAIRS));
  for (const { hinted, before, after } of steps) {
    expect(hinted).toHaveLength(2);
    expect(hinted.every((tile) => tile.free)).toBe(true);
    expect(facesMatch(hinted[0].face, hinted[1].face)).toBe(true);
    expect(after).toBe(before - 2);
  }
  await seeTheWin(page);
}

/**
 * Once every tile left is free the page offers "Finish for me" in a bar at the board's foot (in
 * room kept for it: no tile moves): a player sees it come before the next tap; so does a test.
 */
export async function finishOfferSeen(page: ExtensionPage): Promise<void> {
  const allFree = await page.evaluate(() => {
    const tiles = Array.from(document.querySelectorAll('[data-board] [data-tile]'));
    return tiles.length > 0 && tiles.every((tile) => tile.getAttribute('data-free') === 'true');
  }, null);
  if (allFree) await page.waitFor(() => document.querySelector('[data-banner="finish"]') !== null, null, { message: 'the Finish for me offer' });
}

export async function seeTheWin(page: ExtensionPage): Promise<void> {
  await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'won', null, {
    message: 'the board to say won',
  });
  // The win dialog follows a frame after the last pair: wait for it, so that what comes next
  // (closing it, opening another view) does not race it.
  await page.waitFor(() => document.querySelector('[data-dialog="won"]') !== null, null, { message: 'the win dialog' });
  await wonDialogComplete(page);
}

/**
 * Waits until the win dialog's choices are where they stay: it opens complete (its parts and the
 * win's place in it: tests/component/shell/won.test.ts), and rises into place as it opens.
 */
export async function wonDialogComplete(page: ExtensionPage): Promise<void> {
  await page.evaluate(async () => {
    // The same box two frames running; not every animation's end: the celebration over the dialog plays on.
    const box = () => JSON.stringify(document.querySelector('[data-dialog="won"] [data-action="next-deal"]')?.getBoundingClientRect() ?? null);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const until = performance.now() + 3_000;
    let last = box();
    for (let same = 0; same < 2 && performance.now() < until; ) {
      await frame();
      const now = box();
      same = now === last ? same + 1 : 0;
      last = now;
    }
  }, null);
}
