import { describe, expect, it } from 'vitest';
import { createReadTool, READ_MAX_BYTES } from './read-tool';
import { runChecked, toolContext, workspaceWith } from '../file-tool-kit/testing';

const lines = (n: number, prefix = 'line') =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`).join('\n') + '\n';

describe('Read', () => {
  it('returns numbered lines and the lock metadata of the whole file', async () => {
    const ws = await workspaceWith({ 'src/a.ts': 'one\ntwo\n' });
    const out = await createReadTool(ws).run({ path: 'src/a.ts' }, toolContext());
    expect(out.status).toBe('success');
    expect(out.text).toBe('     1\tone\n     2\ttwo');
    const stat = await ws.stat('src/a.ts');
    expect(out.lock).toEqual({
      path: '/workspace/src/a.ts',
      version: stat.version,
      contentHash: stat.contentHash,
      mtimeMs: stat.mtimeMs,
      sizeBytes: 8,
    });
    expect(out.data).toMatchObject({
      path: 'src/a.ts',
      startLine: 1,
      endLine: 2,
      totalLines: 2,
      truncated: false,
    });
  });

  it('pages with offset and limit, PARTIAL with the next offset', async () => {
    const ws = await workspaceWith({ 'f.txt': lines(10) });
    const out = await createReadTool(ws).run({ path: 'f.txt', offset: 3, limit: 4 }, toolContext());
    expect(out.status).toBe('partial');
    expect(out.text.split('\n').slice(0, 4)).toEqual([
      '     3\tline 3',
      '     4\tline 4',
      '     5\tline 5',
      '     6\tline 6',
    ]);
    expect(out.text).toContain('offset=7');
    expect(out.data).toMatchObject({ startLine: 3, endLine: 6, nextOffset: 7, truncated: true });
    expect(out.lock).toBeDefined();
  });

  it('defaults to 500 lines', async () => {
    const ws = await workspaceWith({ 'big.txt': lines(600) });
    const out = await createReadTool(ws).run({ path: 'big.txt' }, toolContext());
    expect(out.data).toMatchObject({ endLine: 500, nextOffset: 501 });
  });

  it('caps the page in bytes as well as lines', async () => {
    const ws = await workspaceWith({ 'wide.txt': lines(1000, 'x'.repeat(200)) });
    const out = await createReadTool(ws).run({ path: 'wide.txt', limit: 2000 }, toolContext());
    expect(out.status).toBe('partial');
    expect(new TextEncoder().encode(out.text).length).toBeLessThan(READ_MAX_BYTES + 200);
    expect(out.stats?.bytes).toBeLessThanOrEqual(READ_MAX_BYTES);
    expect(out.text).toContain('byte cap');
  });

  it('refuses an offset past the end, naming the line count', async () => {
    const ws = await workspaceWith({ 'f.txt': lines(3) });
    const out = await createReadTool(ws).run({ path: 'f.txt', offset: 9 }, toolContext());
    expect(out).toMatchObject({ status: 'error', errorCode: 'INVALID_PARAM' });
    expect(out.text).toBe('offset 9 is past the end of f.txt, which has 3 lines.');
  });

  it('reads an empty file at offset 1', async () => {
    const ws = await workspaceWith({ 'empty.txt': '' });
    const out = await createReadTool(ws).run({ path: 'empty.txt' }, toolContext());
    expect(out.status).toBe('success');
    expect(out.text).toBe('empty.txt is empty.');
    expect(out.lock?.sizeBytes).toBe(0);
  });

  it('shows CRLF files without the carriage returns', async () => {
    const ws = await workspaceWith({ 'w.txt': 'a\r\nb\r\n' });
    const out = await createReadTool(ws).run({ path: 'w.txt' }, toolContext());
    expect(out.text).toBe('     1\ta\n     2\tb');
  });

  it.each([
    [{ path: '../etc/passwd' }, 'ACCESS_DENIED'],
    [{ path: '/etc/passwd' }, 'ACCESS_DENIED'],
    [{ path: 'escape/passwd' }, 'ACCESS_DENIED'],
    [{ path: 'missing.txt' }, 'NOT_FOUND'],
    [{ path: 'src' }, 'IS_DIRECTORY'],
    [{ path: 'img.png' }, 'BINARY_FILE'],
    [{ path: 'src/a.ts', limit: 2001 }, 'INVALID_PARAM'],
    [{ path: 'src/a.ts', offset: 0 }, 'INVALID_PARAM'],
    [{ path: 'src/a.ts', offset: true }, 'INVALID_PARAM'],
    [{}, 'INVALID_PARAM'],
  ])('%j → %s', async (input, code) => {
    const ws = await workspaceWith({ 'src/a.ts': 'x\n', 'img.png': new Uint8Array([0x89, 0x50, 0, 1]) });
    await ws.symlink('/etc', 'escape');
    const out = await runChecked(createReadTool(ws), input, toolContext());
    expect(out).toMatchObject({ status: 'error', errorCode: code });
    expect(out.lock).toBeUndefined();
  });

  it('resolves relative paths against the cwd', async () => {
    const ws = await workspaceWith({ 'src/a.ts': 'x\n' });
    const out = await createReadTool(ws).run({ path: 'a.ts' }, toolContext({ cwd: '/workspace/src' }));
    expect(out.status).toBe('success');
    expect(out.lock?.path).toBe('/workspace/src/a.ts');
  });

  it('says when a file is not valid UTF-8', async () => {
    const ws = await workspaceWith({ 'latin1.txt': new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]) });
    const out = await createReadTool(ws).run({ path: 'latin1.txt' }, toolContext());
    expect(out.text).toBe(
      '     1\tcaf\uFFFD\n\n[latin1.txt is not valid UTF-8: undecodable bytes are shown as \uFFFD. Edit cannot change it.]',
    );
    expect(out.data).toMatchObject({ encoding: 'invalid-utf8' });
  });

  it('does not mistake a real U+FFFD character for bad bytes', async () => {
    const ws = await workspaceWith({ 'ok.txt': 'replacement \uFFFD char\n' });
    const out = await createReadTool(ws).run({ path: 'ok.txt' }, toolContext());
    expect(out.data).not.toHaveProperty('encoding');
  });
});
