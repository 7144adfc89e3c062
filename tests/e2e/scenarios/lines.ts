/**
 * Lines of play worked out in Node with core/, so a test reaches a late state
 * of a known deal (stuck, one pair from the win) without searching in the page,
 * and plays them into a page through storage, as another tab would.
 */
import { playPair, type Game } from '../../../core/game.ts';
import { newGameFromCode } from '../../../core/newGame.ts';
import { playablePairs } from '../../../core/position.ts';
import type { ExtensionPage } from '../harness/index.ts';
import { finishOfferSeen, seeTheWin } from './play.ts';

type Pair = [number, number];

function startOf(code: string): Game {
  const start = newGameFromCode(code);
  if (!start.ok) throw new Error(`${code} is not a game code: ${start.error.message}`);
  return start.value;
}

/** The pairs that win the deal: its own plan (every deal is dealt winnable). */
export function winningLine(code: string): Pair[] {
  return startOf(code).plan.map(([a, b]) => [a, b]);
}

/**
 * The shortest of a few blind lines of playable pairs that leave tiles and no
 * pair to play: the way to "No more moves". Deterministic for a code.
 */
export function stuckLine(code: string): Pair[] {
  const start = startOf(code);
  let best: Pair[] | null = null;
  for (let variant = 0; variant < 12; variant++) {
    let game = start;
    for (;;) {
      const pairs = playablePairs(game.position);
      if (pairs.length === 0) break;
      const [a, b] = pairs[(game.moves.length * 5 + variant * 3) % pairs.length];
      const next = playPair(game, a, b);
      if (!next.ok) throw new Error('a playable pair was refused');
      game = next.value;
    }
    const moves = game.moves.map(([a, b]): Pair => [a, b]);
    if (moves.length < 72 && (!best || moves.length < best.length)) best = moves;
  }
  if (!best) throw new Error(`every line tried wins ${code}`);
  return best;
}

const tileCount = () => document.querySelectorAll('[data-board] [data-tile]').length;

/**
 * The stored copy of the game the page shows. The page writes a new game a
 * moment after showing it, so until then storage still holds the game before
 * (or nothing): wait for the page's own copy, so a test writes over that one.
 */
export async function storedGameShown(page: ExtensionPage): Promise<unknown> {
  const { code } = await page.board();
  const deadline = Date.now() + 10_000;
  let stored = await page.storageGet('local', 'game');
  while ((stored as { game?: { code?: unknown } } | undefined)?.game?.code !== code) {
    if (Date.now() > deadline) throw new Error(`the page did not store its game ${code}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = await page.storageGet('local', 'game');
  }
  return stored;
}

/**
 * Plays `line` (pairs from the deal's start) on the page's current game, which must be that
 * line's deal, as it stands (pairs already played there are replaced by the line): all but the
 * last pair arrive as a copy of the game written to storage by "another tab" (the page adopts the
 * newer copy, with the hints it counted), and the last pair is clicked, so the page itself sees
 * the game end as a player's would.
 */
export async function playLine(page: ExtensionPage, line: readonly Pair[]): Promise<void> {
  const stored = await storedGameShown(page);
  const game = (stored as { game?: Record<string, unknown> } | undefined)?.game;
  if (!game || !Array.isArray(game.moves) || typeof game.rev !== 'number') {
    throw new Error(`the stored game is not { v, game: { moves, rev, … } } any more: ${JSON.stringify(stored)?.slice(0, 200)}`);
  }
  const dealt = (await page.evaluate(tileCount, null)) + 2 * game.moves.length;
  const ahead = line.slice(0, -1);
  await page.storageSet('local', 'game', {
    ...(stored as object),
    // The other tab was playing: its copy runs, whatever the page's last copy in storage said (a
    // copy it wrote while a dialog held the clock may not have been replaced yet by the running one).
    game: { ...game, moves: ahead, rev: game.rev + 1, writer: 'e2eothertab', playedAt: Date.now(), runningSince: game.runningSince ?? Date.now() },
  });
  await page.waitFor((n) => document.querySelectorAll('[data-board] [data-tile]').length === n, dealt - 2 * ahead.length, {
    message: `the page to adopt the stored game ${ahead.length} pairs on`,
  });
  await finishOfferSeen(page);
  const [a, b] = line[line.length - 1];
  await page.clickTile(a);
  await page.clickTile(b);
  await page.waitFor((n) => document.querySelectorAll('[data-board] [data-tile]').length === n, dealt - 2 * line.length, {
    message: 'the last pair of the line removed',
  });
}

/**
 * Wins the deal of a built-in layout on the page, as a test of what follows a win needs it: its winning
 * plan arrives from "another tab" but for the last pair, which is clicked, so the page sees the
 * game end as a player's would (far fewer round trips to the browser than a whole game clicked).
 */
export async function winByLine(page: ExtensionPage): Promise<void> {
  const { code } = await page.board();
  await playLine(page, winningLine(code));
  await seeTheWin(page);
}

/**
 * The winning plan of the deal the page shows, as the page keeps it in storage.local (`deal`:
 * slots in base 36, two digits each, four to a pair). A deal of a layout the player brought or
 * drew is known only to the page, so its plan is read there rather than worked out in Node.
 */
export async function storedPlan(page: ExtensionPage): Promise<Pair[]> {
  await storedGameShown(page);
  const { code } = await page.board();
  const deal = (await page.storageGet('local', 'deal')) as { code?: unknown; plan?: unknown } | undefined;
  if (deal?.code !== code || typeof deal.plan !== 'string' || deal.plan.length % 4 !== 0) {
    throw new Error(`the stored deal is not { code: ${code}, plan: "…" } any more: ${JSON.stringify(deal)?.slice(0, 200)}`);
  }
  const pairs: Pair[] = [];
  for (let i = 0; i < deal.plan.length; i += 4) pairs.push([parseInt(deal.plan.slice(i, i + 2), 36), parseInt(deal.plan.slice(i + 2, i + 4), 36)]);
  return pairs;
}

/**
 * Wins the deal the page shows, whatever its layout, by the plan the page stored: as `winByLine`
 * (all but the last pair from "another tab", the last clicked), for deals core cannot deal alone.
 */
export async function winByStoredPlan(page: ExtensionPage): Promise<void> {
  const plan = await storedPlan(page);
  // Pairs just played on the page (a hint followed) reach storage a moment after the board shows
  // them: playLine counts the deal's tiles from the stored moves, and writes over that copy.
  const played = (2 * plan.length - (await page.evaluate(tileCount, null))) / 2;
  const deadline = Date.now() + 10_000;
  const storedMoves = async () => ((await page.storageGet('local', 'game')) as { game?: { moves?: unknown[] } } | undefined)?.game?.moves?.length;
  while ((await storedMoves()) !== played) {
    if (Date.now() > deadline) throw new Error(`the page did not store the ${played} pairs it shows played`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await playLine(page, plan);
  await seeTheWin(page);
}
