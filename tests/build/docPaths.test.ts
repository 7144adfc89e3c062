/**
 * The documents link to the code rather than copying it, so a link must lead somewhere: every
 * relative link and every path of the repository written in code style in README.md and docs/
 * names a file or folder that exists. A moved file whose documents were not updated fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/harness/paths.ts';

const TOP = ['core', 'stores', 'components', 'app', 'entrypoints', 'tests', 'scripts', 'bench', 'locales', 'docs', 'public'];

/** The repository paths a Markdown text names: relative links (from `dir`), and `top/…` paths in code style. */
export function namedPaths(text: string, dir: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/i.test(m[1])) found.add(normalize(join(dir, m[1])));
  }
  const code = new RegExp(`\`((?:${TOP.join('|')})/[^\`\\s]+?)\``, 'g');
  for (const m of text.matchAll(code)) {
    const path = m[1].replace(/[/:,.]+$/, '');
    if (!/[<>*{}]|\.\.\./.test(path)) found.add(normalize(path));
  }
  return [...found].sort();
}

const documents = ['README.md', ...readdirSync(join(REPO_ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('paths in the documents', () => {
  it('reads links and code-style paths, and leaves web links and patterns alone', () => {
    const text = 'See [the solver](SOLVER.md#targets), [a site](https://example.org), `core/position.ts`, `locales/<lang>/board.ts`, `stores/game/`.';
    expect(namedPaths(text, 'docs')).toEqual(['core/position.ts', 'docs/SOLVER.md', 'stores/game']);
  });

  it.each(documents)('%s names only files and folders that exist', (doc) => {
    const named = namedPaths(readFileSync(join(REPO_ROOT, doc), 'utf8'), dirname(doc));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !existsSync(join(REPO_ROOT, path)))).toEqual([]);
  });
});
