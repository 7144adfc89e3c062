import { describe, expect, it } from 'vitest';
import { geometryOf } from '../../../core/layout.ts';
import { initialPosition } from '../../../core/position.ts';
import { tap } from '../../../core/tap.ts';
import type { Face } from '../../../core/tiles.ts';
import { ROW_OF_FOUR, smallLayout } from './rowOfFour.ts';

// Row of four, a tile on the two middle ones, and a separate free tile at the far right.
const faces: Face[] = ['1B', '1B', '2B', 'F1', 'S1', 'F4'];
const p = initialPosition(geometryOf(smallLayout([...ROW_OF_FOUR, { x: 10, y: 0, z: 0 }])), faces);

describe('tap rules', () => {
  it('tapping a free tile with nothing selected selects it', () => {
    expect(tap(p, null, 0)).toEqual({ outcome: 'select', selected: 0 });
  });

  it('tapping the selected tile again clears the selection', () => {
    expect(tap(p, 3, 3)).toEqual({ outcome: 'deselect', selected: null });
  });

  it('tapping a second free tile that matches removes both', () => {
    expect(tap(p, 3, 5)).toEqual({ outcome: 'remove', selected: null, removed: [3, 5] });
  });

  it('tapping a second free tile that does not match moves the selection', () => {
    expect(tap(p, 0, 3)).toEqual({ outcome: 'move-selection', selected: 3 });
    expect(tap(p, 4, 5)).toEqual({ outcome: 'move-selection', selected: 5 });
  });

  it('tapping a blocked tile clears the selection and removes nothing, even if it matches', () => {
    expect(tap(p, 0, 1)).toEqual({ outcome: 'blocked', selected: null });
    expect(tap(p, null, 2)).toEqual({ outcome: 'blocked', selected: null });
  });

  it('tapping an empty or unknown slot is like tapping a blocked tile', () => {
    expect(tap(p, 0, 17)).toEqual({ outcome: 'blocked', selected: null });
  });

  it('a selection that is not free is ignored', () => {
    expect(tap(p, 1, 0)).toEqual({ outcome: 'select', selected: 0 });
  });
});
