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

  it('reads a folder several files at a time, keeping each path with its own bytes, and tells progress every 50', async () => {
    // Reads that finish in the reverse order they started: the bytes must still land at their own paths.
    let inFlight = 0;
    let mostInFlight = 0;
    const slow = (path: string, content: string, delayMs: number): PickedFile => ({
      path,
      blob: Object.assign(new Blob([text(content)]), {
        arrayBuffer: () => {
          mostInFlight = Math.max(mostInFlight, ++inFlight);
          return new Promise<ArrayBuffer>((resolve) =>
            setTimeout(() => {
              inFlight--;
              resolve(text(content).buffer);
            }, delayMs),
          );
        },
      }),
    });
    const files = Array.from({ length: 120 }, (_, i) =>
      slow(`p/f${String(i).padStart(3, '0')}`, `#${i}`, 120 - i),
    );
    const told: number[] = [];
    const read = await readImport({ kind: 'folder', files }, (done, total) => {
      expect(total).toBe(120);
      told.push(done);
    });
    expect(told).toEqual([50, 100, 120]);
    expect(mostInFlight).toBeGreaterThan(1);
    expect(read.ok && read.value.map((f) => `${f.path}=${new TextDecoder().decode(f.bytes)}`)).toEqual(
      files.map((_, i) => `f${String(i).padStart(3, '0')}=#${i}`),
    );
  });

  it('refuses a folder with a file that cannot be read, naming it', async () => {
    const broken: PickedFile = {
      path: 'p/gone.txt',
      blob: Object.assign(new Blob([text('x')]), {
        arrayBuffer: () => Promise.reject(new Error('the file was moved')),
      }),
    };
    const read = await readImport({ kind: 'folder', files: [picked('p/a.txt', text('a')), broken] }, none);
    expect(read).toEqual({
      ok: false,
      refusal: { kind: 'unreadable', path: 'p/gone.txt', detail: 'the file was moved' },
    });
  });
});
