import { describe, expect, it } from 'vitest';
import { shortProjects } from '../../setup/leastTests.ts';

describe('the least number of tests a whole run must run', () => {
  const least = { core: 400, app: 600 };

  it('passes projects that ran at least their number', () => {
    expect(shortProjects(new Map([['core', 400], ['app', 700]]), ['core', 'app'], least)).toEqual([]);
  });

  it('fails a project that ran fewer, one that ran none (its glob matched nothing), and one that states no number', () => {
    expect(shortProjects(new Map([['core', 399]]), ['core', 'app', 'new'], least)).toEqual([
      'project "core" ran 399 tests, fewer than the 400 it must',
      'project "app" ran 0 tests, fewer than the 600 it must',
      'project "new" states no least number of tests',
    ]);
  });
});
