import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace } from './memory-workspace';
import { manualClock } from './clocks';

describe('snapshot and restore', () => {
  it('round-trips text, binary, invalid UTF-8, a BOM, empty folders, symlinks, modes and mtimes', async () => {
    const clock = manualClock(5);
    const ws = createMemoryWorkspace({ clock });
    await ws.writeFile('src/a.ts', 'export const a = 1;\r\n', { createParents: true });
    clock.advance(3);
    await ws.writeFile('img.bin', new Uint8Array([0x89, 0x50, 0, 0xff]));
    await ws.writeFile('latin1.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9]));
    await ws.writeFile('bom.txt', '\uFEFFtext');
    await ws.mkdir('empty/inner', { recursive: true });
    await ws.symlink('src/a.ts', 'link.ts');
    await ws.chmod('src/a.ts', 0o755);
    const snapshot = await ws.snapshot();
    const json = JSON.parse(JSON.stringify(snapshot)) as typeof snapshot;

    const other = createMemoryWorkspace({ clock: manualClock(999) });
    await other.writeFile('stale.txt', 'gone after restore');
    await other.restore(json);
    expect(await other.snapshot()).toEqual(snapshot);
    expect(await other.exists('stale.txt')).toBe(false);
    expect([...(await other.readFile('latin1.txt'))]).toEqual([0x63, 0x61, 0x66, 0xe9]);
    expect(await other.readTextFile('bom.txt')).toBe('\uFEFFtext');
    expect(await other.readlink('link.ts')).toBe('src/a.ts');
    expect(snapshot.entries.find((e) => e.path === 'img.bin')).toMatchObject({ encoding: 'base64' });
  });

  it('gives restored files fresh versions, so an earlier lock never matches', async () => {
    const ws = createMemoryWorkspace({ clock: manualClock(0) });
    const before = await ws.writeFile('f.txt', 'v1');
    const snapshot = await ws.snapshot();
    await ws.restore(snapshot);
    const after = await ws.stat('f.txt');
    expect(after.version).not.toBe(before.version);
    expect(after.contentHash).toBe(before.contentHash);
  });

  it('rejects a binary file whose base64 is not canonical, and keeps what it held', async () => {
    const ws = createMemoryWorkspace({ clock: manualClock(0) });
    await ws.writeFile('kept.txt', 'still here');
    const good = await ws.snapshot();
    const entry = { type: 'file', path: 'bin.dat', mode: 0o644, mtimeMs: 0, encoding: 'base64' } as const;
    for (const content of ['YQ', 'Y Q==', 'Y=Q=', 'YQ*=']) {
      await expect(
        ws.restore({ ...good, entries: [...good.entries, { ...entry, content }] }),
      ).rejects.toMatchObject({ code: 'EINVAL' });
    }
    expect(await ws.readTextFile('kept.txt')).toBe('still here');
    await ws.restore({ ...good, entries: [...good.entries, { ...entry, content: 'YWI=' }] });
    expect([...(await ws.readFile('bin.dat'))]).toEqual([0x61, 0x62]);
  });

  it('rejects a document of another format', async () => {
    const ws = createMemoryWorkspace({ clock: manualClock(0) });
    await expect(
      ws.restore({ format: 'other', formatVersion: 1, entries: [] } as never),
    ).rejects.toMatchObject({ code: 'EINVAL' });
  });
});
