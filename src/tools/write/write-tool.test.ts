import { describe, expect, it } from 'vitest';
import { createWriteTool } from './write-tool';
import { createReadTool } from '../read/read-tool';
import { LockingExecutor, workspaceWith } from '../file-tool-kit/testing';

describe('Write', () => {
  it('creates a file and its folders, returning the lock', async () => {
    const ws = await workspaceWith({});
    const executor = new LockingExecutor();
    const out = await executor.call(createWriteTool(ws), { path: 'a/b/new.txt', content: 'hi\nthere\n' });
    expect(out).toMatchObject({ status: 'success', data: { created: true, bytes: 9, lines: 2 } });
    expect(out.text).toBe('Created a/b/new.txt (9 bytes, 2 lines).');
    expect(await ws.readTextFile('a/b/new.txt')).toBe('hi\nthere\n');
    expect(out.lock?.version).toBe((await ws.stat('a/b/new.txt')).version);
  });

  it('refuses to overwrite a file that was not Read, telling the model to Read first', async () => {
    const ws = await workspaceWith({ 'f.txt': 'original' });
    const out = await new LockingExecutor().call(createWriteTool(ws), { path: 'f.txt', content: 'new' });
    expect(out).toMatchObject({ status: 'error', errorCode: 'CONFLICT' });
    expect(out.text).toContain('Read it first');
    expect(await ws.readTextFile('f.txt')).toBe('original');
  });

  it('overwrites after a Read, and again after its own write', async () => {
    const ws = await workspaceWith({ 'f.txt': 'original' });
    const executor = new LockingExecutor();
    const write = createWriteTool(ws);
    await executor.call(createReadTool(ws), { path: 'f.txt' });
    expect(await executor.call(write, { path: 'f.txt', content: 'second' })).toMatchObject({
      status: 'success',
      data: { created: false },
    });
    expect((await executor.call(write, { path: 'f.txt', content: 'third' })).status).toBe('success');
    expect(await ws.readTextFile('f.txt')).toBe('third');
  });

  it('is CONFLICT when the file changed after the Read', async () => {
    const ws = await workspaceWith({ 'f.txt': 'original' });
    const executor = new LockingExecutor();
    await executor.call(createReadTool(ws), { path: 'f.txt' });
    await ws.writeFile('f.txt', 'someone else');
    const out = await executor.call(createWriteTool(ws), { path: 'f.txt', content: 'mine' });
    expect(out).toMatchObject({ status: 'error', errorCode: 'CONFLICT' });
    expect(out.text).toContain('Read the file again');
    expect(await ws.readTextFile('f.txt')).toBe('someone else');
  });

  it('refuses folders and paths outside the workspace', async () => {
    const ws = await workspaceWith({ 'd/x.txt': '' });
    const write = createWriteTool(ws);
    const executor = new LockingExecutor();
    expect(await executor.call(write, { path: 'd', content: '' })).toMatchObject({
      errorCode: 'IS_DIRECTORY',
    });
    expect(await executor.call(write, { path: '/tmp/x', content: '' })).toMatchObject({
      errorCode: 'ACCESS_DENIED',
    });
    expect(await executor.call(write, { path: 'x' })).toMatchObject({ errorCode: 'INVALID_PARAM' });
  });
});
