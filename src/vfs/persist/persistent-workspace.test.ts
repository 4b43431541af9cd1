// Persistence under fake-indexeddb with the real lightning-fs: what a reload must bring back, byte for byte.
import { describe, expect, it } from 'vitest';
import { openPersistentWorkspace } from './persistent-workspace';
import { manualClock } from '../clocks';
import { memoryPackFs, openedOrThrow as opened } from '../testing/memory-pack-fs';

let counter = 0;
const uniqueName = () => `test-${++counter}-${process.pid}`;

describe('persistent workspace', () => {
  it('brings everything back after a reload, byte for byte, with mtimes and modes', async () => {
    const name = uniqueName();
    const first = opened(await openPersistentWorkspace({ name, clock: manualClock(100) }));
    const ws = first.workspace;
    await ws.writeFile('src/a.ts', 'export const a = 1;\n', { createParents: true });
    await ws.writeFile('bin/blob', new Uint8Array([0, 255, 1, 254]), { createParents: true });
    await ws.mkdir('empty');
    await ws.symlink('src/a.ts', 'link');
    await ws.chmod('src/a.ts', 0o600);
    await first.close();

    const second = opened(await openPersistentWorkspace({ name, clock: manualClock(999) }));
    expect(await second.workspace.snapshot()).toEqual(await ws.snapshot());
    expect([...(await second.workspace.readFile('bin/blob'))]).toEqual([0, 255, 1, 254]);
    expect(second.loadedFiles).toBe(2);
    await second.close();
  });

  it('replays deletions, renames and folder-to-file replacements from journals', async () => {
    const name = uniqueName();
    const clock = manualClock(0);
    const first = opened(await openPersistentWorkspace({ name, clock }));
    const ws = first.workspace;
    await ws.writeFile('d/x.txt', 'x', { createParents: true });
    await ws.writeFile('keep.txt', 'keep');
    await ws.flush();
    await ws.rm('d', { recursive: true });
    await ws.writeFile('d', 'now a file');
    await ws.rename('keep.txt', 'kept.txt');
    await ws.flush();
    await first.close();

    const second = opened(await openPersistentWorkspace({ name, clock }));
    expect(await second.workspace.readTextFile('d')).toBe('now a file');
    expect(await second.workspace.exists('keep.txt')).toBe(false);
    expect(await second.workspace.readTextFile('kept.txt')).toBe('keep');
    await second.close();
  });

  it('journals a file under a folder that became a link as deleted, also when the link loops', async () => {
    for (const target of ['b', 'c']) {
      const { fs } = memoryPackFs();
      const first = opened(await openPersistentWorkspace({ name: 'links', clock: manualClock(0), fs }));
      const ws = first.workspace;
      await ws.writeFile('b/a', 'under b', { createParents: true });
      await ws.writeFile('c/a', 'under c', { createParents: true });
      await ws.flush();
      await ws.rm('b', { recursive: true });
      await ws.symlink(target, 'b');
      await ws.flush();
      const second = opened(await openPersistentWorkspace({ name: 'links', clock: manualClock(0), fs }));
      expect(await second.workspace.snapshot()).toEqual(await ws.snapshot());
      expect(await second.workspace.readTextFile('c/a')).toBe('under c');
    }
  });

  it('compacts many journals into one base pack and still loads the same tree', async () => {
    const name = uniqueName();
    const clock = manualClock(0);
    const first = opened(await openPersistentWorkspace({ name, clock }));
    for (let i = 0; i < 40; i++) {
      await first.workspace.writeFile(`f${i % 7}.txt`, `round ${i}`);
      await first.workspace.flush();
    }
    await first.close();
    const second = opened(await openPersistentWorkspace({ name, clock }));
    expect(await second.workspace.snapshot()).toEqual(await first.workspace.snapshot());
    await second.close();
  });

  it('stores an initial snapshot when the name is new', async () => {
    const name = uniqueName();
    const seed = opened(await openPersistentWorkspace({ name: uniqueName(), clock: manualClock(5) }));
    await seed.workspace.writeFile('hello.txt', 'hi');
    const initial = await seed.workspace.snapshot();
    const first = opened(await openPersistentWorkspace({ name, clock: manualClock(0), initial }));
    await first.close();
    const again = opened(
      await openPersistentWorkspace({ name, clock: manualClock(0), initial: { ...initial, entries: [] } }),
    );
    expect(await again.workspace.readTextFile('hello.txt')).toBe('hi');
    await again.close();
  });

  it('keeps changes pending when a flush fails, and writes them on the next one', async () => {
    const { fs, failNextWrite } = memoryPackFs();
    const first = opened(await openPersistentWorkspace({ name: 'fake', clock: manualClock(0), fs }));
    await first.workspace.writeFile('a.txt', 'A');
    failNextWrite('quota exceeded');
    await expect(first.workspace.flush()).rejects.toThrow('quota exceeded');
    await first.workspace.flush();
    const second = opened(await openPersistentWorkspace({ name: 'fake', clock: manualClock(0), fs }));
    expect(await second.workspace.readTextFile('a.txt')).toBe('A');
  });
});
