// Whatever a command does in its view, applying the view's changeset to the base yields exactly the view's
// tree; and a workspace reloaded from its stored journals equals the one that wrote them.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryWorkspace } from './memory-workspace';
import { fixedClock } from './clocks';
import { openPersistentWorkspace } from './persist/persistent-workspace';
import { memoryPackFs } from './testing/memory-pack-fs';
import type { Workspace } from './workspace';
import { propertyOptions } from '../common/testing/property-runs';

const name = fc.constantFrom('a', 'b', 'c');
const path = fc.array(name, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));

type Op =
  | { op: 'write'; path: string; text: string }
  | { op: 'mkdir'; path: string }
  | { op: 'rm'; path: string }
  | { op: 'rename'; from: string; to: string }
  | { op: 'symlink'; target: string; path: string }
  | { op: 'chmod'; path: string };

const operation: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('write' as const), path, text: fc.string({ maxLength: 5 }) }),
  fc.record({ op: fc.constant('mkdir' as const), path }),
  fc.record({ op: fc.constant('rm' as const), path }),
  fc.record({ op: fc.constant('rename' as const), from: path, to: path }),
  fc.record({ op: fc.constant('symlink' as const), target: path, path }),
  fc.record({ op: fc.constant('chmod' as const), path }),
);

/** Runs one operation; refusals (ENOENT, EISDIR ...) are part of the game and ignored. */
async function perform(ws: Workspace, op: Op): Promise<void> {
  const attempt = async () => {
    switch (op.op) {
      case 'write':
        return ws.writeFile(op.path, op.text, { createParents: true });
      case 'mkdir':
        return ws.mkdir(op.path, { recursive: true });
      case 'rm':
        return ws.rm(op.path, { recursive: true, force: true });
      case 'rename':
        return ws.rename(op.from, op.to);
      case 'symlink':
        return ws.symlink(op.target, op.path);
      case 'chmod':
        return ws.chmod(op.path, 0o600);
    }
  };
  await attempt().catch(() => undefined);
}

async function seeded(ops: readonly Op[]): Promise<Workspace> {
  const ws = createMemoryWorkspace({ clock: fixedClock(1) });
  for (const op of ops) await perform(ws, op);
  return ws;
}

describe('changeset property', () => {
  it('base + changeset of a view == the view', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { maxLength: 8 }),
        fc.array(operation, { maxLength: 8 }),
        async (before, during) => {
          const base = await seeded(before);
          const view = base.createOverlay();
          for (const op of during) await perform(view, op);
          const result = await base.applyChangeset(structuredClone(view.changeset()));
          expect(result.ok).toBe(true);
          expect(await base.snapshot()).toEqual(await view.snapshot());
        },
      ),
      propertyOptions(300),
    );
  });

  it('reloads a journal that deletes below a path that was a file, then a folder, then nothing', async () => {
    // Found by the property below (seed -296234387): the journal says "b/a gone, b gone", deepest first,
    // and the stored state it replays over still has `b` as a file.
    const { fs } = memoryPackFs();
    const first = await openPersistentWorkspace({ name: 'prop', clock: fixedClock(1), fs });
    if (!first.ok) throw new Error(first.reason);
    const ws = first.opened.workspace;
    await perform(ws, { op: 'write', path: 'b', text: '' });
    await ws.flush();
    for (const op of [
      { op: 'rm', path: 'b' },
      { op: 'write', path: 'b/a', text: '' },
      { op: 'rm', path: 'b' },
    ] as const)
      await perform(ws, op);
    await ws.flush();
    const second = await openPersistentWorkspace({ name: 'prop', clock: fixedClock(1), fs });
    if (!second.ok) throw new Error(second.reason);
    expect(await second.opened.workspace.snapshot()).toEqual(await ws.snapshot());
  });

  it('a reload from stored journals == the workspace that flushed them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(operation, { maxLength: 5 }), { maxLength: 5 }), async (rounds) => {
        const { fs } = memoryPackFs();
        const first = await openPersistentWorkspace({ name: 'prop', clock: fixedClock(1), fs });
        if (!first.ok) throw new Error(first.reason);
        for (const round of rounds) {
          for (const op of round) await perform(first.opened.workspace, op);
          await first.opened.workspace.flush();
        }
        const second = await openPersistentWorkspace({ name: 'prop', clock: fixedClock(1), fs });
        if (!second.ok) throw new Error(second.reason);
        expect(await second.opened.workspace.snapshot()).toEqual(await first.opened.workspace.snapshot());
      }),
      propertyOptions(150),
    );
  });
});
