import { describe, expect, it } from 'vitest';
import { readLayoutFile, MAX_FILE_CHARS, MAX_NAME_CHARS } from '../../../../core/layoutFiles/index.ts';
import { BOARD, SMALL_BOARD, block, kmahjonggGrid, kyodaiBoard, sortSlots } from '../../support/layoutFiles.ts';
import { formatOf, LAYOUT_FILE_TYPES, LAYOUT_FORMATS } from '../../../../core/layoutFiles/formats.ts';

const v11 = (grid: string[], w: number, h: number, d: number, head = ''): string =>
  ['kmahjongg-layout-v1.1', ...(head ? [head] : []), `w${w}`, `h${h}`, `d${d}`, ...grid].join('\n');

describe('KMahjongg .layout', () => {
  it('reads v1.1 with its size lines, # name: and # by: comments', () => {
    const text = v11(kmahjonggGrid(BOARD, 24, 22, 2), 24, 22, 2, '# name: Square Hill\n# by: Ana\n# other comment');
    const { layouts, problems } = readLayoutFile('hill.layout', text);
    expect(problems).toEqual([]);
    expect(layouts).toEqual([{ name: 'Square Hill', author: 'Ana', slots: sortSlots(BOARD) }]);
  });

  it('reads v1.0 as 32 × 16 × 5 and takes the name from the file name when no comment names it', () => {
    const slots = [...block(16, 8), ...block(8, 2, 8, 4, 1)];
    const text = ['kmahjongg-layout-v1.0', ...kmahjonggGrid(slots, 32, 16, 5)].join('\n');
    const { layouts, problems } = readLayoutFile('folder/Wide_Field.layout', text);
    expect(problems).toEqual([]);
    expect(layouts[0].name).toBe('Wide Field');
    expect(layouts[0].author).toBeUndefined();
    expect(layouts[0].slots).toEqual(sortSlots(slots));
  });

  it('accepts the mahjongg-layout-v1.1 header, \\r\\n endings and a byte-order mark', () => {
    const text = '\uFEFF' + v11(kmahjonggGrid(BOARD, 24, 22, 2), 24, 22, 2).replace('kmahjongg', 'mahjongg').replace(/\n/g, '\r\n');
    const { layouts, problems } = readLayoutFile('crlf.layout', text);
    expect(problems).toEqual([]);
    expect(layouts[0].slots).toEqual(sortSlots(BOARD));
  });

  it('moves a shape that does not start at the grid corner to the origin', () => {
    const moved = BOARD.map((s) => ({ ...s, x: s.x + 3, y: s.y + 1, z: s.z + 1 }));
    const { layouts } = readLayoutFile('m.layout', v11(kmahjonggGrid(moved, 28, 24, 3), 28, 24, 3));
    expect(layouts[0].slots).toEqual(sortSlots(BOARD));
  });

  it('refuses a wrong header, stray characters and a grid of the wrong height', () => {
    expect(readLayoutFile('a.layout', 'kmahjongg-layout-v9\n').problems[0]).toMatchObject({ file: 'a.layout', reason: 'format', detail: { line: 1 } });
    const grid = kmahjonggGrid(BOARD, 24, 22, 2);
    grid[3] = `x${grid[3].slice(1)}`;
    expect(readLayoutFile('b.layout', v11(grid, 24, 22, 2)).problems[0]).toMatchObject({ reason: 'format', detail: { line: 8 } });
    expect(readLayoutFile('c.layout', v11(kmahjonggGrid(BOARD, 24, 22, 2).slice(1), 24, 22, 2)).problems[0]).toMatchObject({
      reason: 'format',
      detail: { expected: 44, found: 43 },
    });
  });
});

describe('Kyodai .lay', () => {
  it('reads the 3,400-character board with Name by Author', () => {
    const text = `Kyodai 3.0\nTall Grass by Ben\n${kyodaiBoard(SMALL_BOARD, 20, 34)}\n`;
    const { layouts, problems } = readLayoutFile('g.lay', text);
    expect(problems).toEqual([]);
    expect(layouts).toEqual([{ name: 'Tall Grass', author: 'Ben', slots: sortSlots(SMALL_BOARD) }]);
  });

  it('reads the 2,805-character variant with Name::Category, in 6.0 with \\r\\n', () => {
    const text = `Kyodai 6.0\r\nSmall Field::Flat\r\n${kyodaiBoard(SMALL_BOARD, 17, 33)}\r\n`;
    const { layouts, problems } = readLayoutFile('s.lay', text);
    expect(problems).toEqual([]);
    expect(layouts).toEqual([{ name: 'Small Field', category: 'Flat', slots: sortSlots(SMALL_BOARD) }]);
  });

  it('refuses a board of another length or with other characters', () => {
    const board = kyodaiBoard(SMALL_BOARD, 20, 34);
    expect(readLayoutFile('x.lay', `Kyodai 3.0\nX\n${board.slice(1)}`).problems[0]).toMatchObject({ reason: 'format', detail: { found: 3399 } });
    expect(readLayoutFile('x.lay', `Kyodai 3.0\nX\n2${board.slice(1)}`).problems[0]).toMatchObject({ reason: 'format' });
    expect(readLayoutFile('x.lay', `Kyodai 4.0\nX\n${board}`).problems[0]).toMatchObject({ reason: 'format', detail: { line: 1 } });
  });
});

