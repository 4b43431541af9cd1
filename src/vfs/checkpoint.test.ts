import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryWorkspace } from './memory-workspace';
import { manualClock } from './clocks';
import { emptySnapshot } from './snapshot-format';
import type { Workspace } from './workspace';
import { propertyOptions } from '../common/testing/property-runs';

async function seeded(): Promise<Workspace> {
  const ws = createMemoryWorkspace({ clock: manualClock(0) });
  await ws.writeFile('src/a.ts', 'export const a = 1;\n', { createParents: true });
  await ws.writeFile('src/deep/b.ts', 'b\n', { createParents: true });
  await ws.writeFile('README.md', '# r\n');
  await ws.symlink('src/a.ts', 'link.ts');
  return ws;
}

/** Every kind of change the workspace offers, each applied to a path that exists in `seeded()`. */
const operations: Record<string, (ws: Workspace) => Promise<unknown>> = {
  write: (ws) => ws.writeFile('src/a.ts', 'changed'),
  create: (ws) => ws.writeFile('src/deep/new.ts', 'new'),
  mkdir: (ws) => ws.mkdir('src/deep/more/dirs', { recursive: true }),
  rm: (ws) => ws.rm('src/deep', { recursive: true }),
  rename: (ws) => ws.rename('src/a.ts', 'src/deep/moved.ts'),
  copy: (ws) => ws.copy('src', 'copied', { recursive: true }),
  symlink: (ws) => ws.symlink('README.md', 'src/deep/r.md'),
  chmod: (ws) => ws.chmod('src/deep/b.ts', 0o755),
  utimes: (ws) => ws.utimes('README.md', 123_456),
  restore: (ws) => ws.restore(emptySnapshot()),
  changeset: async (ws) => {
    const overlay = ws.createOverlay();
    await overlay.writeFile('src/deep/b.ts', 'from an overlay');
    await overlay.rm('README.md');
    await ws.applyChangeset(overlay.changeset());
  },
};

describe('workspace checkpoints', () => {
  for (const [name, operation] of Object.entries(operations)) {
    it(`keep the workspace as it was through ${name}`, async () => {
      const ws = await seeded();
      const before = await ws.snapshot();
      const checkpoint = ws.checkpoint();
      await operation(ws);
      expect(await ws.snapshot()).not.toEqual(before);
      expect(checkpoint.snapshot()).toEqual(before);
    });
  }

  it('keep every intermediate state of a random sequence of changes', async () => {
    const names = Object.keys(operations).filter((name) => name !== 'restore');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...names), { maxLength: 12 }), async (sequence) => {
        const ws = await seeded();
        const kept: { checkpoint: ReturnType<Workspace['checkpoint']>; snapshot: unknown }[] = [];
        for (const name of sequence) {
          kept.push({ checkpoint: ws.checkpoint(), snapshot: await ws.snapshot() });
          // An operation whose path is gone by now fails like POSIX would; the tree is unchanged then.
          await operations[name]?.(ws).catch(() => undefined);
        }
        for (const { checkpoint, snapshot } of kept) expect(checkpoint.snapshot()).toEqual(snapshot);
      }),
      propertyOptions(60),
    );
  });

  it('list their nodes without contents, in the order of the snapshot, and give one entry with its content', async () => {
    const ws = await seeded();
    const checkpoint = ws.checkpoint();
    const snapshot = checkpoint.snapshot();
    await ws.writeFile('src/a.ts', 'later');
    const listing = checkpoint.listing();
    expect(listing.map((e) => [e.path, e.type])).toEqual(snapshot.entries.map((e) => [e.path, e.type]));
    expect(listing.find((e) => e.path === 'src/a.ts')).toMatchObject({ type: 'file', size: 20 });
    expect(listing.find((e) => e.path === 'link.ts')).toMatchObject({ type: 'symlink', size: 8 });
    expect(JSON.stringify(listing)).not.toContain('export const');
    for (const entry of snapshot.entries) expect(checkpoint.entry(entry.path)).toEqual(entry);
    for (const missing of ['nope.ts', 'src/a.ts/x', '', 'src//a.ts', '../src/a.ts', 'src/../README.md'])
      expect(checkpoint.entry(missing)).toBeNull();
    expect(checkpoint.listing()).toBe(listing); // computed once
  });

  it('give a file version that changes whenever its content does', async () => {
    const ws = await seeded();
    const before = ws
      .checkpoint()
      .listing()
      .find((e) => e.path === 'src/a.ts')!;
    await ws.writeFile('src/a.ts', 'changed');
    const after = ws
      .checkpoint()
      .listing()
      .find((e) => e.path === 'src/a.ts')!;
    expect(after.version).not.toBe(before.version);
    const readme = (ws2: Workspace) =>
      ws2
        .checkpoint()
        .listing()
        .find((e) => e.path === 'README.md')?.version;
    const readmeBefore = readme(ws);
    await ws.writeFile('src/a.ts', 'changed again');
    expect(readme(ws)).toBe(readmeBefore);
  });
});
