/**
 * The shape of the source tree: no import cycles between the layers' modules, no long files,
 * no module-level state in the stores. The checks read the sources, so no build is needed; each
 * is first shown to catch a violation planted in a few in-memory files.
 */
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/harness/paths.ts';
import {
  findCycles,
  formatCycle,
  importGraph,
  importsOf,
  lineCount,
  longFiles,
  moduleState,
  readSources,
  resolveImport,
  scriptOf,
  type SourceFile,
} from './structure.ts';

/** The folders whose modules import one another. */
const LAYERS = ['core', 'stores', 'components', 'app', 'entrypoints', 'locales'];
/** The folders whose files must stay short (not locales/: a catalogue is one area's strings, as long as they are). */
const SHORT = ['core', 'stores', 'components'];
const MAX_LINES = 300;

const files = (sources: Record<string, string>): SourceFile[] => Object.entries(sources).map(([path, text]) => ({ path, text }));
const cycles = (sources: Record<string, string>): string[] => findCycles(files(sources)).map(formatCycle);

describe('reading imports', () => {
  it('resolves aliases and relative paths, with or without an extension, and folders to their index', () => {
    const paths = new Set(['stores/game.ts', 'core/layouts/index.ts', 'components/Board.vue', 'components/early.js']);
    expect(resolveImport('components/Board.vue', '@/stores/game', paths)).toBe('stores/game.ts');
    expect(resolveImport('components/Board.vue', '~/stores/game.ts', paths)).toBe('stores/game.ts');
    expect(resolveImport('stores/game.ts', '../core/layouts', paths)).toBe('core/layouts/index.ts');
    expect(resolveImport('stores/game.ts', '@/core/layouts/index.ts', paths)).toBe('core/layouts/index.ts');
    expect(resolveImport('components/x/y.ts', '../Board.vue', paths)).toBe('components/Board.vue');
    expect(resolveImport('components/x/y.ts', '../early.js?raw', paths)).toBe('components/early.js');
    expect(resolveImport('components/Board.vue', '/core/layouts/index.ts', paths)).toBe('core/layouts/index.ts');
    expect(resolveImport('stores/game.ts', 'pinia', paths)).toBeNull();
    expect(resolveImport('stores/game.ts', './missing', paths)).toBeNull();
  });

  it('names every kind of import, and only imports (not strings that look like them)', () => {
    const found = importsOf({
      path: 'stores/a.ts',
      text: [
        "import { x } from './static';",
        "import type { T } from './typeOnly';",
        "import { type U, type V } from './typeNames';",
        "import { type W, y } from './mixed';",
        "export { z } from './reexport';",
        "export type { Z } from './reexportType';",
        "import './sideEffect';",
        "type Q = import('./importType').Q;",
        "const later = () => import('./dynamic');",
        "const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });",
        "import Solver from './solver?worker';",
        "const all = import.meta.glob(['./messages/*.ts', '!./messages/big.ts']);",
        "const more = import.meta.glob('./other/*.ts', { import: 'default' });",
        "const text = \"import { no } from './notAnImport'\";",
        '// import { no } from "./comment";',
      ].join('\n'),
    });
    expect(found).toEqual([
      { specifier: './static', kind: 'static' },
      { specifier: './typeOnly', kind: 'type' },
      { specifier: './typeNames', kind: 'type' },
      { specifier: './mixed', kind: 'static' },
      { specifier: './reexport', kind: 'static' },
      { specifier: './reexportType', kind: 'type' },
      { specifier: './sideEffect', kind: 'static' },
      { specifier: './importType', kind: 'type' },
      { specifier: './dynamic', kind: 'dynamic' },
      { specifier: './worker.ts', kind: 'worker' },
      { specifier: './solver?worker', kind: 'worker' },
      { specifier: './messages/*.ts', kind: 'glob', exclude: ['./messages/big.ts'] },
      { specifier: './other/*.ts', kind: 'glob' },
    ]);
  });

  it('takes a .vue file’s script blocks, keeping their lines, and nothing of its template', () => {
    const vue = {
      path: 'components/Tile.vue',
      text: "<script lang=\"ts\">\nimport A from './A.vue';\n</script>\n<script setup lang=\"ts\">\nimport { b } from './b';\n</script>\n<template><B v-if=\"import('./c')\" /></template>\n",
    };
    expect(scriptOf(vue).split('\n')[1]).toBe("import A from './A.vue';");
    expect(scriptOf(vue).split('\n')[4]).toBe("import { b } from './b';");
    expect(importsOf(vue).map((i) => i.specifier)).toEqual(['./A.vue', './b']);
  });

  it('follows import.meta.glob to the files it matches, less those the same call excludes', () => {
    const edges = importGraph(
      files({
        'components/i18n/index.ts': [
          "const english = import.meta.glob(['./messages/*/en.ts', '!./messages/big/en.ts']);",
          "const dutch = import.meta.glob('./messages/**/nl.ts');",
        ].join('\n'),
        'components/i18n/messages/board/en.ts': 'export default {};',
        'components/i18n/messages/board/nl.ts': 'export default {};',
        'components/i18n/messages/big/en.ts': 'export default {};',
        'components/i18n/messages/big/deep/nl.ts': 'export default {};',
      }),
    );
    expect(edges.map((e) => `${e.kind} ${e.to}`).sort()).toEqual([
      'glob components/i18n/messages/big/deep/nl.ts',
      'glob components/i18n/messages/board/en.ts',
      'glob components/i18n/messages/board/nl.ts',
    ]);
  });

  it('follows a glob from the root, as Vite reads `/locales/…`', () => {
    const edges = importGraph(
      files({
        'components/i18n/index.ts': "const english = import.meta.glob(['/locales/en/*.ts', '!/locales/en/dialogs.ts']);",
        'locales/en/board.ts': 'export default {};',
        'locales/en/dialogs.ts': 'export default {};',
        'locales/nl/board.ts': 'export default {};',
      }),
    );
    expect(edges.map((e) => `${e.kind} ${e.to}`)).toEqual(['glob locales/en/board.ts']);
  });
});

