import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace } from './memory-workspace';
import { manualClock } from './clocks';
import { isVfsError } from './vfs-error';
import type { WorkspaceChange } from './workspace';

function setup() {
  const clock = manualClock(1_000);
  const ws = createMemoryWorkspace({ clock });
  return { clock, ws };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return isVfsError(error) ? error.code : `non-vfs: ${String(error)}`;
  }
}

describe('files', () => {
  it('writes and reads bytes and text, relative or absolute', async () => {
    const { ws } = setup();
    await ws.writeFile('a.txt', 'héllo');
    expect(await ws.readTextFile('/workspace/a.txt')).toBe('héllo');
    expect([...(await ws.readFile('a.txt'))]).toEqual([104, 195, 169, 108, 108, 111]);
  });

  it('stats carry version, sha-256, size, mtime from the virtual clock and mode', async () => {
    const { ws, clock } = setup();
    clock.set(42);
    const stat = await ws.writeFile('a.txt', 'abc');
    expect(stat).toMatchObject({ path: '/workspace/a.txt', type: 'file', size: 3, mtimeMs: 42, mode: 0o644 });
    expect(stat.contentHash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    clock.advance(5);
    const second = await ws.writeFile('a.txt', 'abd');
    expect(second.version).toBeGreaterThan(stat.version);
    expect(second.mtimeMs).toBe(47);
  });

  it('bumps the version even when the same bytes are rewritten in the same millisecond', async () => {
    const { ws } = setup();
    const first = await ws.writeFile('a.txt', 'same');
    const second = await ws.writeFile('a.txt', 'same');
    expect(second.version).not.toBe(first.version);
    expect(second.mtimeMs).toBe(first.mtimeMs);
    expect(second.contentHash).toBe(first.contentHash);
  });

  it('needs an existing parent unless createParents', async () => {
    const { ws } = setup();
    expect(await codeOf(ws.writeFile('x/y/z.txt', '1'))).toBe('ENOENT');
    await ws.writeFile('x/y/z.txt', '1', { createParents: true });
    expect((await ws.stat('x/y')).type).toBe('directory');
  });

  it('refuses paths outside the root and reading folders', async () => {
    const { ws } = setup();
    expect(await codeOf(ws.readFile('/etc/passwd'))).toBe('EACCES');
    expect(await codeOf(ws.writeFile('/workspace/../x', '1'))).toBe('EACCES');
    await ws.mkdir('d');
    expect(await codeOf(ws.readFile('d'))).toBe('EISDIR');
    expect(await codeOf(ws.readFile('missing'))).toBe('ENOENT');
  });
});

describe('folders', () => {
  it('mkdir -p, sorted readdir with types, rm -r', async () => {
    const { ws } = setup();
    await ws.mkdir('b/c', { recursive: true });
    await ws.writeFile('B.txt', '');
    await ws.writeFile('a.txt', '');
    expect(await ws.readdir('.')).toEqual([
      { name: 'B.txt', type: 'file' },
      { name: 'a.txt', type: 'file' },
      { name: 'b', type: 'directory' },
    ]);
    expect(await codeOf(ws.mkdir('b'))).toBe('EEXIST');
    expect(await codeOf(ws.rm('b'))).toBe('ENOTEMPTY');
    await ws.rm('b', { recursive: true });
    expect(await ws.exists('b/c')).toBe(false);
    expect(await codeOf(ws.rm('b', { force: true }))).toBe('ok');
    expect(await codeOf(ws.rm('/workspace', { recursive: true }))).toBe('EINVAL');
  });

  it('renames files over files and folders into place, keeping content', async () => {
    const { ws } = setup();
    await ws.writeFile('src/a.ts', 'A', { createParents: true });
    await ws.writeFile('b.ts', 'B');
    await ws.rename('b.ts', 'src/a.ts');
    expect(await ws.readTextFile('src/a.ts')).toBe('B');
    await ws.rename('src', 'lib');
    expect(await ws.readTextFile('lib/a.ts')).toBe('B');
    expect(await codeOf(ws.rename('lib', 'lib/inner'))).toBe('EINVAL');
  });

  it('copies folders recursively with fresh versions', async () => {
    const { ws } = setup();
    await ws.writeFile('d/f.txt', 'x', { createParents: true });
    await ws.copy('d', 'e', { recursive: true });
    const [original, copy] = await Promise.all([ws.stat('d/f.txt'), ws.stat('e/f.txt')]);
    expect(copy.contentHash).toBe(original.contentHash);
    expect(copy.version).not.toBe(original.version);
    expect(await codeOf(ws.copy('d', 'g'))).toBe('EISDIR');
  });

  it('walks a subtree in full-path order (a.txt before a/...) and can prune folders', async () => {
    const { ws } = setup();
    await ws.writeFile('a/z.txt', '1', { createParents: true });
    await ws.writeFile('a/b/y.txt', '22', { createParents: true });
    await ws.writeFile('skip/x.txt', '', { createParents: true });
    await ws.writeFile('a.txt', '333');
    const seen: string[] = [];
    for await (const entry of ws.walk('.', { descend: (e) => e.name !== 'skip' }))
      seen.push(`${entry.path}:${entry.size}`);
    expect(seen).toEqual([
      '/workspace/a.txt:3',
      '/workspace/a:0',
      '/workspace/a/b:0',
      '/workspace/a/b/y.txt:2',
      '/workspace/a/z.txt:1',
      '/workspace/skip:0',
    ]);
  });
});

describe('symlinks', () => {
  it('follows links inside the workspace and refuses links that lead out', async () => {
    const { ws } = setup();
    await ws.writeFile('real/f.txt', 'data', { createParents: true });
    await ws.symlink('real', 'link');
    await ws.symlink('/etc', 'escape');
    await ws.symlink('../../etc/passwd', 'real/sneaky');
    expect(await ws.readTextFile('link/f.txt')).toBe('data');
    expect(await ws.realpath('link/f.txt')).toBe('/workspace/real/f.txt');
    expect(await ws.readlink('link')).toBe('real');
    expect((await ws.lstat('link')).type).toBe('symlink');
    expect(await codeOf(ws.readFile('escape/passwd'))).toBe('EACCES');
    expect(await codeOf(ws.readFile('real/sneaky'))).toBe('EACCES');
    expect(await ws.exists('escape/passwd')).toBe(false);
  });

  it('detects loops', async () => {
    const { ws } = setup();
    await ws.symlink('b', 'a');
    await ws.symlink('a', 'b');
    expect(await codeOf(ws.readFile('a'))).toBe('ELOOP');
  });

  it('writes through a dangling link to its target', async () => {
    const { ws } = setup();
    await ws.symlink('target.txt', 'link.txt');
    await ws.writeFile('link.txt', 'via link');
    expect(await ws.readTextFile('target.txt')).toBe('via link');
  });
});

describe('change events', () => {
  it('reports create, modify and delete with versions', async () => {
    const { ws } = setup();
    const seen: WorkspaceChange[] = [];
    const unsubscribe = ws.subscribe((changes) => seen.push(...changes));
    const created = await ws.writeFile('f.txt', '1');
    const modified = await ws.writeFile('f.txt', '2');
    await ws.rm('f.txt');
    unsubscribe();
    await ws.writeFile('g.txt', 'unseen');
    expect(seen).toEqual([
      {
        path: '/workspace/f.txt',
        kind: 'create',
        nodeType: 'file',
        oldVersion: null,
        newVersion: created.version,
      },
      {
        path: '/workspace/f.txt',
        kind: 'modify',
        nodeType: 'file',
        oldVersion: created.version,
        newVersion: modified.version,
      },
      {
        path: '/workspace/f.txt',
        kind: 'delete',
        nodeType: 'file',
        oldVersion: modified.version,
        newVersion: null,
      },
    ]);
  });

  it('reports every node of a removed folder in one batch, deepest first', async () => {
    const { ws } = setup();
    await ws.writeFile('d/e/f.txt', '', { createParents: true });
    const batches: string[][] = [];
    ws.subscribe((changes) => batches.push(changes.map((c) => `${c.kind} ${c.path}`)));
    await ws.rm('d', { recursive: true });
    expect(batches).toEqual([
      ['delete /workspace/d/e/f.txt', 'delete /workspace/d/e', 'delete /workspace/d'],
    ]);
  });
});

describe('conditional writes (the lock as compare-and-swap)', () => {
  it('writes only over the expected version, and creates only when null is expected', async () => {
    const { ws } = setup();
    const first = await ws.writeFile('f.txt', '1');
    expect(await codeOf(ws.writeFile('f.txt', '2', { expectedVersion: first.version + 99 }))).toBe('ESTALE');
    expect(await codeOf(ws.writeFile('f.txt', '2', { expectedVersion: null }))).toBe('ESTALE');
    expect(await codeOf(ws.writeFile('f.txt', '2', { expectedVersion: first.version }))).toBe('ok');
    expect(await codeOf(ws.writeFile('n/g.txt', 'x', { expectedVersion: 7, createParents: true }))).toBe(
      'ESTALE',
    );
    expect(await ws.exists('n')).toBe(false);
  });

  it('rolls back a recursive copy that fails half-way', async () => {
    const { ws } = setup();
    await ws.writeFile('src/a/x.txt', 'x', { createParents: true });
    await ws.writeFile('src/b.txt', 'b');
    await ws.writeFile('dst/b.txt/keep', 'folder where a file must go', { createParents: true });
    const events: unknown[] = [];
    ws.subscribe((c) => events.push(c));
    expect(await codeOf(ws.copy('src', 'dst', { recursive: true }))).toBe('EISDIR');
    expect(await ws.exists('dst/a')).toBe(false);
    expect(events).toEqual([]);
  });
});
