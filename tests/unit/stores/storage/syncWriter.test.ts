import { describe, expect, it } from 'vitest';
import { createSyncWriter, SYNC_LIMITS } from '@/stores/storage/syncWriter';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { replica, QUOTA } from '../syncNetwork';

describe('sync writer', () => {
  it('coalesces a move every 200 ms into a bounded number of writes, within the quotas with headroom', async () => {
    const clock = virtualClock();
    const sync = replica(() => clock.now());
    const writer = createSyncWriter(sync, clock);
    for (let i = 0; i < 18_000; i++) {
      writer.stage('game', { v: 1, moves: i % 72 });
      if (i % 72 === 71) writer.stage('stats:dev0a', { v: 1, games: i }, true); // a game ends
      await clock.advance(200);
    }
    await clock.advance(120_000);
    const hour = sync.writes.filter((t) => t > clock.now() - 3_600_000 - 120_000);
    let worstMinute = 0;
    for (const t of sync.writes) worstMinute = Math.max(worstMinute, sync.writes.filter((w) => w >= t && w < t + 60_000).length);
    expect(worstMinute).toBeLessThanOrEqual(SYNC_LIMITS.perMinute);
    expect(worstMinute).toBeLessThan(QUOTA.perMinute / 2);
    expect(hour.length).toBeLessThanOrEqual(SYNC_LIMITS.perHour);
    expect(hour.length).toBeLessThan(QUOTA.perHour / 2);
    expect(await sync.get(['game'])).toEqual({ game: { v: 1, moves: 17_999 % 72 } });
  });

  it('writes at once when urgent and the spacing allows', async () => {
    const clock = virtualClock();
    const sync = replica(() => clock.now());
    const writer = createSyncWriter(sync, clock);
    writer.stage('game', 1);
    await clock.advance(0);
    expect(sync.writes).toHaveLength(1);
    writer.stage('game', 2);
    await clock.advance(1_000);
    expect(sync.writes).toHaveLength(1); // waits for the normal spacing
    writer.flush(); // tab hidden
    await clock.advance(SYNC_LIMITS.urgentSpacingMs);
    expect(sync.writes).toHaveLength(2);
    expect(await sync.get(['game'])).toEqual({ game: 2 });
  });

  it('keeps what failed, retries later and reports failure and recovery', async () => {
    const clock = virtualClock();
    const sync = replica(() => clock.now());
    const events: string[] = [];
    const writer = createSyncWriter(sync, clock, SYNC_LIMITS, {
      onFailure: () => events.push('failing'),
      onRecovered: () => events.push('recovered'),
    });
    sync.failNext = 2;
    writer.stage('stats:dev0a', { games: 1 }, true);
    await clock.advance(0);
    expect(writer.failing).toBe(true);
    expect(writer.pendingKeys()).toEqual(['stats:dev0a']);
    writer.stage('game', 'newer');
    await clock.advance(10 * 60_000);
    expect(events).toEqual(['failing', 'failing', 'recovered']);
    expect(writer.failing).toBe(false);
    expect(await sync.get(null)).toEqual({ 'stats:dev0a': { games: 1 }, game: 'newer' });
  });

  it('never writes a key that holds data from a newer release', async () => {
    const clock = virtualClock();
    const sync = replica(() => clock.now());
    const writer = createSyncWriter(sync, clock);
    writer.block('settings');
    writer.stage('settings', { v: 1 }, true);
    await clock.advance(60_000);
    expect(sync.writes).toHaveLength(0);
  });
});
