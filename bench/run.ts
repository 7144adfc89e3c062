/**
 * `npm run bench [-- --quick] [-- --out FILE]`: builds the Chromium extension once,
 * runs every benchmark, prints one table with each figure beside its budget and
 * saves the same figures with the machine they were measured on.
 * Budgets never change the exit code: only a benchmark that breaks does.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LAYOUTS } from '../core/layouts/index.ts';
import { TURTLE } from '../core/layouts/turtle.ts';
import { extensionBuild, REPO_ROOT } from '../tests/e2e/harness/index.ts';
import { benchBrowser } from './browser.ts';
import { benchFirefox } from './firefox.ts';
import { bundleFigures, bundleSizes } from './bundleFigures.ts';
import { benchDeals, benchOrderingFloor, benchSolverDeals, benchSolverMidGame, benchSurveys, benchWinnableAlongGames } from './core.ts';
import { alongGameFigures, codeFigures, dealFigures, floorFigure, importedDealFigures, MID_GAME_LIMITS, replayFigure, solverFigures, surveyFigures } from './coreFigures.ts';
import { benchImportedDeals } from './importedLayouts.ts';
import { machineInfo } from './machine.ts';
import { benchReplay } from './replay.ts';
import { benchChallenge, challengeFigures } from './challenge.ts';
import { formatTable, type Figure } from './report.ts';
import { benchStorage } from './storage.ts';
import { storageFigures } from './storageFigures.ts';

const FULL = { loads: 20, pairs: Infinity, dealsPerLayout: 100, codes: 10_000, solverDeals: 10_000, midGame: 1000, floorDeals: 2000, replays: 5, surveyShuffles: 60 };
const QUICK = { loads: 1, pairs: 4, dealsPerLayout: 5, codes: 20, solverDeals: 20, midGame: 20, floorDeals: 20, replays: 1, surveyShuffles: 10 };

const RESULTS = fileURLToPath(new URL('results.json', import.meta.url));

interface Args {
  quick: boolean;
  out: string | null;
}

function parseArgs(argv: readonly string[]): Args {
  const quick = argv.includes('--quick');
  const at = argv.indexOf('--out');
  // A quick run is a smoke test: it leaves the committed full results alone unless told where to write.
  const out = at >= 0 ? (argv[at + 1] ?? null) : quick ? null : RESULTS;
  return { quick, out };
}

// Timer noise lives far below four significant digits; more would only clutter diffs.
function fourDigits(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(4)) : value;
}

const started = performance.now();
async function step<T>(label: string, run: () => T | Promise<T>): Promise<T> {
  const t = performance.now();
  process.stderr.write(`bench: ${label}…`);
  const value = await run();
  process.stderr.write(` ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  return value;
}

async function build(): Promise<string> {
  const result = await step('building the Chromium extension', () =>
    spawnSync('npx', ['wxt', 'build'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('the build failed (npx wxt build)');
  }
  return extensionBuild('chrome-mv3');
}

async function buildFirefox(): Promise<string> {
  const result = await step('building the Firefox extension', () =>
    spawnSync('npx', ['wxt', 'build', '-b', 'firefox'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('the Firefox build failed (npx wxt build -b firefox)');
  }
  return extensionBuild('firefox-mv2');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const n = args.quick ? QUICK : FULL;
  const outDir = await build();

  const bundles = await step('bundle sizes', () => bundleSizes(outDir));
  const browser = await step(`browser, ${n.loads} load${n.loads === 1 ? '' : 's'} of each page, ${Number.isFinite(n.pairs) ? n.pairs : 'all'} pairs`, () =>
    benchBrowser(outDir, { loads: n.loads, pairs: n.pairs }),
  );
  const firefoxDir = await buildFirefox();
  const firefox = await step(`Firefox, ${n.loads} load${n.loads === 1 ? '' : 's'} of each page`, () => benchFirefox(firefoxDir, n.loads));
  const deals = await step(`deal generation, ${n.dealsPerLayout} deals of each of ${LAYOUTS.length} layouts`, () =>
    LAYOUTS.map((layout) => benchDeals(layout, n.dealsPerLayout)),
  );
  const imported = await step(`dealing the hardest imported shapes, ${n.dealsPerLayout} deals each`, () => benchImportedDeals(n.dealsPerLayout));
  const codes = await step(`opening Turtle codes 1-${n.codes}`, () => benchDeals(TURTLE, n.codes));
  const replays = await step('replaying a full game per layout', () => LAYOUTS.map((layout) => benchReplay(layout, n.replays)));
  const challenges = await step('reading a challenge and replaying its line, per layout', () => LAYOUTS.map((layout) => benchChallenge(layout, n.replays)));
  const surveys = await step(`fairness survey of each layout, ${n.surveyShuffles} shuffles`, () => benchSurveys(LAYOUTS, { shuffles: n.surveyShuffles }));
  const solverDeals = await step(`solver on ${n.solverDeals} fair Turtle deals`, () => benchSolverDeals(n.solverDeals));
  const solverMidGame = await step(`solver on ${n.midGame} mid-game positions`, () => benchSolverMidGame(n.midGame));
  const alongGames = await step(`"can it still be won?" after each move of ${n.midGame} games`, () => benchWinnableAlongGames(n.midGame));
  const floor = await step(`the search's choices led by a winning plan, fair deals 1-${n.floorDeals}`, () => benchOrderingFloor(n.floorDeals));
  const storage = await step('an hour of fastest play against the sync writer, on a virtual clock', () => benchStorage());

  const figures: Figure[] = [
    ...browser.figures,
    ...firefox.figures,
    ...bundleFigures(bundles),
    ...dealFigures(deals),
    ...importedDealFigures(imported),
    ...codeFigures(codes),
    replayFigure(replays),
    ...challengeFigures(challenges),
    ...surveyFigures(surveys),
    ...solverFigures('fair Turtle deals', solverDeals, true),
    ...solverFigures('mid-game positions', solverMidGame, false, MID_GAME_LIMITS),
    ...alongGameFigures(alongGames),
    floorFigure(floor, solverDeals.usPerWork),
    ...storageFigures(storage),
  ];
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const machine = machineInfo(browser.chromiumVersion);

  console.log(formatTable(figures));
  const failed = figures.filter((f) => f.pass === false).length;
  console.log(`\n${args.quick ? 'quick' : 'full'} run in ${seconds} s on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, ${machine.chromium}; ${failed} over budget`);

  if (args.out) {
    const results = { mode: args.quick ? 'quick' : 'full', seconds, machine, figures, details: { taps: browser.taps, firefox: { version: firefox.firefoxVersion, marks: firefox.marks }, bundles, deals, imported, codes, replays, surveys, solverDeals, solverMidGame, alongGames, floor, storage } };
    writeFileSync(args.out, JSON.stringify(results, fourDigits, 2) + '\n');
    console.log(`saved ${args.out}`);
  }
}

await main();