const mahBoard = (extra: object = {}) => ({
  name: 'Step',
  by: 'Cy',
  cat: 'Mine',
  map: [
    [0, [...Array.from({ length: 11 }, (_, r) => [2 * r, [[0, 12]]])]],
    [1, [[6, [[8, 4]]], [8, [8, 10, [12, 2]]], [10, [[8, 2], 12, 14]]]],
  ],
  ...extra,
});

describe('mah .mah', () => {
  it('reads boards with x lists of single xs and [xStart, count] runs, by and cat', () => {
    const { layouts, problems } = readLayoutFile('set.mah', JSON.stringify({ mah: '1.0', boards: [mahBoard(), mahBoard({ name: 'Other' })] }));
    expect(problems).toEqual([]);
    expect(layouts).toHaveLength(2);
    expect(layouts[0]).toEqual({ name: 'Step', author: 'Cy', category: 'Mine', slots: sortSlots(BOARD) });
    expect(layouts[1].name).toBe('Other');
  });

  it('reads xs given as one x, not a list', () => {
    const floor = Array.from({ length: 11 }, (_, r) => [2 * r, [[0, 12]]]);
    const upper = [...Array.from({ length: 11 }, (_, r) => [2 * r, 10]), [2, [14]]];
    const text = JSON.stringify({ mah: '1.0', boards: [{ name: 'One', map: [[0, floor], [1, upper]] }] });
    const { layouts, problems } = readLayoutFile('one.mah', text);
    expect(problems).toEqual([]);
    const expected = [...block(12, 11), ...block(1, 11, 10, 0, 1), { x: 14, y: 2, z: 1 }];
    expect(layouts[0].slots).toEqual(sortSlots(expected));
  });

  it('refuses each bad board by name and keeps the good ones', () => {
    const boards = [
      mahBoard({ name: 'Good' }),
      { name: 'Short', map: [[0, [[0, [[0, 10]]]]]] },
      { name: 'Huge', map: [[0, [[0, [[0, 1e12]]]]]] },
      { name: 'Junk', map: 'nope' },
      42,
    ];
    const { layouts, problems } = readLayoutFile('mixed.mah', JSON.stringify({ mah: '1.0', boards }));
    // Ten tiles is a small board, but a board: any even count up to two sets is read.
    expect(layouts.map((l) => l.name)).toEqual(['Good', 'Short']);
    expect(problems).toEqual([
      { file: 'mixed.mah', layout: 'Huge', reason: 'count', detail: { count: 1e12, min: 2, max: 288 } },
      { file: 'mixed.mah', layout: 'Junk', reason: 'format', detail: { board: 4 } },
      { file: 'mixed.mah', layout: '#5', reason: 'format', detail: { board: 5 } },
    ]);
  });

  it('reads at most 1,000 boards and says how many were left', () => {
    const boards = Array.from({ length: 1003 }, (_, i) => mahBoard({ name: `B${i}` }));
    const { layouts, problems } = readLayoutFile('many.mah', JSON.stringify({ mah: '1.0', boards }));
    expect(layouts).toHaveLength(1000);
    expect(problems).toEqual([{ file: 'many.mah', reason: 'tooMany', detail: { count: 1003, max: 1000 } }]);
  });

  it('refuses JSON that is not a mah file, or not JSON', () => {
    for (const text of ['{"boards":[]}', '[1,2]', '{"mah":"1.0","boards":{}}', '{not json']) {
      expect(readLayoutFile('x.mah', text).problems[0]).toMatchObject({ file: 'x.mah', reason: 'format' });
    }
    expect(readLayoutFile('x.mah', '{"mah":"1.0","boards":[]}').problems[0]).toMatchObject({ reason: 'empty' });
  });
});

