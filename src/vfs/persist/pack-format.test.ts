import { describe, expect, it } from 'vitest';
import { decodePack, encodePack } from './pack-format';
import type { ChangesetEntry } from '../changeset';

describe('pack format', () => {
  it('round-trips every entry kind, file bytes as views into one buffer', () => {
    const entries: ChangesetEntry[] = [
      { type: 'delete', path: '/workspace/gone' },
      { type: 'directory', path: '/workspace/d', mode: 0o755, mtimeMs: 7 },
      { type: 'file', path: '/workspace/d/a', bytes: new Uint8Array([1, 2, 3]), mode: 0o644, mtimeMs: 8 },
      {
        type: 'file',
        path: '/workspace/d/ü',
        bytes: new TextEncoder().encode('ünïcode'),
        mode: 0o600,
        mtimeMs: 9,
      },
      { type: 'symlink', path: '/workspace/l', target: 'd/a', mtimeMs: 10 },
    ];
    const read = decodePack(encodePack(entries));
    expect(read).toEqual({ ok: true, entries });
  });

  it('refuses what is not a pack, or is cut short', () => {
    expect(decodePack(new Uint8Array([1, 2, 3]))).toMatchObject({ ok: false });
    const pack = encodePack([
      { type: 'file', path: '/workspace/a', bytes: new Uint8Array(100), mode: 0o644, mtimeMs: 0 },
    ]);
    expect(decodePack(pack.subarray(0, pack.length - 10))).toMatchObject({
      ok: false,
      reason: 'truncated data for /workspace/a',
    });
  });
});
