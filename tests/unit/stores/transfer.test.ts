import { describe, expect, it } from 'vitest';
import { virtualClock } from '@/stores/storage/virtualClock';
import { machine, planOf, touch, type Page } from './machine';

const CODES = ['MJ1-L00-AAAAABL', 'MJ1-L00-BBBBBBB'];

async function win(page: Page, code: string, ms: number, clockAdvance: (ms: number) => Promise<void>) {
  page.game.startCode(code);
  touch(page);
  await clockAdvance(ms);
  for (const [a, b] of planOf(code)) {
    page.game.tap(a);
    page.game.tap(b);
  }
  await clockAdvance(0);
}

describe('export and import', () => {
  it('exports all progress and imports it on another machine, merged, not replaced, and idempotent', async () => {
    const clock = virtualClock();
    const advance = (ms: number) => clock.advance(ms);
    const a = await machine(clock).open();
    await win(a, CODES[0], 100_000, advance);
    await win(a, CODES[1], 80_000, advance);
    const file = a.progress.exportJson();

    const mb = machine(clock);
    const b = await mb.open();
    await win(b, CODES[0], 120_000, advance);
    const result = await b.progress.importJson(file);
    expect(result).toEqual({ ok: true, value: { games: 2, wins: 2 } });
    expect(b.progress.stats('L00')).toMatchObject({ played: 3, won: 3, bestMs: 80_000 });
    expect(b.progress.leaderboard('L00').map((e) => e.ms)).toEqual([80_000, 100_000, 120_000]);
    await b.progress.importJson(file); // again: nothing counted twice
    expect(b.progress.stats('L00')).toMatchObject({ played: 3, won: 3 });
    // And it survives a reload.
    const bAgain = await mb.open();
    expect(bAgain.progress.stats('L00')).toMatchObject({ played: 3, won: 3 });
  });

  const NOT_OURS: [string, string][] = [
    ['not JSON', 'hello <b>world</b>'],
    ['another app’s JSON', JSON.stringify({ version: 3, data: [1, 2] })],
    ['an array', '[1,2,3]'],
    ['a newer export', JSON.stringify({ format: 'mahjong-tab-progress', v: 9, devices: [] })],
    ['a damaged export', JSON.stringify({ format: 'mahjong-tab-progress', v: 1, devices: [{ v: 1, device: 'x' }] })],
  ];
  for (const [what, text] of NOT_OURS) {
    it(`refuses ${what} with a clear error and changes nothing`, async () => {
      const clock = virtualClock();
      const m = machine(clock);
      const page = await m.open();
      await win(page, CODES[0], 50_000, (ms) => clock.advance(ms));
      const before = JSON.stringify([...m.local.data]);
      const result = await page.progress.importJson(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
      await clock.advance(0);
      expect(JSON.stringify([...m.local.data])).toBe(before);
      expect(page.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
    });
  }
});

describe('settings', () => {
  it('follow the user to another machine and apply to open pages at once', async () => {
    const clock = virtualClock();
    const m = machine(clock);
    const one = await m.open();
    const two = await m.open();
    one.settings.update({ tileStyle: 'classic', theme: 'dark' });
    await clock.advance(0);
    expect(two.settings.tileStyle).toBe('classic');
    expect(two.settings.theme).toBe('dark');
    await clock.advance(5_000); // a settings change is sent within seconds
    expect(m.sync.outbox.map((w) => w.key)).toContain('settings');
  });
});
