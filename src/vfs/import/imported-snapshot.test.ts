// An imported tree restored from its files (the runtime's way) is the tree its snapshot gives (an export's
// way), node for node, version for version and byte for byte; bytes that are not text never pass through a
// string on the way in.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../engine';
import { createMemoryWorkspace } from '../memory-workspace';
import { snapshotOfImportedFiles, workspaceOfImportedFiles } from './imported-snapshot';

const encoder = new TextEncoder();
const files = [
  { path: 'a/b/every-byte.bin', bytes: Uint8Array.from({ length: 256 }, (_, i) => i) },
  { path: 'a/b/notes.txt', bytes: encoder.encode('\uFEFFline one\r\nline two') },
  { path: 'a/c.ts', bytes: encoder.encode('export const c = 1;\n') },
  { path: 'bad-utf8.txt', bytes: new Uint8Array([0x61, 0xc3, 0x28, 0x62]) },
  { path: 'z/deep/er/x.md', bytes: encoder.encode('# x\n') },
];

async function restored(from: Parameters<ReturnType<typeof createMemoryWorkspace>['restore']>[0]) {
  const workspace = createMemoryWorkspace({ clock: new VirtualClock() });
  await workspace.restore(from);
  return workspace;
}

describe('an imported tree restored from its files', () => {
  it('is the tree its snapshot restores: the same nodes, versions, modes, mtimes and bytes', async () => {
    const viaSnapshot = await restored(snapshotOfImportedFiles(files));
    const viaFiles = await restored(workspaceOfImportedFiles(files));
    expect(viaFiles.checkpoint().listing()).toEqual(viaSnapshot.checkpoint().listing());
    expect(await viaFiles.snapshot()).toEqual(await viaSnapshot.snapshot());
    for (const file of files) expect(await viaFiles.readFile(`/workspace/${file.path}`)).toEqual(file.bytes);
  });

  it('keeps bytes that are not UTF-8 as they are (the snapshot carries them as base64)', async () => {
    const viaFiles = await restored(workspaceOfImportedFiles(files));
    const entry = (await viaFiles.snapshot()).entries.find((e) => e.path === 'bad-utf8.txt');
    expect(entry?.type === 'file' && entry.encoding).toBe('base64');
    expect([...(await viaFiles.readFile('/workspace/bad-utf8.txt'))]).toEqual([0x61, 0xc3, 0x28, 0x62]);
  });
});
