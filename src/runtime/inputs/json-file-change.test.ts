import { describe, expect, it } from 'vitest';
import { manualClock } from '../../vfs/clocks';
import { createMemoryWorkspace } from '../../vfs/memory-workspace';
import { changesetToJson } from '../terminal/changeset-to-json';
import { applyFileChange } from './json-file-change';

describe('applyFileChange (base64 contents)', () => {
  it('writes exactly the bytes a terminal change recorded', async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => 255 - i);
    const [change] = changesetToJson({
      entries: [{ type: 'file', path: '/workspace/all.bin', bytes, mode: 0o644 }],
    }).changes;
    expect(change).toMatchObject({ encoding: 'base64', content: Buffer.from(bytes).toString('base64') });
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    await applyFileChange(workspace, change!);
    expect([...(await workspace.readFile('all.bin'))]).toEqual([...bytes]);
  });

  it('reads a hand-edited file as atob would: spaces and missing padding are fine', async () => {
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    await applyFileChange(workspace, {
      type: 'file',
      path: 'a.bin',
      encoding: 'base64',
      content: 'Yf/+\nYg',
    });
    expect([...(await workspace.readFile('a.bin'))]).toEqual([0x61, 0xff, 0xfe, 0x62]);
  });

  it('refuses text that is not base64 with the path and the reason, writing nothing', async () => {
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    await expect(
      applyFileChange(workspace, { type: 'file', path: 'b.bin', encoding: 'base64', content: 'ab*c' }),
    ).rejects.toThrow(
      'The recorded change to b.bin is not base64: the data has a character base64 does not use at 2.',
    );
    expect(await workspace.exists('b.bin')).toBe(false);
  });
});
