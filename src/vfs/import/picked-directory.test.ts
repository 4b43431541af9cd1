// A folder handed over as a directory handle (showDirectoryPicker): walked in the worker into the same tree a
// <input webkitdirectory> gives, refused over the file limit before any file is opened.
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from './import-limits';
import type { PickedDirectory, PickedFileHandle } from './picked-directory';
import { readImport, type PickedFile } from './read-import';

const text = (s: string) => new TextEncoder().encode(s);
const none = () => undefined;

interface Tree {
  readonly [name: string]: Uint8Array | Tree;
}

/** Yields each item after a turn of the event loop, as a browser's directory iteration does. */
async function* each<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield await Promise.resolve(item);
}

/** A directory handle over an object tree; counts the files opened. */
function handleOf(name: string, tree: Tree, opened = { count: 0 }): PickedDirectory {
  return {
    kind: 'directory',
    name,
    values: () =>
      each(
        Object.entries(tree).map(([child, value]): PickedDirectory | PickedFileHandle =>
          value instanceof Uint8Array
            ? {
                kind: 'file',
                name: child,
                getFile: () => {
                  opened.count++;
                  return Promise.resolve(new Blob([value as Uint8Array<ArrayBuffer>]));
                },
              }
            : handleOf(child, value, opened),
        ),
      ),
  };
}

describe('readImport of a directory handle', () => {
  const tree: Tree = {
    'a.bin': new Uint8Array([0, 255, 0xc3, 0x28]),
    src: { 'b.ts': text('b'), deep: { 'c.txt': text('\uFEFFc\r\n') } },
    empty: {},
  };

  it('gives the same files as the same folder through webkitdirectory', async () => {
    const fromHandle = await readImport({ kind: 'directory', handle: handleOf('proj', tree) }, none);
    const asPicked: PickedFile[] = [
      { path: 'proj/src/deep/c.txt', blob: new Blob([text('\uFEFFc\r\n')]) },
      { path: 'proj/a.bin', blob: new Blob([new Uint8Array([0, 255, 0xc3, 0x28])]) },
      { path: 'proj/src/b.ts', blob: new Blob([text('b')]) },
    ];
    const fromInput = await readImport({ kind: 'folder', files: asPicked }, none);
    expect(fromHandle.ok && fromHandle.value.map((f) => [f.path, [...f.bytes]])).toEqual([
      ['a.bin', [0, 255, 0xc3, 0x28]],
      ['src/b.ts', [...text('b')]],
      ['src/deep/c.txt', [...text('\uFEFFc\r\n')]],
    ]);
    expect(fromHandle).toEqual(fromInput);
  });

  it('keeps a single folder inside the picked one (only the picked folder’s own name is dropped)', async () => {
    const read = await readImport(
      { kind: 'directory', handle: handleOf('proj', { src: { 'b.ts': text('b') } }) },
      none,
    );
    expect(read.ok && read.value.map((f) => f.path)).toEqual(['src/b.ts']);
  });

  it('refuses more files than the limit before opening any, naming the count and the limit', async () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= IMPORT_LIMITS.maxFiles; i++) many[`f${i}.txt`] = text('x');
    const opened = { count: 0 };
    const read = await readImport({ kind: 'directory', handle: handleOf('big', { d: many }, opened) }, none);
    expect(read).toEqual({
      ok: false,
      refusal: { kind: 'too-many-files', files: IMPORT_LIMITS.maxFiles + 1, limit: IMPORT_LIMITS.maxFiles },
    });
    expect(opened.count).toBe(0);
  });

  it('refuses more bytes than the limit, naming the size', async () => {
    const big = { 'a.bin': new Uint8Array(IMPORT_LIMITS.maxBytes), 'b.bin': new Uint8Array(1) };
    const read = await readImport({ kind: 'directory', handle: handleOf('big', big) }, none);
    expect(read).toEqual({
      ok: false,
      refusal: { kind: 'too-many-bytes', bytes: IMPORT_LIMITS.maxBytes + 1, limit: IMPORT_LIMITS.maxBytes },
    });
  });

  it('says which file could not be opened', async () => {
    const broken: PickedDirectory = {
      kind: 'directory',
      name: 'proj',
      values: () =>
        each([{ kind: 'file', name: 'gone.txt', getFile: () => Promise.reject(new Error('NotFoundError')) }]),
    };
    const read = await readImport({ kind: 'directory', handle: broken }, none);
    expect(read).toEqual({
      ok: false,
      refusal: { kind: 'unreadable', path: 'proj/gone.txt', detail: 'NotFoundError' },
    });
  });

  it('refuses an empty folder', async () => {
    const read = await readImport({ kind: 'directory', handle: handleOf('proj', { e: {} }) }, none);
    expect(read).toEqual({ ok: false, refusal: { kind: 'empty' } });
  });
});
