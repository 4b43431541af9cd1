// Two tabs on one stored workspace: the first holds the Web Lock and writes; the second loads it read-only and
// never writes it back, whatever it changes in memory. Node has no navigator.locks, so a fake one stands in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../clocks';
import { memoryPackFs, openedOrThrow as opened } from '../testing/memory-pack-fs';
import { openPersistentWorkspace } from './persistent-workspace';

/** The part of the Web Locks API the tab lock uses: exclusive locks, `ifAvailable`. */
function fakeLockManager() {
  const held = new Set<string>();
  return {
    request(name: string, _options: { ifAvailable: boolean }, callback: (lock: unknown) => unknown) {
      if (held.has(name)) return Promise.resolve(callback(null));
      held.add(name);
      return Promise.resolve(callback({ name })).finally(() => held.delete(name));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('two tabs on one workspace', () => {
  it('gives the second tab read-only access that never writes storage, and the lock back after close', async () => {
    vi.stubGlobal('navigator', { locks: fakeLockManager() });
    const storage = memoryPackFs();
    const open = () => openPersistentWorkspace({ name: 'shared', clock: manualClock(0), fs: storage.fs });

    const owner = opened(await open());
    expect(owner.access).toBe('owner');
    await owner.workspace.writeFile('a.txt', 'from the owner');
    await owner.workspace.flush();

    const second = opened(await open());
    expect(second.access).toBe('read-only');
    expect(await second.workspace.readTextFile('a.txt')).toBe('from the owner');
    const writesBefore = storage.writes();
    await second.workspace.writeFile('a.txt', 'from the second tab');
    await second.workspace.writeFile('b.txt', 'new');
    await second.workspace.flush();
    await second.close();
    expect(storage.writes()).toBe(writesBefore);

    await owner.close();
    const next = opened(await open());
    expect(next.access).toBe('owner');
    expect(await next.workspace.readTextFile('a.txt')).toBe('from the owner');
    expect(await next.workspace.exists('b.txt')).toBe(false);
    await next.close();
  });
});