describe('the cycle check', () => {
  it('finds a cycle of static imports and prints it as a path back to its start', () => {
    expect(
      cycles({
        'stores/a.ts': "import { b } from './b';",
        'stores/b.ts': "import { c } from '@/stores/c.ts';",
        'stores/c.ts': "import { a } from '../stores/a';",
        'stores/d.ts': "import { a } from './a';",
      }),
    ).toEqual(['stores/a.ts → stores/b.ts → stores/c.ts → stores/a.ts']);
  });

  it('counts type-only imports', () => {
    expect(
      cycles({
        'stores/deals.ts': "import type { SolverClient } from './solverClient';",
        'stores/solverClient.ts': "import { deal } from './deals';",
      }),
    ).toEqual(['stores/deals.ts → stores/solverClient.ts → stores/deals.ts']);
  });

  it('counts dynamic imports and workers, by URL or by ?worker', () => {
    expect(
      cycles({
        'stores/client.ts': "export const start = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });",
        'stores/worker.ts': "import { task } from './task';",
        'stores/task.ts': "const later = () => import('./client');",
      }),
    ).toEqual(['stores/client.ts → stores/worker.ts → stores/task.ts → stores/client.ts']);
    expect(
      cycles({
        'stores/client.ts': "import SolverWorker from './worker?worker';",
        'stores/worker.ts': "import { start } from './client';",
      }),
    ).toEqual(['stores/client.ts → stores/worker.ts → stores/client.ts']);
  });

  it('finds a cycle through a .vue file and one of a module importing itself, and each cycle once', () => {
    expect(
      cycles({
        'components/App.vue': "<script setup lang=\"ts\">\nimport { useGame } from '@/stores/game';\n</script>",
        'stores/game.ts': "import type App from '@/components/App.vue';",
        'core/self.ts': "export * from './self';",
        'core/leaf.ts': 'export const x = 1;',
      }),
    ).toEqual(['components/App.vue → stores/game.ts → components/App.vue', 'core/self.ts → core/self.ts']);
  });

  it('passes layers that only import downwards, and ignores packages and files outside the set', () => {
    expect(
      cycles({
        'core/tiles.ts': "import { x } from 'some-package';",
        'core/game.ts': "import { tiles } from './tiles';",
        'stores/game.ts': "import { game } from '@/core/game';\nimport { t } from '@/core/tiles';",
        'components/Board.vue': "<script setup lang=\"ts\">\nimport { useGame } from '@/stores/game';\nimport { u } from '@/utils/elsewhere';\n</script>",
        'entrypoints/newtab/main.ts': "import Board from '@/components/Board.vue';",
      }),
    ).toEqual([]);
  });
});

