// The lock in action: Read, then someone else changes the file (another tool, the editor, the shell), then
// Edit. The version-hash lock catches every change; the seed's mtime + size lock misses a same-size rewrite
// within the same millisecond, which is why it is only a teaching mode.
import { describe, expect, it } from 'vitest';
import { createReadTool } from '../read/read-tool';
import { createEditTool } from '../edit/edit-tool';
import { createWriteTool } from '../write/write-tool';
import { LockingExecutor, workspaceWith } from './testing';
import { manualClock, type WorkspaceStat } from '../../vfs';
import { readStillHolds } from './optimistic-lock';

const renameEdit = { path: 'f.txt', edits: [{ old_string: 'value', new_string: 'renamed' }] };

async function readThen(
  change: (ws: Awaited<ReturnType<typeof workspaceWith>>) => Promise<unknown>,
  mode: 'version-hash' | 'seed' = 'version-hash',
) {
  const clock = manualClock(5_000);
  const ws = await workspaceWith({ 'f.txt': 'value = 1\n' }, clock);
  const executor = new LockingExecutor(mode);
  await executor.call(createReadTool(ws), { path: 'f.txt' });
  await change(ws);
  const out = await executor.call(createEditTool(ws), renameEdit);
  return { ws, out };
}

describe('optimistic lock', () => {
  it('CONFLICT when another tool rewrote the file (Write after its own Read)', async () => {
    const { out } = await readThen(async (ws) => {
      const other = new LockingExecutor();
      await other.call(createReadTool(ws), { path: 'f.txt' });
      await other.call(createWriteTool(ws), { path: 'f.txt', content: 'value = 2\n' });
    });
    expect(out).toMatchObject({
      status: 'error',
      errorCode: 'CONFLICT',
      data: { reason: 'modified_since_read' },
    });
    expect(out.text).toBe(
      'f.txt has been modified since you read it. Read the file again, then retry your change.',
    );
  });

  it('CONFLICT when the person changed it in the editor, same size, same millisecond', async () => {
    const { ws, out } = await readThen((ws) => ws.writeFile('f.txt', 'value = 2\n'));
    expect(out).toMatchObject({ status: 'error', errorCode: 'CONFLICT' });
    expect(await ws.readTextFile('f.txt')).toBe('value = 2\n');
  });

  it('CONFLICT when a shell command changed it through a changeset', async () => {
    const { out } = await readThen(async (ws) => {
      const view = ws.createOverlay();
      await view.writeFile('f.txt', 'value = 3\n');
      await ws.applyChangeset(view.changeset());
    });
    expect(out).toMatchObject({ errorCode: 'CONFLICT' });
  });

  it('CONFLICT when the file was deleted and recreated with the same bytes (a new version)', async () => {
    const { out } = await readThen(async (ws) => {
      await ws.rm('f.txt');
      await ws.writeFile('f.txt', 'value = 1\n');
    });
    expect(out).toMatchObject({ errorCode: 'CONFLICT' });
  });

  it('the seed mode (mtime + size) is fooled by a same-size change in the same millisecond', async () => {
    const { ws, out } = await readThen((ws) => ws.writeFile('f.txt', 'value = 2\n'), 'seed');
    expect(out.status).toBe('success');
    expect(await ws.readTextFile('f.txt')).toBe('renamed = 2\n'); // the other change was silently built upon
  });

  it('the seed mode still catches a change of size', async () => {
    const { out } = await readThen((ws) => ws.writeFile('f.txt', 'value = 22\n'), 'seed');
    expect(out).toMatchObject({ errorCode: 'CONFLICT' });
  });
});

describe('readStillHolds', () => {
  const stat = { version: 3, contentHash: 'h3', mtimeMs: 50, size: 4 } as WorkspaceStat;
  const read = { path: '/workspace/a', version: 3, contentHash: 'h3', mtimeMs: 50, sizeBytes: 4 };
  it('compares version and hash, or mtime and size in seed mode', () => {
    expect(readStillHolds(undefined, stat, 'version-hash')).toBe('not-read');
    expect(readStillHolds(read, stat, 'version-hash')).toBe('held');
    expect(readStillHolds({ ...read, version: 2 }, stat, 'version-hash')).toBe('changed');
    // Seed mode is fooled by a same-size rewrite in the same millisecond, as the reference's lock is.
    expect(readStillHolds({ ...read, version: 2 }, stat, 'seed')).toBe('held');
    expect(readStillHolds({ ...read, sizeBytes: 5 }, stat, 'seed')).toBe('changed');
  });
});
