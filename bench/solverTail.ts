/**
 * The solver's tail in work units, for tuning it:
 *   npx tsx bench/solverTail.ts [--shuffles 10000] [--mid 1000] [--seeds 1,2,3] [--tuning '{"proofAfter":4096}']
 * Solves fair Turtle shuffles 1..N and the bench's mid-game positions once per
 * solver seed (tie-breaks and play-throughs), with the knobs of
 * core/solver/schedule.ts overridden by --tuning, and prints what `npm run
 * bench` does not: work units (they do not depend on the machine) per seed and
 * their spread over the seeds. A change is a gain only beyond that spread: the
 * p99 of 1,000 positions is their 10th slowest, and it moves by a third or
 * more from one seed to the next.
 */
import type { Tuning } from '../core/solver/index.ts';
import { benchSolverDeals, benchSolverMidGame, type SolveRun, type SolverFigures } from './core.ts';

interface Args {
  shuffles: number;
  mid: number;
  seeds: number[];
  tuning: Partial<Tuning> | undefined;
}

function parseArgs(argv: readonly string[]): Args {
  const value = (flag: string): string | undefined => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const count = (flag: string, fallback: number): number => {
    const n = Number(value(flag) ?? fallback);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} wants a whole number, not ${value(flag)}`);
    return n;
  };
  const seeds = (value('--seeds') ?? '1').split(',').map(Number);
  if (seeds.some((s) => !Number.isInteger(s))) throw new Error(`--seeds wants whole numbers, as 1,2,3`);
  const tuning = value('--tuning');
  return { shuffles: count('--shuffles', 2000), mid: count('--mid', 1000), seeds, tuning: tuning === undefined ? undefined : (JSON.parse(tuning) as Partial<Tuning>) };
}

/** One line per seed: verdicts, work units at each percentile, and the positions that took the most. */
function line(seed: number, f: SolverFigures): string {
  const w = f.work;
  const tail = f.heaviest.map((s) => `${s.id}:${s.work}${s.verdict === 'undecided' ? '?' : s.verdict === 'unwinnable' ? '✘' : ''}`).join(' ');
  return `  seed ${String(seed).padStart(3)}  undecided ${f.undecided}  work median ${w.median}  p90 ${w.p90}  p99 ${w.p99}  max ${w.max}  (${f.usPerWork.toFixed(1)} µs a unit)\n    most work: ${tail}`;
}

function report(title: string, runs: { seed: number; figures: SolverFigures }[]): void {
  if (runs.length === 0 || runs[0].figures.positions === 0) return;
  const f0 = runs[0].figures;
  console.log(`${title}: ${f0.positions} positions, budget ${f0.budget} work units`);
  for (const { seed, figures } of runs) console.log(line(seed, figures));
  if (runs.length > 1) {
    const p99s = runs.map((r) => r.figures.work.p99);
    const undecided = runs.map((r) => r.figures.undecided);
    console.log(`  over ${runs.length} seeds: p99 ${Math.min(...p99s)}–${Math.max(...p99s)} work units; undecided ${Math.min(...undecided)}–${Math.max(...undecided)}`);
  }
}

const args = parseArgs(process.argv.slice(2));
if (args.tuning) console.log(`tuning: ${JSON.stringify(args.tuning)}`);
const run = (seed: number): SolveRun => ({ seed, tuning: args.tuning });
if (args.shuffles > 0) report('fair Turtle shuffles', args.seeds.map((seed) => ({ seed, figures: benchSolverDeals(args.shuffles, undefined, run(seed)) })));
if (args.mid > 0) report('mid-game positions', args.seeds.map((seed) => ({ seed, figures: benchSolverMidGame(args.mid, undefined, run(seed)) })));
console.log('(most work: position:work units; ✘ proven unwinnable, ? undecided)');
