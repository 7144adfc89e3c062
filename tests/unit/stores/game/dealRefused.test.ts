/**
 * A board that cannot be dealt (a player's layout, come by sync, that no order of removals clears):
 * the deal queue is free again at once, the player is told, and the game shown goes on, hints and all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPinia, setActivePinia } from 'pinia';
import { makeCode } from '@/core/code';
import { customLayout, customLayoutId, lookupWith } from '@/core/customLayout';
import { encodeShape, readLayoutFile, shapeId } from '@/core/layoutFiles';
import { newGameFromCode } from '@/core/newGame';
import { createDealing } from '@/core/dealing';
import { createDealQueue } from '@/stores/game/dealQueue';
import { useGameStore } from '@/stores/game';
import { useNoticesStore } from '@/stores/notices';
import { provideServices, useServices } from '@/stores/services';
import { browserBackend } from '@/stores/storage/browserArea';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { SCHEMA_VERSION } from '@/stores/storage/schema';
import { simpleSolver } from '../machine';

const CODE = 'MJ1-L00-AAAAABL';
const lone = readLayoutFile('lone-tower.layout', readFileSync(join(process.cwd(), 'tests/fixtures/deals/lone-tower.layout'), 'utf8')).layouts[0];
const LONE_ID = customLayoutId(shapeId(lone.slots));
const LONE_CODE = makeCode(LONE_ID, 5);

describe('a board that cannot be dealt', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is an error of the code, never a throw', () => {
    const layout = customLayout(LONE_ID, lone.slots, 'Lone Tower');
    const made = newGameFromCode(LONE_CODE, lookupWith((id) => (id === LONE_ID ? layout : undefined)));
    expect(made).toMatchObject({ ok: false, error: { kind: 'deal' } });
  });

  it('refused by the worker: refused at once, not dealt again in the page, and the queue is free', async () => {
    const loadDealer = vi.fn(() => Promise.resolve(newGameFromCode));
    const layout = customLayout(LONE_ID, lone.slots, 'Lone Tower');
    const dealing = createDealing({
      layouts: lookupWith((id) => (id === LONE_ID ? layout : undefined)),
      loadDealer,
      offThread: () => () => Promise.resolve({ refused: { kind: 'deal', message: 'no order of removals' } }),
    });
    const refused: string[] = [];
    const queue = createDealQueue(dealing, (code) => refused.push(code));
    queue.loaded();
    const ran: string[] = [];
    queue.withDeal(LONE_CODE, (g) => ran.push(g.code));
    queue.afterDealing(() => ran.push('after'));
    expect(queue.busy.value).toBe(true);
    await vi.waitFor(() => expect(refused).toEqual([LONE_CODE]));
    expect(queue.busy.value).toBe(false);
    expect(ran).toEqual(['after']);
    expect(loadDealer).not.toHaveBeenCalled();
  });

  it('a deal that fails outright (worker and page alike) leaves the queue free and is said', async () => {
    const dealing = createDealing({ offThread: () => () => Promise.reject(new Error('solver worker failed')) });
    const refused: string[] = [];
    const queue = createDealQueue(dealing, (code) => refused.push(code));
    queue.loaded();
    queue.withDeal(CODE, () => expect.unreachable('no deal was made'));
    expect(queue.busy.value).toBe(true);
    await vi.waitFor(() => expect(refused).toEqual([CODE]));
    expect(queue.busy.value).toBe(false);
    const after = vi.fn();
    queue.afterDealing(after);
    expect(after).toHaveBeenCalledOnce();
  });

  it('from a synced layout: the game shown stays, a notice says why, and Hint still answers', async () => {
    await fakeBrowser.storage.sync.set({ [`layout:${LONE_ID}`]: { v: SCHEMA_VERSION, s: encodeShape(lone.slots), n: 'Lone Tower', t: Date.UTC(2026, 0, 1) } });
    const pinia = createPinia();
    provideServices(pinia, { backend: browserBackend(), clock: virtualClock(), solver: simpleSolver });
    setActivePinia(pinia);
    const game = useGameStore();
    await game.init();
    game.startCode(CODE);
    await vi.waitFor(() => expect(game.code).toBe(CODE));
    await useServices().layouts.load();
    expect(useServices().layouts.list.value.map((l) => l.id)).toEqual([LONE_ID]);
    expect(game.startCode(LONE_CODE)).toEqual({ ok: true });
    const notices = useNoticesStore();
    await vi.waitFor(() => expect(notices.notices.map((n) => n.key)).toContain('notices.dealFailed'));
    expect(game.dealing).toBe(false);
    expect(game.code).toBe(CODE);
    game.hint();
    await vi.waitFor(() => expect(game.hinted).not.toBeNull());
  });
});
