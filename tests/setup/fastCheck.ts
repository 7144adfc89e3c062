/**
 * One fast-check seed for every property: a fixed one, so that every run (CI's and a developer's)
 * draws the same cases and a failure replays; FC_SEED=<number> replays another, and FC_SEED=random
 * draws a new one, printed (a longer search than CI's: run it as often as wanted). fast-check
 * prints the seed and path of any failure.
 */
import fc from 'fast-check';

const FIXED_SEED = 20_261_205;

function seedFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return FIXED_SEED;
  if (value === 'random') {
    const seed = Date.now() % 2 ** 31;
    console.info(`fast-check seed ${seed} (replay with FC_SEED=${seed})`);
    return seed;
  }
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", not ${value}`);
  return seed;
}

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: seedFromEnv(process.env.FC_SEED) });
