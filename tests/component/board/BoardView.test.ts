import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import BoardView from '@/components/board/BoardView.vue';
import { geometryOf } from '@/core/layout';
import { TURTLE } from '@/core/layouts/turtle';
import { initialPosition, isFree, playablePairs, removePair, type Position } from '@/core/position';
import { FACES } from '@/core/tiles';
import { setLanguagePreference } from '@/components/i18n';
import { TILE_RATIO } from '@/components/board/boardMetrics';
import { dealt } from './dealt';

const CODE = 'MJ1-L00-AAAAABL';
type Props = InstanceType<typeof BoardView>['$props'];

function freshTurtle(): Position {
  return initialPosition(geometryOf(TURTLE), dealt(7));
}

let wrapper: VueWrapper | null = null;
/** The keyboard and the move effects load alongside the first frame (BoardView.vue): waits for them. */
async function keyboardAndEffects(): Promise<void> {
  await vi.dynamicImportSettled();
  await flushPromises();
}

function mountBoard(overrides: Partial<Props> = {}): VueWrapper {
  wrapper = mount(BoardView, {
    attachTo: document.body,
    props: {
      code: CODE,
      layoutId: 'L00',
      status: 'playing',
      ready: true,
      position: freshTurtle(),
      selected: null,
      hinted: null,
      lastTap: null,
      lastRemoved: null,
      tileStyle: 'digits',
      ...overrides,
    },
  });
  return wrapper;
}

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  setLanguagePreference('auto');
});