describe('hostile input', () => {
  it('refuses a huge file unread', () => {
    const { problems } = readLayoutFile('big.mah', ' '.repeat(MAX_FILE_CHARS + 1));
    expect(problems).toEqual([{ file: 'big.mah', reason: 'tooLarge', detail: { size: MAX_FILE_CHARS + 1, max: MAX_FILE_CHARS } }]);
  });

  it('refuses binary junk and files of no known format', () => {
    expect(readLayoutFile('a.layout', 'kmahjongg-layout-v1.1\n\0\0\x01').problems[0].reason).toBe('format');
    expect(readLayoutFile('a.png', '\x89PNG\r\n\x1a\n\uFFFD').problems[0].reason).toBe('format');
    expect(readLayoutFile('notes.txt', 'hello').problems[0].reason).toBe('format');
  });

  it('refuses deeply nested JSON before parsing it', () => {
    const deep = '{"mah":"1.0","boards":' + '['.repeat(200_000) + ']'.repeat(200_000) + '}';
    expect(readLayoutFile('deep.mah', deep).problems[0]).toMatchObject({ reason: 'format', detail: { nesting: 10 } });
  });

  it('reads __proto__ keys as plain data, polluting nothing', () => {
    const text = '{"mah":"1.0","__proto__":{"polluted":1},"boards":[{"__proto__":{"name":"Evil"},"name":"__proto__","map":' +
      JSON.stringify(mahBoard().map) + '}]}';
    const { layouts, problems } = readLayoutFile('proto.mah', text);
    expect(problems).toEqual([]);
    expect(layouts[0].name).toBe('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps markup in names as plain text, without control characters, trimmed and cut short', () => {
    const name = `  <img src=x onerror=alert(1)>\u0000\u202e ${'é'.repeat(100)} `;
    const { layouts } = readLayoutFile('x.mah', JSON.stringify({ mah: '1.0', boards: [mahBoard({ name })] }));
    expect(layouts[0].name.startsWith('<img src=x onerror=alert(1)> é')).toBe(true);
    expect([...layouts[0].name]).toHaveLength(MAX_NAME_CHARS);
  });
});

describe('shape refusals', () => {
  const mah = (slots: { x: number; y: number; z: number }[]) =>
    JSON.stringify({ mah: '1.0', boards: [{ name: 'S', map: [...new Set(slots.map((s) => s.z))].map((z) => [z, slots.filter((s) => s.z === z).map((s) => [s.y, s.x])]) }] });

  it('names the count when a layout has an odd number of tiles, or more than two sets', () => {
    expect(readLayoutFile('c.mah', mah(block(12, 12).slice(1))).problems[0]).toMatchObject({ layout: 'S', reason: 'odd', detail: { count: 143 } });
    expect(readLayoutFile('c.mah', mah(block(17, 18).slice(0, 290))).problems[0]).toMatchObject({ layout: 'S', reason: 'count', detail: { count: 290, max: 288 } });
  });

  it('names where two tiles overlap in a layer', () => {
    const slots = [...block(12, 11), ...block(11, 1, 0, 22), { x: 21, y: 22, z: 0 }];
    expect(readLayoutFile('o.mah', mah(slots)).problems[0]).toMatchObject({ reason: 'overlap', detail: { x: 21, y: 22, z: 0 } });
  });

  it('refuses a shape with no pair free at the start', () => {
    // Square storeys, each covering the one below (aligned or half a tile in): only the single top tile is free.
    const sides = [6, 6, 5, 4, 4, 3, 2, 1, 1];
    let inset = 0;
    const slots = sides.flatMap((side, z) => {
      if (z > 0 && side < sides[z - 1]) inset++;
      return block(side, side, inset, inset, z);
    });
    expect(slots).toHaveLength(144);
    expect(readLayoutFile('p.mah', mah(slots)).problems[0]).toMatchObject({ layout: 'S', reason: 'noPair' });
  });

  it('refuses a shape wider, taller or deeper than a board', () => {
    const wide = [...block(12, 12).slice(1), { x: 200, y: 0, z: 0 }];
    expect(readLayoutFile('w.mah', mah(wide)).problems[0]).toMatchObject({ reason: 'bounds', detail: { width: 202, maxWidth: 64 } });
    const tall = [...block(12, 12).slice(1), { x: 0, y: 90, z: 0 }];
    expect(readLayoutFile('t.mah', mah(tall)).problems[0]).toMatchObject({ reason: 'bounds', detail: { height: 92 } });
    const deep = Array.from({ length: 18 }, (_, z) => block(8, 1, 0, 0, z)).flat();
    expect(readLayoutFile('d.mah', mah(deep)).problems[0]).toMatchObject({ reason: 'bounds', detail: { depth: 18, maxDepth: 16 } });
  });
});

describe('the formats table', () => {
  it('picks a format by extension first, then by content, and none for other text', () => {
    expect(formatOf('x.lay', '{ "a": 1 }')?.id).toBe('kyodai');
    expect(formatOf('board.json', 'kmahjongg-layout-v1.1')?.id).toBe('mah');
    expect(formatOf('notes.txt', 'kmahjongg-layout-v1.1\n')?.id).toBe('kmahjongg');
    expect(formatOf('notes.txt', 'Kyodai 3.0\n')?.id).toBe('kyodai');
    expect(formatOf('notes.txt', '{"boards": []}')?.id).toBe('mah');
    expect(formatOf('notes.txt', 'hello')).toBeNull();
  });

  it('lets the file pickers accept every extension a format reads', () => {
    for (const format of LAYOUT_FORMATS) for (const ext of format.extensions) expect(LAYOUT_FILE_TYPES.split(',')).toContain(`.${ext}`);
  });
});
