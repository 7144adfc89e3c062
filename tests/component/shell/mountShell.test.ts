import { afterEach, describe, expect, it } from 'vitest';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { mountShell, settle } from './mountShell';

const CODE = 'MJ1-L00-AAAAABL';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/newtab.html');
});

describe('mountShell with several pages', () => {
  it('returns the stores of the page it mounted, even when another page’s store was used while it started', async () => {
    history.replaceState(null, '', `/newtab.html#game=${CODE}`);
    const first = await mountShell();
    history.replaceState(null, '', '/newtab.html');
    expect(first.game.code).toBe(CODE);

    // After each write of the second page while it starts (once what that write set going has run),
    // the first page's store is used, as a late storage event or a store loaded on demand there would:
    // Pinia makes the first page's instance the active one, after the second page's own last use.
    const local = memoryArea();
    const writing: StorageArea = {
      ...local,
      async set(items) {
        await local.set(items);
        setImmediate(() => first.game.dismissLastResult());
      },
    };
    const second = await mountShell({ backend: { local: writing, sync: memoryArea() } });

    const board = second.wrapper.find('[data-board]');
    expect(board.attributes('data-code')).not.toBe(CODE);
    expect(second.game.code).toBe(board.attributes('data-code'));
    expect(second.game).not.toBe(first.game);
    expect(second.settings).not.toBe(first.settings);
    expect(first.game.code).toBe(CODE);
    // What the pages load just after their first frame has come before the test ends.
    await settle();
    for (const page of [first, second]) page.wrapper.unmount();
  });
});