describe('BoardView', () => {
  it('draws a fresh Turtle as 144 tiles with the contract attributes, 35 of them free', () => {
    const position = freshTurtle();
    const w = mountBoard({ position });
    const board = w.get('[data-board]');
    expect(board.attributes('data-code')).toBe(CODE);
    expect(board.attributes('data-layout')).toBe('L00');
    expect(board.attributes('data-status')).toBe('playing');
    expect(board.attributes()).toHaveProperty('data-ready');

    const tiles = w.findAll('[data-tile]');
    expect(tiles).toHaveLength(144);
    expect(w.findAll('[data-tile][data-free="true"]')).toHaveLength(35);
    expect(w.findAll('[data-tile][data-free="false"]')).toHaveLength(109);
    for (const tile of tiles) {
      const slot = Number(tile.attributes('data-tile'));
      const { x, y, z } = TURTLE.slots[slot];
      expect([tile.attributes('data-x'), tile.attributes('data-y'), tile.attributes('data-z')]).toEqual([`${x}`, `${y}`, `${z}`]);
      expect(tile.attributes('data-face')).toBe(position.faces[slot]);
      expect(tile.attributes('data-free')).toBe(String(isFree(position, slot)));
      expect(tile.attributes('data-selected')).toBe('false');
    }
    expect(new Set(tiles.map((t) => Number(t.attributes('data-tile')))).size).toBe(144);
  });

  it('shows no tiles and no data-ready until the game is read', () => {
    const w = mountBoard({ ready: false });
    expect(w.get('[data-board]').attributes()).not.toHaveProperty('data-ready');
    expect(w.findAll('[data-tile]')).toHaveLength(0);
  });

  it('sends a click on a tile out as a tap of its slot', async () => {
    const w = mountBoard();
    await w.get('[data-tile="100"]').trigger('click');
    await w.get('[data-tile="3"] .face-label').trigger('click');
    expect(w.emitted('tap')).toEqual([[100], [3]]);
  });

  it('marks the selected tile and the hinted pair', () => {
    const w = mountBoard({ selected: 12, hinted: [40, 41] });
    expect(w.findAll('[data-selected="true"]').map((t) => t.attributes('data-tile'))).toEqual(['12']);
    expect(w.get('[data-tile="12"]').classes()).toContain('is-selected');
    expect(w.get('[data-tile="12"]').attributes('aria-pressed')).toBe('true');
    const hinted = w.findAll('[data-hinted="true"]').map((t) => t.attributes('data-tile'));
    expect(hinted.sort()).toEqual(['40', '41']);
  });

  it('shows the Digits label, or the Classic symbol, for every face', async () => {
    const position = freshTurtle();
    const w = mountBoard({ position });
    const tile = w.get('[data-tile="5"]');
    expect(tile.text()).toBe(position.faces[5]);

    await w.setProps({ tileStyle: 'classic' });
    await vi.dynamicImportSettled();
    await flushPromises();
    const use = w.get('[data-tile="5"] use');
    expect(use.attributes('href')).toBe(`#mj-face-${position.faces[5]}`);
    expect(w.get('[data-tile="5"]').text()).toBe('');
    for (const face of FACES) expect(document.getElementById(`mj-face-${face}`), face).not.toBeNull();
    expect(w.get('[data-tile="5"]').attributes('data-face')).toBe(position.faces[5]);
  });

  it('hides every face while paused', async () => {
    const w = mountBoard();
    await w.setProps({ status: 'paused' });
    expect(w.get('[data-board]').attributes('data-status')).toBe('paused');
    const tiles = w.findAll('[data-tile]');
    expect(tiles).toHaveLength(144);
    expect(w.findAll('[data-tile] .face-label, [data-tile] .face-art')).toHaveLength(0);
    for (const tile of tiles) {
      expect(tile.text()).toBe('');
      expect(tile.attributes('aria-label')).toBe('Hidden tile');
    }
    await w.setProps({ tileStyle: 'classic' });
    expect(w.findAll('[data-tile] use')).toHaveLength(0);
  });

  it('names tiles in the player language with their state', async () => {
    const position = freshTurtle();
    const free = Array.from({ length: 144 }, (_, s) => s).find((s) => isFree(position, s) && /^\dB$/.test(position.faces[s]));
    expect(free).toBeDefined();
    const slot = free as number;
    const rank = position.faces[slot][0];
    await setLanguagePreference('en');
    const w = mountBoard({ position, selected: slot });
    expect(w.get(`[data-tile="${slot}"]`).attributes('aria-label')).toBe(`${rank}B, ${rank} of bamboo, free, selected`);
    await setLanguagePreference('nl');
    await w.vm.$nextTick();
    expect(w.get(`[data-tile="${slot}"]`).attributes('aria-label')).toBe(`${rank}B, bamboe ${rank}, vrij, geselecteerd`);
    await setLanguagePreference('bg');
    await w.vm.$nextTick();
    expect(w.get(`[data-tile="${slot}"]`).attributes('aria-label')).toBe(`${rank}B, Бамбус ${rank}, свободна, избрана`);
    await w.setProps({ tileStyle: 'classic' });
    expect(w.get(`[data-tile="${slot}"]`).attributes('aria-label')).toBe(`Бамбус ${rank}, свободна, избрана`);
  });

  it('drops a removed pair from [data-tile] at once and animates a ghost instead', async () => {
    const before = freshTurtle();
    const pair = playablePairs(before)[0];
    const result = removePair(before, pair[0], pair[1]);
    if (!result.ok) throw new Error(result.error.kind);
    const w = mountBoard({ position: before });
    await keyboardAndEffects();
    await w.setProps({ position: result.value, lastRemoved: { pair, seq: 1 } });
    expect(w.findAll('[data-tile]')).toHaveLength(142);
    expect(w.find(`[data-tile="${pair[0]}"]`).exists()).toBe(false);
    const ghosts = w.findAll('.is-ghost');
    expect(ghosts).toHaveLength(2);
    for (const ghost of ghosts) expect(ghost.attributes()).not.toHaveProperty('data-tile');
  });

  it('lets tiles put back by an undo rise into place', async () => {
    const before = freshTurtle();
    const pair = playablePairs(before)[0];
    const result = removePair(before, pair[0], pair[1]);
    if (!result.ok) throw new Error(result.error.kind);
    const w = mountBoard({ position: result.value });
    await keyboardAndEffects();
    expect(w.findAll('.is-appearing')).toHaveLength(0);
    await w.setProps({ position: before });
    expect(w.findAll('[data-tile]')).toHaveLength(144);
    expect(w.findAll('.is-appearing').map((t) => Number(t.attributes('data-tile'))).sort((a, b) => a - b)).toEqual([...pair].sort((a, b) => a - b));
  });

  it('shakes a blocked tile that was tapped', async () => {
    const position = freshTurtle();
    const blocked = Array.from({ length: 144 }, (_, s) => s).find((s) => !isFree(position, s)) as number;
    const w = mountBoard({ position });
    await keyboardAndEffects();
    await w.setProps({ lastTap: { slot: blocked, outcome: 'blocked', seq: 1 } });
    await flushPromises();
    expect(w.get(`[data-tile="${blocked}"]`).classes()).toContain('is-shaking');
    expect(w.findAll('.is-shaking')).toHaveLength(1);
  });

  it('keeps one tile in the tab order and moves it with the arrow keys among free tiles, Left undoing Right', async () => {
    const position = freshTurtle();
    const w = mountBoard({ position });
    await keyboardAndEffects();
    const tabbable = () => w.findAll('[data-tile][tabindex="0"]');
    expect(tabbable()).toHaveLength(1);
    const start = tabbable()[0];
    expect(start.attributes('data-free')).toBe('true');
    (start.element as HTMLElement).focus();
    await start.trigger('keydown', { key: 'ArrowRight' });
    // Keyboard moves load with the first focus on a tile: the move lands once they are in.
    await vi.waitFor(() => expect(tabbable()[0]?.attributes('data-tile')).not.toBe(start.attributes('data-tile')));
    const moved = tabbable();
    expect(moved).toHaveLength(1);
    expect(moved[0].attributes('data-tile')).not.toBe(start.attributes('data-tile'));
    expect(moved[0].attributes('data-free')).toBe('true');
    expect(Number(moved[0].attributes('data-x'))).toBeGreaterThan(Number(start.attributes('data-x')));
    expect(document.activeElement).toBe(moved[0].element);
    // The opposite arrow comes back to where Right started.
    await moved[0].trigger('keydown', { key: 'ArrowLeft' });
    await vi.waitFor(() => expect(tabbable()[0]?.attributes('data-tile')).toBe(start.attributes('data-tile')));
    expect(document.activeElement).toBe(start.element);
  });

  it('moves the arrow keys as the board is seen when a narrow window turns it a quarter turn', async () => {
    const { width, height } = { width: innerWidth, height: innerHeight };
    // happy-dom's own handle on the window's size: the board reads innerWidth × innerHeight, as a phone held upright.
    const { happyDOM } = window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } };
    happyDOM.setViewport({ width: 360, height: 740 });
    try {
      const w = mountBoard();
      await keyboardAndEffects();
      /** A tile's drawn centre, in tile widths from the board's top-left, read from its placement. */
      const seen = (slot: string): [number, number] => {
        const style = (w.get(`[data-tile="${slot}"]`).element as HTMLElement).style;
        const [left, top, across, down] = [style.left, style.top, style.width, style.height].map(parseFloat);
        return [left / across + 0.5, ((top / down) * TILE_RATIO) + TILE_RATIO / 2];
      };
      // Turned: a layout row (slots 0 and 1 lie side by side) is drawn as a column; data-x/y stay the layout's.
      expect(TURTLE.slots[1]).toMatchObject({ x: TURTLE.slots[0].x + 2, y: TURTLE.slots[0].y });
      expect(seen('1')[1] - seen('0')[1]).toBeCloseTo(TILE_RATIO);
      expect(w.get('[data-tile="1"]').attributes('data-x')).toBe(`${TURTLE.slots[1].x}`);
      const tabbable = () => w.get('[data-tile][tabindex="0"]').attributes('data-tile') ?? '';
      const start = tabbable();
      (w.get(`[data-tile="${start}"]`).element as HTMLElement).focus();
      for (const [key, back, axis, sign] of [['ArrowRight', 'ArrowLeft', 0, 1], ['ArrowDown', 'ArrowUp', 1, 1], ['ArrowLeft', 'ArrowRight', 0, -1]] as const) {
        await w.get(`[data-tile="${start}"]`).trigger('keydown', { key });
        await vi.waitFor(() => expect(tabbable()).not.toBe(start));
        const to = tabbable();
        const along = sign * (seen(to)[axis] - seen(start)[axis]);
        // The tile reached lies that way on screen, within 45° of the arrow.
        expect(along, `${key} from ${start} to ${to}`).toBeGreaterThan(0);
        expect(Math.abs(seen(to)[1 - axis] - seen(start)[1 - axis])).toBeLessThanOrEqual(along);
        await w.get(`[data-tile="${to}"]`).trigger('keydown', { key: back });
        await vi.waitFor(() => expect(tabbable()).toBe(start));
      }
    } finally {
      happyDOM.setViewport({ width, height });
    }
  });
});
