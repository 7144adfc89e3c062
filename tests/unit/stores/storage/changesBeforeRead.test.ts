import { describe, expect, it } from 'vitest';
import { memoryArea, type StorageChanges } from '@/stores/storage/area';
import { changesBeforeRead } from '@/stores/storage/changesBeforeRead';

const valueOf = (changes: StorageChanges, key: string) => changes[key]?.newValue;

describe('changes that come before the first read', () => {
  it('are heard from the moment of listening, but handled only once the read is applied, in order', async () => {
    const local = memoryArea();
    const sync = memoryArea();
    const changes = changesBeforeRead();
    const handled: string[] = [];
    changes.listen(local, (c) => handled.push(`local ${valueOf(c, 'game')}`));
    changes.listen(sync, (c) => handled.push(`sync ${valueOf(c, 'game')}`));

    await local.set({ game: 1 });
    await sync.set({ game: 2 });
    await local.set({ game: 3 });
    expect(handled).toEqual([]);

    changes.readApplied();
    expect(handled).toEqual(['local 1', 'sync 2', 'local 3']);
  });

  it('are handled at once after the read, each once', async () => {
    const local = memoryArea();
    const changes = changesBeforeRead();
    const handled: unknown[] = [];
    changes.listen(local, (c) => handled.push(valueOf(c, 'k')));
    await local.set({ k: 'early' });
    changes.readApplied();
    await local.set({ k: 'late' });
    changes.readApplied(); // a second call hands nothing over again
    expect(handled).toEqual(['early', 'late']);
  });

  it('stop when the returned function is called', async () => {
    const local = memoryArea();
    const changes = changesBeforeRead();
    const handled: unknown[] = [];
    const stop = changes.listen(local, (c) => handled.push(valueOf(c, 'k')));
    changes.readApplied();
    await local.set({ k: 1 });
    stop();
    await local.set({ k: 2 });
    expect(handled).toEqual([1]);
  });
});
