/**
 * A race against a friend's challenge, as the player sees it: the rival's ghost beside the stopwatch
 * and their pair of the moment flashing on the board, at 1366 × 768:
 * docs/screenshots/race/ghost-<width>.png (256 colours).
 *
 *   npm run build && npx tsx scripts/raceShots.ts [outDir]
 */
import { join, resolve } from 'node:path';
import { encodeChallenge } from '../core/challenge/index.ts';
import { newGameFromCode } from '../core/newGame.ts';
import { choose, ready, save, withExtension } from './shotSteps.ts';

const CODE = 'MJ1-L00-AAAAABL';
const outDir = join(resolve(process.argv[2] ?? 'docs/screenshots'), 'race');

function challenge(): string {
  const made = newGameFromCode(CODE);
  if (!made.ok) throw new Error('no deal');
  const times = made.value.plan.map((_, i) => (i + 1) * 2_400);
  const text = encodeChallenge({ code: CODE, ms: times[times.length - 1], hints: 0, name: 'Ada', line: made.value.plan, times }, made.value.start);
  if (!text.ok) throw new Error('not encoded');
  return `I cleared Turtle in 2:52 with no hints. Can you beat it? ${text.value}`;
}

async function main(): Promise<void> {
  const text = challenge();
  const plan = newGameFromCode(CODE);
  if (!plan.ok) throw new Error('no deal');
  await withExtension('mahjong-race-shots-', outDir, async (context, origin) => {
    for (const [width, height] of [[1366, 768]] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${origin}/newtab.html`);
      await ready(page);
      await choose(page, ['language:en', 'theme:light', 'ghostPairs']);
      if ((await page.locator('[data-action="code-menu"]:visible').count()) > 0) await page.click('[data-action="code-menu"]');
      await page.click('[data-action="enter-code"]:visible');
      await page.fill('[data-input="code"]', text);
      await page.click('[data-action="start-code"]');
      await page.waitForSelector('[data-ghost]');
      // The first tap starts both clocks; a tile stays chosen while the rival takes pairs.
      const [a] = plan.value.plan[plan.value.plan.length - 1];
      await page.click(`[data-tile][data-free="true"]:not([data-tile="${a}"])`);
      await page.waitForSelector('[data-tile][data-ghost-pair]', { state: 'attached', timeout: 20_000 });
      await page.mouse.move(0, 0);
      await save(page, outDir, `ghost-${width}`);
      await page.close();
    }
    console.log(`race screenshots written to ${outDir}`);
  });
}

await main();
