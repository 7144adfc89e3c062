import { existsSync, realpathSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export type BuildTarget = 'chrome-mv3' | 'firefox-mv2';

/**
 * The absolute, symlink-free folder of a build. Uses the build `npm run build`
 * left behind; builds it only when it is missing, so a stale build is the
 * caller's to refresh (`npm test` always builds first).
 */
export function extensionBuild(target: BuildTarget): string {
  const dir = join(REPO_ROOT, '.output', target);
  if (!existsSync(join(dir, 'manifest.json'))) {
    const args = target === 'firefox-mv2' ? ['wxt', 'build', '-b', 'firefox'] : ['wxt', 'build'];
    const result = spawnSync('npx', args, { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0 || !existsSync(join(dir, 'manifest.json'))) {
      throw new Error(`Building .output/${target} failed (npx ${args.join(' ')}).`);
    }
  }
  return realpathSync(dir);
}

/** The first executable found: the env variable when set, else the usual install paths. */
export function findBrowser(envVar: string, candidates: readonly string[], fix: string): string {
  const fromEnv = process.env[envVar];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`${envVar}=${fromEnv} does not exist. ${fix}`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`No browser found at ${candidates.join(', ')}. ${fix}`);
  return found;
}
