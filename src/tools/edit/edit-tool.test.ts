import { describe, expect, it } from 'vitest';
import { createEditTool } from './edit-tool';
import { createReadTool } from '../read/read-tool';
import { LockingExecutor, toolContext, workspaceWith } from '../file-tool-kit/testing';

async function setup(files: Record<string, string | Uint8Array>) {
  const ws = await workspaceWith(files);
  const executor = new LockingExecutor();
  return { ws, executor, read: createReadTool(ws), edit: createEditTool(ws) };
}

const one = (old_string: string, new_string: string) => ({ edits: [{ old_string, new_string }] });

describe('Edit', () => {
  it('applies after a Read, returns a diff and the new lock', async () => {
    const { ws, executor, read, edit } = await setup({ 'src/a.ts': 'const a = 1;\nconst b = 2;\n' });
    await executor.call(read, { path: 'src/a.ts' });
    const out = await executor.call(edit, { path: 'src/a.ts', ...one('a = 1', 'a = 10') });
    expect(out.status).toBe('success');
    expect(await ws.readTextFile('src/a.ts')).toBe('const a = 10;\nconst b = 2;\n');
    expect(out.text).toContain('Edited src/a.ts: 1 replacement from 1 edit.');
    expect(out.text).toContain('--- a/src/a.ts\n+++ b/src/a.ts');
    expect(out.text).toContain('-const a = 1;\n+const a = 10;');
    const stat = await ws.stat('src/a.ts');
    expect(out.lock).toMatchObject({
      path: '/workspace/src/a.ts',
      version: stat.version,
      contentHash: stat.contentHash,
    });
  });

  it('edits again without a new Read, because the cache was refreshed (the seed needed a re-Read)', async () => {
    const { ws, executor, read, edit } = await setup({ 'f.txt': 'one two three\n' });
    await executor.call(read, { path: 'f.txt' });
    expect((await executor.call(edit, { path: 'f.txt', ...one('one', '1') })).status).toBe('success');
    expect((await executor.call(edit, { path: 'f.txt', ...one('two', '2') })).status).toBe('success');
    expect(await ws.readTextFile('f.txt')).toBe('1 2 three\n');
  });

  it('is CONFLICT without a prior Read, telling the model to Read', async () => {
    const { ws, executor, edit } = await setup({ 'f.txt': 'x\n' });
    const out = await executor.call(edit, { path: 'f.txt', ...one('x', 'y') });
    expect(out).toMatchObject({ status: 'error', errorCode: 'CONFLICT' });
    expect(out.text).toContain('You must Read f.txt before editing it');
    expect(await ws.readTextFile('f.txt')).toBe('x\n');
  });

  it('applies all edits or none', async () => {
    const { ws, executor, read, edit } = await setup({ 'f.txt': 'alpha beta\n' });
    await executor.call(read, { path: 'f.txt' });
    const out = await executor.call(edit, {
      path: 'f.txt',
      edits: [
        { old_string: 'alpha', new_string: 'A' },
        { old_string: 'gamma', new_string: 'G' },
      ],
    });
    expect(out).toMatchObject({ status: 'error', errorCode: 'INVALID_PARAM', data: { failedIndex: 1 } });
    expect(await ws.readTextFile('f.txt')).toBe('alpha beta\n');
  });

  it('dry_run shows the diff and changes nothing', async () => {
    const { ws, executor, read, edit } = await setup({ 'f.txt': 'keep\n' });
    await executor.call(read, { path: 'f.txt' });
    const before = await ws.stat('f.txt');
    const out = await executor.call(edit, { path: 'f.txt', ...one('keep', 'changed'), dry_run: true });
    expect(out.status).toBe('success');
    expect(out.text).toContain('Dry run');
    expect(out.text).toContain('+changed');
    expect(out.lock).toBeUndefined();
    expect(await ws.stat('f.txt')).toEqual(before);
  });

  it('keeps CRLF line endings, matching old_string written with LF', async () => {
    const { ws, executor, read, edit } = await setup({ 'w.txt': 'line one\r\nline two\r\nline three\r\n' });
    await executor.call(read, { path: 'w.txt' });
    const out = await executor.call(edit, { path: 'w.txt', ...one('one\nline two', 'one\nline 2\nextra') });
    expect(out.status).toBe('success');
    expect(await ws.readTextFile('w.txt')).toBe('line one\r\nline 2\r\nextra\r\nline three\r\n');
    expect(out.data).toMatchObject({ lineEnding: 'crlf' });
  });

  it('changes only the edited lines of a mixed file: bare-LF lines elsewhere keep their ending', async () => {
    const { ws, executor, read, edit } = await setup({ 'm.txt': 'a\r\nb\r\nlf only\nc\r\nd\r\n' });
    await executor.call(read, { path: 'm.txt' });
    const out = await executor.call(edit, { path: 'm.txt', ...one('c\nd', 'C\nD') });
    expect(out.status).toBe('success');
    expect(await ws.readTextFile('m.txt')).toBe('a\r\nb\r\nlf only\nC\r\nD\r\n');
  });

  it('replace_all replaces every occurrence', async () => {
    const { ws, executor, read, edit } = await setup({ 'f.txt': 'x x x\n' });
    await executor.call(read, { path: 'f.txt' });
    const out = await executor.call(edit, {
      path: 'f.txt',
      edits: [{ old_string: 'x', new_string: 'y', replace_all: true }],
    });
    expect(out.data).toMatchObject({ replacements: 3 });
    expect(await ws.readTextFile('f.txt')).toBe('y y y\n');
  });

  it('caps the diff preview', async () => {
    const big = Array.from({ length: 300 }, (_, i) => `row ${i}`).join('\n') + '\n';
    const { executor, read, edit } = await setup({ 'big.txt': big });
    await executor.call(read, { path: 'big.txt' });
    const out = await executor.call(edit, {
      path: 'big.txt',
      edits: [{ old_string: 'row', new_string: 'ROW', replace_all: true }],
    });
    expect(out.data).toMatchObject({ diffTruncated: true, replacements: 300 });
    expect(out.text).toContain('[diff preview truncated:');
    expect(out.text.split('\n').length).toBeLessThan(110);
  });

  it.each([
    [{ path: 'missing.txt', ...one('a', 'b') }, 'NOT_FOUND'],
    [{ path: 'dir', ...one('a', 'b') }, 'IS_DIRECTORY'],
    [{ path: '../x', ...one('a', 'b') }, 'ACCESS_DENIED'],
    [{ path: 'f.txt', edits: [] }, 'INVALID_PARAM'],
    [{ path: 'f.txt', edits: [{ old_string: 'a' }] }, 'INVALID_PARAM'],
    [{ path: 'f.txt', ...one('', 'b') }, 'INVALID_PARAM'],
  ])('%j → %s', async (input, code) => {
    const { ws, executor, read, edit } = await setup({ 'f.txt': 'a\n', 'dir/inner.txt': '' });
    await executor.call(read, { path: 'f.txt' });
    expect(await ws.exists('dir')).toBe(true);
    expect(await executor.call(edit, input)).toMatchObject({ status: 'error', errorCode: code });
  });

  it('refuses binary files, even with a valid lock', async () => {
    const ws = await workspaceWith({ 'b.bin': new Uint8Array([97, 0, 98]) });
    const stat = await ws.stat('b.bin');
    const expectedLock = {
      path: '/workspace/b.bin',
      version: stat.version,
      contentHash: stat.contentHash,
      mtimeMs: stat.mtimeMs,
      sizeBytes: stat.size,
    };
    const out = await createEditTool(ws).run(
      { path: 'b.bin', ...one('a', 'c') },
      toolContext({ expectedLock }),
    );
    expect(out).toMatchObject({ status: 'error', errorCode: 'BINARY_FILE' });
  });

  it('refuses a file that is not valid UTF-8 instead of corrupting its bytes', async () => {
    const bytes = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]);
    const { ws, executor, read, edit } = await setup({ 'latin1.txt': bytes });
    await executor.call(read, { path: 'latin1.txt' });
    const out = await executor.call(edit, { path: 'latin1.txt', ...one('ca', 'CA') });
    expect(out).toMatchObject({
      status: 'error',
      errorCode: 'INVALID_PARAM',
      data: { encoding: 'invalid-utf8' },
    });
    expect(await ws.readFile('latin1.txt')).toEqual(bytes);
  });
});
