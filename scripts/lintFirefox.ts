/**
 * `web-ext lint` on the Firefox build: fails on any error, and on any warning
 * or notice that the allow-list below does not name with its reason.
 *
 * Run: npm run lint:firefox (after npm run build:firefox)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface LintMessage { code: string; message: string; file?: string; line?: number; column?: number }
interface LintReport { summary: { errors: number; warnings: number; notices: number }; errors: LintMessage[]; warnings: LintMessage[]; notices: LintMessage[] }

interface Allowed {
  code: string;
  /** The file, as web-ext names it relative to the build. */
  file: RegExp;
  /** Text that must stand just before the flagged column, so only that one spot is allowed. */
  before: string;
  reason: string;
}

const ALLOWED: readonly Allowed[] = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    // Vue's runtime lands in a shared chunk whose hashed name follows its first module.
    file: /^chunks\/[\w.-]+\.js$/,
    before: 'insertStaticContent(',
    reason:
      "Vue's own runtime (runtime-dom insertStaticContent) sets innerHTML from compiled " +
      'template strings, never from user data; our components use no v-html.',
  },
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    file: /^early-start\.js$/,
    before: 'meta[name="mahjong:entry"]',
    reason:
      "The head script imports the page's own entry module, whose packaged path the build writes " +
      'into the same page (<meta name="mahjong:entry">, wxt.config.ts); nothing else is ever imported.',
  },
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    file: /^early-start\.js$/,
    before: 'documentElement.dir=',
    reason:
      "The head script draws the page's kept first frame: the HTML of the page's own #app as Vue " +
      "rendered it (text escaped), kept in the extension origin's localStorage by app/firstFrame.ts, " +
      'which only the extension\'s pages can write; the extension CSP runs no inline script or handler.',
  },
];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD = join(ROOT, '.output', 'firefox-mv2');
// How far before the flagged column the allow-list's `before` text may start.
const CONTEXT_CHARS = 400;

function sourceBefore(message: LintMessage): string {
  if (!message.file || !message.line || message.column === undefined) return '';
  const path = join(BUILD, message.file);
  if (!existsSync(path)) return '';
  const line = readFileSync(path, 'utf8').split('\n')[message.line - 1] ?? '';
  return line.slice(Math.max(0, message.column - CONTEXT_CHARS), message.column + 1);
}

function allowance(message: LintMessage): Allowed | undefined {
  return ALLOWED.find(
    (allowed) =>
      allowed.code === message.code &&
      allowed.file.test(message.file ?? '') &&
      sourceBefore(message).includes(allowed.before),
  );
}

function describe(message: LintMessage): string {
  const where = message.file ? ` (${message.file}${message.line ? `:${message.line}:${message.column ?? 0}` : ''})` : '';
  return `${message.code}: ${message.message}${where}`;
}

if (!existsSync(join(BUILD, 'manifest.json'))) {
  console.error('No Firefox build in .output/firefox-mv2: run `npm run build:firefox` first.');
  process.exit(1);
}

const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'web-ext'), ['lint', '--source-dir', BUILD, '--output', 'json', '--no-input'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report: LintReport;
try {
  report = JSON.parse(run.stdout) as LintReport;
} catch {
  console.error(`web-ext lint gave no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

const problems = [...report.errors, ...report.warnings, ...report.notices];
const refused = problems.filter((message) => !allowance(message));
for (const message of problems) {
  const allowed = allowance(message);
  console.log(`${allowed ? 'allowed' : 'REFUSED'} ${describe(message)}${allowed ? `\n  because ${allowed.reason}` : ''}`);
}
console.log(
  `web-ext lint: ${report.summary.errors} errors, ${report.summary.warnings} warnings, ` +
    `${report.summary.notices} notices; ${refused.length} not allowed.`,
);
process.exit(refused.length === 0 ? 0 : 1);
