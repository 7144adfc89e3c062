/**
 * Smoke test of the README's run commands, for CI: `npm run dev` (or `npm run dev:firefox`)
 * starts, finishes its first build and writes the dev manifest; for Chromium the dev build is
 * then loaded in headless Chromium, with the dev server still running, until the new tab shows a
 * board ready to play. Then the dev server is stopped.
 *
 *   tsx scripts/devSmoke.ts chrome|firefox
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, launchExtensionContext, unpackedExtensionId } from '../tests/e2e/harness/chromium.ts';
import { REPO_ROOT } from '../tests/e2e/harness/paths.ts';

const BUILD_TIMEOUT_MS = 180_000;
const BOARD_TIMEOUT_MS = 60_000;

type Target = 'chrome' | 'firefox';
const target = process.argv[2] as Target;
if (target !== 'chrome' && target !== 'firefox') {
  console.error('usage: tsx scripts/devSmoke.ts chrome|firefox');
  process.exit(2);
}
const script = target === 'chrome' ? 'dev' : 'dev:firefox';
const outDir = join(REPO_ROOT, '.output', target === 'chrome' ? 'chrome-mv3-dev' : 'firefox-mv2-dev');

// eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
const plain = (text: string) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`dev manifest: ${what}`);
}

function checkManifest(): void {
  const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  const overrides = manifest.chrome_url_overrides as { newtab?: string } | undefined;
  const action = (manifest.action ?? manifest.browser_action) as { default_popup?: string } | undefined;
  check(manifest.manifest_version === (target === 'chrome' ? 3 : 2), `manifest_version is ${String(manifest.manifest_version)}`);
  check(Array.isArray(manifest.permissions) && manifest.permissions.includes('storage'), 'no storage permission');
  check(overrides?.newtab === 'newtab.html', 'the new tab is not overridden by newtab.html');
  check(action?.default_popup === 'popup.html', 'no popup.html in the toolbar action');
  for (const page of ['newtab.html', 'popup.html']) check(existsSync(join(outDir, page)), `${page} is missing`);
}

/** The dev build's new tab, loaded while the dev server serves its modules, shows a board ready to play. */
async function checkBoardInChromium(): Promise<number> {
  const dir = realpathSync(outDir);
  const profile = mkdtempSync(join(tmpdir(), 'mahjong-dev-smoke-'));
  const context = await launchExtensionContext(findChromium(), dir, profile);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`chrome-extension://${unpackedExtensionId(dir)}/newtab.html`);
    await page.waitForSelector('[data-board][data-ready] [data-tile]', { timeout: BOARD_TIMEOUT_MS });
    if (errors.length > 0) throw new Error(`the dev new tab threw: ${errors.join('; ')}`);
    return await page.locator('[data-board] [data-tile]').count();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const env = { ...process.env };
  // No display: the dev command builds and watches without trying to open a browser window.
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  const started = Date.now();
  const child = spawn('npm', ['run', script], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) => child.on('exit', (code) => ((exited = code), resolve())));
  const built = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no build within ${BUILD_TIMEOUT_MS / 1000} s`)), BUILD_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += plain(chunk.toString());
      if (/ERROR|INVALID_OPTION|Build failed/i.test(output)) return void (clearTimeout(timer), reject(new Error('the build failed')));
      if (/Built extension in/.test(output)) return void (clearTimeout(timer), resolve());
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exit.then(() => (clearTimeout(timer), reject(new Error(`npm run ${script} exited (${String(exited)}) before its first build`))));
  });
  try {
    await built;
    console.log(`npm run ${script}: first build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    checkManifest();
    console.log(`npm run ${script}: ${join(outDir.slice(REPO_ROOT.length), 'manifest.json')} checked`);
    if (target === 'chrome') console.log(`npm run ${script}: the dev new tab shows ${await checkBoardInChromium()} tiles, ready to play`);
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    if (exited === undefined && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
      if (!stopped) process.kill(-child.pid, 'SIGKILL');
    }
  }
  console.log(`npm run ${script}: stopped`);
}

main().catch((error: unknown) => {
  console.error(`dev smoke test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
