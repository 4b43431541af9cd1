import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace } from './memory-workspace';
import { manualClock } from './clocks';
import type { Changeset } from './changeset';
import { changesetOfPaths } from './changeset-of-paths';

async function seeded() {
  const ws = createMemoryWorkspace({ clock: manualClock(10) });
  await ws.writeFile('keep.txt', 'keep');
  await ws.writeFile('src/a.ts', 'a', { createParents: true });
  await ws.writeFile('old/x.txt', 'x', { createParents: true });
  return ws;
}

describe('overlay', () => {
  it('sees the base, keeps its own writes to itself', async () => {
    const ws = await seeded();
    const view = ws.createOverlay();
    await view.writeFile('src/a.ts', 'changed');
    await view.writeFile('new.txt', 'new');
    expect(await view.readTextFile('keep.txt')).toBe('keep');
    expect(await ws.readTextFile('src/a.ts')).toBe('a');
    expect(await ws.exists('new.txt')).toBe(false);
  });

  it('is not affected by later writes to its base', async () => {
    const ws = await seeded();
    const view = ws.createOverlay();
    await ws.writeFile('src/a.ts', 'base moved on');
    expect(await view.readTextFile('src/a.ts')).toBe('a');
    expect(view.changeset().entries).toEqual([]);
  });

  it('lists final states: top-most deletions first, then parents before children', async () => {
    const ws = await seeded();
    const view = ws.createOverlay();
    await view.rm('old', { recursive: true });
    await view.writeFile('src/a.ts', 'A2');
    await view.writeFile('lib/deep/b.ts', 'b', { createParents: true });
    await view.symlink('src', 'link');
    const entries = view.changeset().entries.map((e) => `${e.type} ${e.path}`);
    expect(entries).toEqual([
      'delete /workspace/old',
      'directory /workspace/lib',
      'directory /workspace/lib/deep',
      'file /workspace/lib/deep/b.ts',
      'symlink /workspace/link',
      'file /workspace/src/a.ts',
    ]);
  });

  it('applies a changeset to the base with events and new versions', async () => {
    const ws = await seeded();
    const before = await ws.stat('src/a.ts');
    const view = ws.createOverlay();
    await view.writeFile('src/a.ts', 'A2');
    await view.rename('keep.txt', 'kept.txt');
    const kinds: string[] = [];
    ws.subscribe((changes) => kinds.push(...changes.map((c) => `${c.kind} ${c.path}`)));
    const result = await ws.applyChangeset(view.changeset());
    expect(result.ok).toBe(true);
    expect(await ws.readTextFile('src/a.ts')).toBe('A2');
    expect(await ws.readTextFile('kept.txt')).toBe('keep');
    expect(await ws.exists('keep.txt')).toBe(false);
    expect((await ws.stat('src/a.ts')).version).toBeGreaterThan(before.version);
    expect(kinds).toEqual([
      'delete /workspace/keep.txt',
      'create /workspace/kept.txt',
      'modify /workspace/src/a.ts',
    ]);
  });

  it('applies all entries or none', async () => {
    const ws = await seeded();
    const events: unknown[] = [];
    ws.subscribe((changes) => events.push(changes));
    const bad: Changeset = {
      entries: [
        {
          type: 'file',
          path: '/workspace/keep.txt',
          bytes: new TextEncoder().encode('overwritten'),
          mode: 0o644,
        },
        { type: 'file', path: '/workspace/nowhere/f.txt', bytes: new Uint8Array(), mode: 0o644 },
      ],
    };
    const result = await ws.applyChangeset(bad);
    expect(result).toMatchObject({ ok: false, failedPath: '/workspace/nowhere/f.txt', code: 'ENOENT' });
    expect(await ws.readTextFile('keep.txt')).toBe('keep');
    expect(events).toEqual([]);
    await ws.writeFile('after.txt', 'still writable');
    expect(await ws.readTextFile('after.txt')).toBe('still writable');
  });

  it('survives a structured clone (a worker posting it)', async () => {
    const ws = await seeded();
    const view = ws.createOverlay();
    await view.writeFile('bin.dat', new Uint8Array([0, 1, 2, 255]));
    const cloned = structuredClone(view.changeset());
    expect((await ws.applyChangeset(cloned)).ok).toBe(true);
    expect([...(await ws.readFile('bin.dat'))]).toEqual([0, 1, 2, 255]);
  });

  it('changesetOfPaths keeps a replica in step with changes made outside it', async () => {
    const ws = await seeded();
    const replica = createMemoryWorkspace({ clock: manualClock(10) });
    await replica.restore(await ws.snapshot());
    const dirty = new Set<string>();
    ws.subscribe((changes) => changes.forEach((c) => dirty.add(c.path)));
    await ws.rm('old', { recursive: true });
    await ws.writeFile('src/a.ts', 'edited in the editor');
    await ws.rename('keep.txt', 'src/keep.txt');
    expect((await replica.applyChangeset(await changesetOfPaths(ws, dirty))).ok).toBe(true);
    expect(await replica.snapshot()).toEqual(await ws.snapshot());
  });
});
