import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customLayoutId } from '@/core/customLayout';
import { importFiles, SAVE_EVERY_MS, type ImportRow } from '@/stores/customLayouts/importFiles';
import { shapeId, writeMah } from '@/core/layoutFiles';
import { surveyLayout, type Survey } from '@/core/survey';
import { block } from '../../support/layoutFiles';

const fixture = (name: string): File => new File([readFileSync(join(process.cwd(), 'tests/fixtures/deals', name), 'utf8')], name);
/** One .mah file of `count` small boards, each its own shape: a row of 2 × (i + 1) tiles. */
const boards = (count: number): File =>
  new File([writeMah(Array.from({ length: count }, (_, i) => ({ name: `Row ${i + 1}`, slots: block(2 * (i + 1), 1) })))], 'rows.mah');

describe('importFiles', () => {
  it('saves the first layout it accepts at once, then at most every SAVE_EVERY_MS, and the rest at the end, reporting each row in order', async () => {
    let clock = 0;
    const saves: string[][] = [];
    const rows: ImportRow[] = [];
    const progress: string[] = [];
    const outcome = await importFiles([boards(4), fixture('odd-count.layout'), fixture('lone-tower.layout')], {
      survey: async (slots) => {
        clock += SAVE_EVERY_MS / 2; // each survey takes half the time between saves
        return surveyLayout(slots);
      },
      add: async (given) => {
        saves.push(given.map((g) => g.name));
        return { saved: { ok: true, localOnly: [] }, added: given.map((g) => ({ id: customLayoutId(shapeId(g.slots)), name: g.name }) as never), already: [] };
      },
      row: (row) => rows.push(row),
      progress: (done, total) => progress.push(`${done}/${total}`),
      now: () => clock,
    });
    expect(saves).toEqual([['Row 1'], ['Row 2', 'Row 3'], ['Row 4']]);
    expect(progress).toEqual(['0/5', '1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(outcome.stopped).toBe(false);
    expect(rows).toEqual(outcome.rows);
    const refused = rows.flatMap((r) => (r.kind === 'refused' ? [r.problem.reason] : []));
    // The odd count is refused as the file is read; the lone tower once its survey finds no order of removals.
    expect(refused).toEqual(['odd', 'noOrder']);
    expect(rows.filter((r) => r.kind === 'added').map((r) => (r as { survey: Survey }).survey.dealable)).toEqual([true, true, true, true]);
  });
});
