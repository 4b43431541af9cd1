// Reading a picked folder or a zip: exact bytes, the shared top folder dropped, limits named before reading,
// and paths that could leave the workspace refused.
import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { IMPORT_LIMITS } from './import-limits';
import { readImport, type PickedFile } from './read-import';

const text = (s: string) => new TextEncoder().encode(s);
const binary = new Uint8Array([0, 1, 2, 255, 0xc3, 0x28]);
const picked = (path: string, bytes: Uint8Array): PickedFile => ({
  path,
  blob: new Blob([bytes as Uint8Array<ArrayBuffer>]),
});
const none = () => undefined;

describe('readImport', () => {
  it('reads a picked folder into sorted workspace paths with exact bytes, its own name dropped', async () => {
    const read = await readImport(
      { kind: 'folder', files: [picked('proj/src/b.ts', text('b')), picked('proj/a.bin', binary)] },
      none,
    );
    expect(read.ok && read.value.map((f) => [f.path, [...f.bytes]])).toEqual([
      ['a.bin', [...binary]],
      ['src/b.ts', [...text('b')]],
    ]);
  });

  it('reads a zip the same way, skipping folder entries and macOS noise', async () => {
    const zip = zipSync({
      'proj/': new Uint8Array(),
      'proj/a.bin': binary,
      'proj/src/b.ts': text('b'),
      '__MACOSX/proj/._a.bin': text('noise'),
    });
    const read = await readImport({ kind: 'zip', file: new Blob([zip]) }, none);
    expect(read.ok && read.value.map((f) => [f.path, [...f.bytes]])).toEqual([
      ['a.bin', [...binary]],
      ['src/b.ts', [...text('b')]],
    ]);
  });

  it('refuses more files than the limit before reading any, naming the limit', async () => {
    const many = Array.from({ length: IMPORT_LIMITS.maxFiles + 1 }, (_, i) =>
      picked(`d/f${i}.txt`, text('x')),
    );
    const read = await readImport({ kind: 'folder', files: many }, none);
    expect(read).toEqual({
      ok: false,
      refusal: { kind: 'too-many-files', files: IMPORT_LIMITS.maxFiles + 1, limit: IMPORT_LIMITS.maxFiles },
    });
  });

  it('refuses more bytes than the limit, from a zip whose entries say so', async () => {
    const big = new Uint8Array(IMPORT_LIMITS.maxBytes + 1);
    const zip = zipSync({ 'big.bin': big }, { level: 1 });
    const read = await readImport({ kind: 'zip', file: new Blob([zip]) }, none);
    expect(read).toEqual({
      ok: false,
      refusal: { kind: 'too-many-bytes', bytes: IMPORT_LIMITS.maxBytes + 1, limit: IMPORT_LIMITS.maxBytes },
    });
  });

  it('refuses a path that climbs out, a file that is also a folder, an empty import and a broken zip', async () => {
    const climbs = await readImport(
      { kind: 'zip', file: new Blob([zipSync({ '../evil.txt': text('x') })]) },
      none,
    );
    expect(climbs).toEqual({ ok: false, refusal: { kind: 'bad-path', path: '../evil.txt' } });
    const clash = await readImport(
      { kind: 'folder', files: [picked('a', text('1')), picked('a/b', text('2'))] },
      none,
    );
    expect(clash).toEqual({ ok: false, refusal: { kind: 'path-conflict', path: 'a' } });
    expect(await readImport({ kind: 'folder', files: [] }, none)).toEqual({
      ok: false,
      refusal: { kind: 'empty' },
    });
    const broken = await readImport({ kind: 'zip', file: new Blob([text('not a zip')]) }, none);
    expect(broken.ok === false && broken.refusal.kind).toBe('bad-zip');
  });
});
