// A tab killed in the middle of a flush leaves the previous complete state readable, never a mix of two:
// first through the fault hook between a pack and the manifest naming it (on the model of lightning-fs's
// commits, and on the real lightning-fs under fake-indexeddb), then at every single storage operation of a
// session that journals, compacts and journals again.
import { describe, expect, it } from 'vitest';
import LightningFS from '@isomorphic-git/lightning-fs';
import { manualClock } from '../clocks';
import { createMemoryWorkspace } from '../memory-workspace';
import type { WorkspaceSnapshot } from '../snapshot-format';
import type { Workspace } from '../workspace';
import { Crash, crashablePackFs, type CrashablePackFs } from '../testing/crashable-pack-fs';
import { openedOrThrow } from '../testing/memory-pack-fs';
import { PackStore, type PackFs, type PackStoreFaults } from './pack-store';
import { openPersistentWorkspace, storageName } from './persistent-workspace';
import { WorkspaceMirror } from './workspace-mirror';

async function storedSnapshot(fs: PackFs): Promise<WorkspaceSnapshot> {
  const opened = openedOrThrow(await openPersistentWorkspace({ name: 'crash', clock: manualClock(0), fs }));
  return opened.workspace.snapshot();
}

function mirrored(fs: PackFs, faults: PackStoreFaults = {}) {
  const workspace = createMemoryWorkspace({ clock: manualClock(1_000) });
  return { workspace, mirror: new WorkspaceMirror(workspace, new PackStore(fs, faults), 'owner') };
}

const abortBeforeManifest = (armed: { on: boolean }): PackStoreFaults => ({
  beforeManifest: () => {
    if (armed.on) throw new Crash();
  },
});

describe('a flush aborted between the pack write and the manifest write', () => {
  for (const kind of ['journal', 'base'] as const) {
    it(`leaves the previous complete state (a ${kind} pack)`, async () => {
      const disk = crashablePackFs();
      const armed = { on: false };
      const { workspace, mirror } = mirrored(disk.fs, abortBeforeManifest(armed));
      await workspace.writeFile('a.txt', 'first', { createParents: true });
      await workspace.writeFile('dir/b.bin', new Uint8Array([0, 255, 7]), { createParents: true });
      await mirror.reconcile();
      const before = await workspace.snapshot();

      await workspace.writeFile('a.txt', 'second');
      await workspace.rm('dir', { recursive: true });
      // A change larger than the base makes this flush a compaction (a new base pack).
      if (kind === 'base') await workspace.writeFile('big.txt', 'x'.repeat(300_000));
      armed.on = true;
      await expect(mirror.flush()).rejects.toThrow(Crash);

      expect(await storedSnapshot(disk.afterCrash().fs)).toEqual(before);
    });
  }

  it('leaves the previous complete state on the real lightning-fs too', async () => {
    const name = `crash-${process.pid}-${Date.now()}`;
    const armed = { on: false };
    const { workspace, mirror } = mirrored(
      new LightningFS(storageName(name)).promises,
      abortBeforeManifest(armed),
    );
    await workspace.writeFile('kept.txt', 'complete state');
    await mirror.reconcile();
    const before = await workspace.snapshot();
    await workspace.writeFile('kept.txt', 'never half saved');
    await workspace.writeFile('new.txt', 'nor this');
    armed.on = true;
    await expect(mirror.flush()).rejects.toThrow(Crash);

    const reopened = openedOrThrow(await openPersistentWorkspace({ name, clock: manualClock(0) }));
    expect(await reopened.workspace.snapshot()).toEqual(before);
    await reopened.close();
  });
});

/** A session's worth of flushes: the first stores the whole tree, then 20 journals (one compaction among them). */
async function session(workspace: Workspace, mirror: WorkspaceMirror, states: WorkspaceSnapshot[]) {
  await workspace.writeFile('src/main.ts', 'export {};\n', { createParents: true });
  await mirror.reconcile();
  states.push(await workspace.snapshot());
  for (let round = 0; round < 20; round++) {
    const dir = round > 9 ? 'lib' : 'src';
    await workspace.writeFile(`${dir}/f${round % 5}.ts`, `round ${round}\n`);
    if (round % 4 === 3) await workspace.rm(`${dir}/f${(round + 1) % 5}.ts`, { force: true });
    if (round === 9) await workspace.rename('src', 'lib');
    await mirror.flush();
    states.push(await workspace.snapshot());
  }
}

describe('a tab killed at any storage operation of a flush', () => {
  for (const eagerIndex of [false, true]) {
    it(`reopens at the last complete flush or the one in progress (index saved ${eagerIndex ? 'eagerly' : 'on flush'})`, async () => {
      const complete = crashablePackFs({ eagerIndex });
      const full: WorkspaceSnapshot[] = [];
      await session(...parts(complete), full);
      const operations = complete.operations();
      expect(operations).toBeGreaterThan(60);

      for (let crashAt = 1; crashAt <= operations; crashAt++) {
        const disk = crashablePackFs({ eagerIndex });
        disk.crashAt(crashAt);
        const states: WorkspaceSnapshot[] = [];
        await expect(session(...parts(disk), states)).rejects.toThrow(Crash);
        const stored = await storedSnapshot(disk.afterCrash().fs).catch((error: unknown) => error);
        // Before the first flush completes nothing may be stored; after, exactly a state some flush made.
        const allowed = [states.at(-1) ?? emptyOrFirst(full), full[states.length]];
        expect(allowed, `crash at operation ${crashAt}`).toContainEqual(stored);
      }
    });
  }
});

function parts(disk: CrashablePackFs): [Workspace, WorkspaceMirror] {
  const { workspace, mirror } = mirrored(disk.fs);
  return [workspace, mirror];
}

function emptyOrFirst(full: readonly WorkspaceSnapshot[]): WorkspaceSnapshot {
  return { ...full[0]!, entries: [] };
}
