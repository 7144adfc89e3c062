/**
 * Dealing the layouts players bring, on the shapes hardest to deal: the hand-made files of
 * tests/fixtures/deals and two more built here (tall towers, and a floor of two whole sets). Each
 * layout's survey, which says shuffled or built once a session, is timed apart from its deals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { customLayout, type CustomLayout } from '../core/customLayout.ts';
import { dealFromCode, dealingOf } from '../core/deal.ts';
import type { Slot } from '../core/layout.ts';
import { readLayoutFile, shapeId } from '../core/layoutFiles/index.ts';
import { builtInShapeOf } from '../core/layoutFiles/builtIn.ts';
import { REPO_ROOT } from '../tests/e2e/harness/paths.ts';
import { timing, type Timing } from './core.ts';

export interface ImportedDealFigures {
  name: string;
  tiles: number;
  dealing: string;
  /** The survey that picks shuffled or built: once a session per layout. */
  surveyMs: number;
  deals: number;
  ms: Timing;
}

const tower = (x: number, y: number, height: number): Slot[] => Array.from({ length: height }, (_, z) => ({ x, y, z }));

/** Shapes of ours beside the fixtures: twelve towers twelve high, and an 18 × 16 floor (288 tiles, two sets). */
function builtHere(): CustomLayout[] {
  const towers = Array.from({ length: 12 }, (_, i) => tower(4 * (i % 4), 4 * Math.floor(i / 4), 12)).flat();
  const floor = Array.from({ length: 16 * 18 }, (_, i) => ({ x: 2 * (i % 18), y: 2 * Math.floor(i / 18), z: 0 }));
  return [customLayout(shapeId(towers), towers, 'Twelve Towers'), customLayout(shapeId(floor), floor, 'Two Sets Floor')];
}

/** The layouts to deal: every fixture read (a built-in shape aside: an import points at it), then the shapes built here. */
export function importedLayouts(): CustomLayout[] {
  const dir = join(REPO_ROOT, 'tests/fixtures/deals');
  const read = readdirSync(dir).sort().flatMap((file) => readLayoutFile(file, readFileSync(join(dir, file), 'utf8')).layouts).filter((l) => !builtInShapeOf(l.slots));
  return [...read.map((l) => customLayout(shapeId(l.slots), l.slots, l.name)), ...builtHere()];
}

export function benchImportedDeals(count: number): ImportedDealFigures[] {
  return importedLayouts().flatMap((layout) => {
    const start = performance.now();
    const dealing = dealingOf(layout);
    const surveyMs = performance.now() - start;
    if (dealing !== 'shuffle' && dealing !== 'built') return [];
    const ms: number[] = [];
    for (let i = 1; i <= count; i++) {
      const t = performance.now();
      dealFromCode(layout, i);
      ms.push(performance.now() - t);
    }
    return [{ name: layout.name, tiles: layout.slots.length, dealing, surveyMs, deals: count, ms: timing(ms) }];
  });
}