describe('the length check', () => {
  it('counts lines as wc -l does, and flags a file over the limit with its count', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(1);
    const long = files({ 'stores/long.ts': 'x;\n'.repeat(301), 'stores/limit.ts': 'x;\n'.repeat(300) });
    expect(longFiles(long, 300)).toEqual([{ path: 'stores/long.ts', lines: 301 }]);
  });
});

describe('the module state check', () => {
  const state = (text: string) => moduleState([{ path: 'stores/x.ts', text }]).map(({ line, name, why }) => `${line} ${name}: ${why}`);

  it('flags a top-level let or var, exported or not', () => {
    expect(state('let dealer = null;\nexport var count = 0;\nlet a = 1, b = 2;')).toEqual([
      '1 dealer: top-level let',
      '2 count: top-level var',
      '3 a: top-level let',
      '3 b: top-level let',
    ]);
  });

  it('flags mutable containers and Vue state at module level', () => {
    expect(
      state(
        [
          'const starts = new Map<string, number>();',
          'const seen = new Set() as Set<string>;',
          'const cache = new WeakMap<object, number>();',
          "const count = ref(0);",
          'const shared = reactive({ a: 1 });',
        ].join('\n'),
      ),
    ).toEqual([
      '1 starts: a Map at module level',
      '2 seen: a Set at module level',
      '3 cache: a WeakMap at module level',
      '4 count: a ref() at module level',
      '5 shared: a reactive() at module level',
    ]);
  });

  it('allows a WeakMap or WeakSet keyed by a Pinia or a Services: its entries belong to one app', () => {
    expect(state('const byPinia = new WeakMap<Pinia, Services>();\nconst loaded = new WeakMap<Services, Promise<string>>();\nconst seen = new WeakSet<Pinia>();')).toEqual([]);
  });

  it('flags an array or object literal that the module changes, and passes one it only reads', () => {
    expect(
      state(
        [
          'const queue: number[] = [];',
          'const limits = { max: 1 };',
          'const table = [1, 2, 3] as const;',
          "const names = { a: 'x' };",
          'const counts: Record<string, number> = {};',
          'export function add(n: number) { queue.push(n); limits.max = n; counts[String(n)]++; return table[0] + names.a; }',
        ].join('\n'),
      ),
    ).toEqual([
      '1 queue: an array at module level that the module changes',
      '2 limits: an object at module level that the module changes',
      '5 counts: an object at module level that the module changes',
    ]);
  });

  it('leaves state inside functions, stores and factories alone, and constants of any plain value', () => {
    expect(
      state(
        [
          'const KEEP = 6;',
          "const PATTERN = /^L\\d{2}$/;",
          'const pick = (n: number) => n + 1;',
          'export function createClient() { let next = 1; const waiting = new Map(); return { ask: () => waiting.set(next++, 1) }; }',
          "export const useGame = defineStore('game', () => { const moves = ref(0); let held = false; return { moves, held }; });",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('the source tree', () => {
  it(`has no import cycles among ${LAYERS.join(', ')} (static, type-only, dynamic and worker imports)`, () => {
    expect(findCycles(readSources(REPO_ROOT, LAYERS)).map(formatCycle)).toEqual([]);
  }, 30_000); // reads and parses the whole tree: about 2 s, several times that on a loaded machine

  it(`has no file in ${SHORT.join(', ')} over ${MAX_LINES} lines`, () => {
    const long = longFiles(readSources(REPO_ROOT, SHORT), MAX_LINES).map((f) => `${f.path}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });

  it('keeps no mutable state at module level in stores/ (what one app owns lives in that app)', () => {
    const found = moduleState(readSources(REPO_ROOT, ['stores'])).map((s) => `${s.path}:${s.line} ${s.name}: ${s.why}`);
    expect(found).toEqual([]);
  });

  it('reads the tree it checks (a wrong root would find nothing to fail)', () => {
    const sources = readSources(REPO_ROOT, LAYERS);
    expect(sources.map((s) => s.path)).toEqual(expect.arrayContaining(['core/game.ts', 'stores/game/index.ts', 'entrypoints/newtab/main.ts']));
    expect(importGraph(sources)).toContainEqual({ from: 'stores/game/index.ts', to: 'core/game.ts', kind: 'static' });
  });
});
