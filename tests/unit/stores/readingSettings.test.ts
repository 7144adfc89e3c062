/** The reading helps among the settings: the Large print style and the two optional board marks. */
import { describe, expect, it } from 'vitest';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine } from './machine';

const NOW = Date.UTC(2026, 0, 1);
const OLDER = { tileStyle: 'classic', theme: 'dark', language: 'nl', showWinnable: true, updatedAt: NOW - 1000 };

async function quarantined(m: ReturnType<typeof machine>): Promise<string[]> {
  return [...m.local.data.keys()].filter((k) => k.startsWith('quarantine:'));
}

describe('reading settings', () => {
  it('are off by default, Digits the style', async () => {
    const page = await machine(virtualClock(NOW)).open();
    expect(page.settings.tileStyle).toBe('digits');
    expect(page.settings.highlightFree).toBe(false);
    expect(page.settings.showMatches).toBe(false);
  });

  it('settings stored before these existed are read whole, not taken for damage', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ settings: { v: 1, settings: OLDER } });
    const page = await m.open();
    expect(page.settings.tileStyle).toBe('classic');
    expect(page.settings.theme).toBe('dark');
    expect(page.settings.highlightFree).toBe(false);
    expect(page.settings.showMatches).toBe(false);
    expect(await quarantined(m)).toEqual([]);
    expect(page.notices.notices).toEqual([]);
  });

  it('Large print and both marks are kept and read back on the next page', async () => {
    const m = machine(virtualClock(NOW));
    const first = await m.open();
    first.settings.update({ tileStyle: 'large', highlightFree: true, showMatches: true });
    const stored = (await m.local.get(['settings'])).settings as { settings: Record<string, unknown> };
    expect(stored.settings).toMatchObject({ tileStyle: 'large', highlightFree: true, showMatches: true });
    const next = await m.open();
    expect(next.settings.tileStyle).toBe('large');
    expect(next.settings.highlightFree).toBe(true);
    expect(next.settings.showMatches).toBe(true);
  });

  it('a damaged mark falls back alone, and the rest is kept', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ settings: { v: 1, settings: { ...OLDER, tileStyle: 'large', highlightFree: 'yes', showMatches: true } } });
    const page = await m.open();
    expect(page.settings.tileStyle).toBe('large');
    expect(page.settings.highlightFree).toBe(false);
    expect(page.settings.showMatches).toBe(true);
    expect(await quarantined(m)).toHaveLength(1);
  });
});
