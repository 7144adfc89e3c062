import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

/** Where the figures were measured: saved beside them, so a diff between commits shows a change of machine. */
export interface MachineInfo {
  date: string;
  commit: string;
  node: string;
  cpu: string;
  cores: number;
  memoryGB: number;
  chromium: string;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function machineInfo(chromium: string): MachineInfo {
  const cpuList = cpus();
  return {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpu: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGB: Math.round(totalmem() / 1024 ** 3),
    chromium,
  };
}
