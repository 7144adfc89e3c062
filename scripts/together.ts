/**
 * `tsx scripts/together.ts A B …`: runs the npm scripts A, B, … at once, each on a core of its
 * own (ESLint and the type checker are one process each), shows each one's output whole once it
 * ends, in the order named, and fails if any of them failed.
 */
import { spawn } from 'node:child_process';

interface Ended {
  name: string;
  code: number;
  output: string;
}

function run(name: string): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const names = process.argv.slice(2);
if (names.length === 0) throw new Error('usage: tsx scripts/together.ts SCRIPT [SCRIPT …]');
const ended = await Promise.all(names.map(run));
for (const { name, code, output } of ended) {
  process.stdout.write(`\n> ${name}${code === 0 ? '' : ` (failed, exit ${code})`}\n${output}`);
}
process.exit(ended.every(({ code }) => code === 0) ? 0 : 1);
