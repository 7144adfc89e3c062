import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { reactive } from 'vue';
import { type Game } from '@/core/game';
import { newGameFromCode } from '@/core/newGame';
import { isFree } from '@/core/position';
import { tap as tapRule, type TapOutcome } from '@/core/tap';

const CODE = 'MJ1-L00-AAAAABL';

function startGame(): Game {
  const made = newGameFromCode(CODE);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

// The stores stand in as plain reactive objects with the documented fields; tap follows core's rules.
const game = reactive({
  ready: true,
  code: CODE,
  layout: startGame().layout,
  position: startGame().position,
  status: 'playing' as 'playing' | 'paused' | 'won' | 'stuck',
  selected: null as number | null,
  hinted: null as [number, number] | null,
  lastTap: null as { slot: number; outcome: TapOutcome; seq: number } | null,
  lastRemoved: null as { pair: [number, number]; seq: number } | null,
  tap: vi.fn((slot: number) => {
    const result = tapRule(game.position, game.selected, slot);
    game.selected = result.selected;
    game.lastTap = { slot, outcome: result.outcome, seq: (game.lastTap?.seq ?? 0) + 1 };
  }),
});
const settings = reactive({ tileStyle: 'digits' as 'digits' | 'classic' });

vi.mock('@/stores/game', () => ({ useGameStore: () => game }));
vi.mock('@/stores/settings', () => ({ useSettingsStore: () => settings }));

const { default: GameBoard } = await import('@/components/board/GameBoard.vue');

let wrapper: VueWrapper | null = null;
// This file runs isolated, its environment torn down as it ends: what BoardView loads on demand (the
// faces' drawings, its keyboard and effects) must have landed by then, or its import fails after the end.
afterAll(async () => {
  await Promise.all([
    import('@/components/faces/FaceSymbols'),
    import('@/components/board/useRovingFocus'),
    import('@/components/board/useTileEffects'),
    import('@/components/faces/styleSheets.css'),
    import('@/components/board/boardEffects.css'),
    import('@/components/board/readingMarks.css'),
  ]);
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  settings.tileStyle = 'digits';
  game.selected = null;
  game.status = 'playing';
  game.tap.mockClear();
});

describe('GameBoard', () => {
  it('shows the store game and sends a click to the store tap', async () => {
    wrapper = mount(GameBoard, { attachTo: document.body });
    const board = wrapper.get('[data-board]');
    expect(board.attributes('data-code')).toBe(CODE);
    expect(board.attributes('data-layout')).toBe('L00');
    expect(wrapper.findAll('[data-tile]')).toHaveLength(144);
    expect(wrapper.findAll('[data-free="true"]')).toHaveLength(35);

    const free = Array.from({ length: 144 }, (_, s) => s).find((s) => isFree(game.position, s)) as number;
    await wrapper.get(`[data-tile="${free}"]`).trigger('click');
    expect(game.tap).toHaveBeenCalledWith(free);
    expect(wrapper.get(`[data-tile="${free}"]`).attributes('data-selected')).toBe('true');
  });

  it('follows the tile style and the pause from the stores', async () => {
    wrapper = mount(GameBoard, { attachTo: document.body });
    expect(wrapper.findAll('[data-tile] .face-label')).toHaveLength(144);
    settings.tileStyle = 'classic';
    await wrapper.vm.$nextTick();
    expect(wrapper.findAll('[data-tile] .face-label')).toHaveLength(0);
    expect(wrapper.findAll('[data-tile] use')).toHaveLength(144);
    // The Classic drawings load on first use: the test waits for them, so none loads after it ends.
    await import('@/components/faces/FaceSymbols');
    await flushPromises();
    expect(wrapper.findAll('symbol').length).toBeGreaterThan(0);
    game.status = 'paused';
    await wrapper.vm.$nextTick();
    expect(wrapper.get('[data-board]').attributes('data-status')).toBe('paused');
    expect(wrapper.findAll('[data-tile] use')).toHaveLength(0);
  });
});
