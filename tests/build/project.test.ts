/** What the project promises a newcomer: a licence, the Node it runs on, and CI that tests it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/harness/paths.ts';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { license?: string; engines?: { node?: string } };

describe('the project', () => {
  it('is MIT licensed, in package.json, LICENSE and the README', () => {
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE').startsWith('MIT License\n')).toBe(true);
    expect(read('README.md')).toMatch(/^## Licence\n\nMIT: see \[`LICENSE`\]/m);
  });

  it('declares the Node it needs, says the same in the README, and has npm refuse an older one', () => {
    const minimum = /^>=(\d+\.\d+)$/.exec(pkg.engines?.node ?? '')?.[1];
    expect(minimum).toBeDefined();
    expect(read('README.md')).toContain(`You need Node.js ${minimum} or newer`);
    expect(read('.npmrc').split('\n')).toContain('engine-strict=true');
  });

  it('has CI test the Node it declares (the current LTS) and start both run commands', () => {
    const ci = read('.ci/run');
    const oldest = Number(/^>=(\d+)/.exec(pkg.engines?.node ?? '')?.[1]);
    expect(ci).toMatch(new RegExp(`for major in (\\d+ )*${oldest}\\b`));
    expect(ci).toMatch(/for major in 24\b/);
    expect(ci).toContain('with_node 24 npm test');
    expect(ci).toContain('npm run dev:smoke -- chrome');
    expect(ci).toContain('npm run dev:smoke -- firefox');
  });
});
