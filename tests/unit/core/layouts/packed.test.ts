import { describe, expect, it } from 'vitest';
import { unpackShape } from '../../../../core/layouts/packed.ts';
import { block, pile } from '../../../../core/layouts/shapes.ts';

const sorted = (slots: { x: number; y: number; z: number }[]) => [...slots].sort((a, b) => a.z - b.z || a.y - b.y || a.x - b.x);

describe('the packed layout notation', () => {
  it('reads blocks and piles on layer 0 or any layer, with base-36 numbers', () => {
    expect(unpackShape('b1232')).toEqual(block(1, 2, 3, 2));
    expect(unpackShape('B12322')).toEqual(block(1, 2, 3, 2, 2));
    expect(unpackShape('bza11')).toEqual([{ x: 35, y: 10, z: 0 }]);
    expect(unpackShape('p0054312')).toEqual(pile(0, 0, 5, 4, 3, 1, 2));
    expect(unpackShape('P00543121')).toEqual(pile(0, 0, 5, 4, 3, 1, 2, 1));
  });

  it('mirrors everything so far across a vertical or horizontal line', () => {
    expect(sorted(unpackShape('b0011m3'))).toEqual([{ x: 0, y: 0, z: 0 }, { x: 4, y: 0, z: 0 }]);
    expect(sorted(unpackShape('b0011v2'))).toEqual([{ x: 0, y: 0, z: 0 }, { x: 0, y: 2, z: 0 }]);
    expect(unpackShape('b0011m3v2b2211')).toHaveLength(5);
  });
});
