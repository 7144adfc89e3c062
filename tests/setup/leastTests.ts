/**
 * Each suite states the least number of tests a whole run of it must run: a glob that comes to
 * match nothing, a file that stops being collected or a committed `.only` (refused as well, by
 * allowOnly) would otherwise leave a green run that tested less. Runs narrowed on purpose (files
 * named, -t) are not held to it.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** The projects (by name) that ran fewer tests than they must, or that state no least number. */
export function shortProjects(ran: ReadonlyMap<string, number>, projects: readonly string[], least: Readonly<Record<string, number>>): string[] {
  return projects.flatMap((name) => {
    const must = least[name];
    const count = ran.get(name) ?? 0;
    if (must === undefined) return [`project "${name}" states no least number of tests`];
    return count < must ? [`project "${name}" ran ${count} tests, fewer than the ${must} it must`] : [];
  });
}

export class LeastTests implements Reporter {
  private vitest: Vitest | null = null;

  constructor(private readonly least: Readonly<Record<string, number>>) {}

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const vitest = this.vitest;
    if (!vitest) return;
    const narrowed = (vitest as unknown as { filenamePattern?: string[] }).filenamePattern?.length || vitest.config.testNamePattern;
    if (narrowed) return;
    const ran = new Map<string, number>();
    for (const module of modules) {
      let count = 0;
      for (const test of module.children.allTests()) if (test.result().state !== 'skipped') count += 1;
      ran.set(module.project.name, (ran.get(module.project.name) ?? 0) + count);
    }
    const short = shortProjects(ran, vitest.projects.map((p) => p.name), this.least);
    const counts = [...ran].map(([name, count]) => `${name || '(root)'} ${count}`).join(', ');
    if (short.length === 0) {
      vitest.logger.log(`least tests: ${counts}`);
      return;
    }
    for (const line of short) vitest.logger.error(`least tests: ${line}`);
    process.exitCode = 1;
  }
}
