/**
 * Where code lives (tests/build/placement.ts): each check first catches a violation planted in a
 * few in-memory files, then holds on the real tree.
 */
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../e2e/harness/paths.ts';
import { readSources, type SourceFile } from './structure.ts';
import { clockReads, filesDirectlyIn, repeatedTypes, rulesInStores } from './placement.ts';

const files = (sources: Record<string, string>): SourceFile[] => Object.entries(sources).map(([path, text]) => ({ path, text }));
const LAYERS = ['core', 'stores', 'components', 'app', 'entrypoints'];
const MAX_STORES_ROOT = 10;

describe('rules kept in stores/', () => {
  it('flags a stores/ file that only imports core/ (or nothing) and uses neither Pinia, Vue, storage nor the browser', () => {
    const found = rulesInStores(
      files({
        'core/position.ts': 'export const free = 1;',
        'stores/rule.ts': "import { free } from '@/core/position';\nexport const score = () => free;",
        'stores/typesOnly.ts': "import type { X } from '../core/position';\nexport type Y = X;",
        'stores/nothing.ts': '// browser, in a comment only\nexport const half = (n: number) => n / 2;',
        'stores/store.ts': "import { defineStore } from 'pinia';\nimport { free } from '@/core/position';",
        'stores/ref.ts': "import { ref } from 'vue';\nimport { free } from '@/core/position';",
        'stores/usesStores.ts': "import { score } from './rule';",
        'stores/worker.ts': "import { free } from '@/core/position';\nself.onmessage = () => free;",
        'stores/storage/codec.ts': "import { free } from '@/core/position';",
        'stores/package.ts': "import { x } from 'some-package';",
      }),
    );
    expect(found).toEqual(['stores/rule.ts', 'stores/typesOnly.ts', 'stores/nothing.ts']);
  });

  it('finds none in the tree: pure rules live in core/', () => {
    expect(rulesInStores(readSources(REPO_ROOT, LAYERS))).toEqual([]);
  });
});

describe("the stores' root", () => {
  it('counts the files directly in a folder, not those in its folders', () => {
    const found = filesDirectlyIn(files({ 'stores/a.ts': '', 'stores/game/index.ts': '', 'stores/b.vue': '', 'core/c.ts': '' }), 'stores');
    expect(found).toEqual(['stores/a.ts', 'stores/b.vue']);
  });

  it(`holds at most ${MAX_STORES_ROOT} files; the rest are in folders named for what they hold`, () => {
    const root = filesDirectlyIn(readSources(REPO_ROOT, ['stores']), 'stores');
    expect(root.length).toBeGreaterThan(0);
    expect(root.length, root.join(', ')).toBeLessThanOrEqual(MAX_STORES_ROOT);
  });
});

describe('reads of the system clock', () => {
  it('finds Date.now() and new Date() with no argument, in code but not in comments or strings', () => {
    const found = clockReads(
      files({
        'components/a.ts': 'const t = Date.now();\nconst d = new Date();\nconst e = new Date;\nconst kept = new Date(t);',
        'components/B.vue': '<script setup lang="ts">\n// Date.now() in a comment\nconst s = "new Date()";\nconst n = Date.now ();\n</script>',
      }),
    );
    expect(found).toEqual(['components/a.ts:1', 'components/a.ts:2', 'components/a.ts:3', 'components/B.vue:4']);
  });

  it('finds none in components/: the time is read through the services\' clock', () => {
    expect(clockReads(readSources(REPO_ROOT, ['components']))).toEqual([]);
  });
});

describe('type names declared more than once', () => {
  it('names each exported type, interface or enum declared in another file too, exported or not', () => {
    const found = repeatedTypes(
      files({
        'core/a.ts': 'export type Pair = [number, number];\nexport interface Only { x: 1 }',
        'stores/b.ts': 'type Pair = readonly [number, number];',
        'components/C.vue': '<script setup lang="ts">\ninterface Pair { a: number }\ntype Local = 1;\n</script>',
        'stores/d.ts': 'type Local = 2;\nexport enum Mode { A }',
        'stores/e.ts': 'export const Mode = 1;',
      }),
    );
    expect(found).toEqual({ Pair: ['components/C.vue', 'core/a.ts', 'stores/b.ts'] });
  });

  it('holds on the tree: each type name is declared once', () => {
    expect(repeatedTypes(readSources(REPO_ROOT, LAYERS))).toEqual({});
  });
});
