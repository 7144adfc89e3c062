/**
 * Storage reports each save back to the page that made it. The page drops its own copy before
 * reading it (a read parses the copy and replays its moves); another tab's copy is still read.
 */
import { describe, expect, it, vi } from 'vitest';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine, planOf } from '../../machine';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';

describe("a page's own save coming back", () => {
  it('is not read, while a copy from another tab is read and followed', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const a = await m.open();
    a.game.startCode(CODE);
    await clock.advance(0);
    const replays = vi.spyOn(a.services.dealing, 'replay');
    const [[x, y], [u, v]] = planOf(CODE);
    a.game.tap(x);
    a.game.tap(y);
    await clock.advance(0);
    expect(a.game.moveCount).toBe(1);
    expect(m.local.written).toContain('game');
    expect(replays).not.toHaveBeenCalled();

    // Another tab takes the next pair: this page reads its copy and follows it.
    const b = await m.open();
    expect(b.game.moveCount).toBe(1);
    replays.mockClear();
    b.game.tap(u);
    b.game.tap(v);
    await clock.advance(0);
    expect(replays).toHaveBeenCalled();
    expect(a.game.moveCount).toBe(2);
    replays.mockRestore();
  });
});
