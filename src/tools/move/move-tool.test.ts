// Move through the whole engine (gates, lock, Read cache) over a real in-memory workspace.
import { describe, expect, it } from 'vitest';
import type { PartialEngineSettings } from '../../engine/settings/engine-settings';
import { call, createHarness } from '../../engine/testing/engine-harness';
import { createEditTool } from '../edit/edit-tool';
import { workspaceWith } from '../file-tool-kit/testing';
import { createReadTool } from '../read/read-tool';
import { createMoveTool } from './move-tool';

async function session(files: Record<string, string>, settings: PartialEngineSettings = {}) {
  const workspace = await workspaceWith(files);
  const h = createHarness({
    tools: [createReadTool(workspace), createEditTool(workspace), createMoveTool(workspace)],
    settings,
  });
  const run = async (name: string, args: Record<string, unknown>) =>
    (await h.turn([call(name, args)])).calls[0]!;
  const read = (...paths: string[]) => Promise.all(paths.map((path) => run('Read', { path })));
  const exists = (path: string) => workspace.exists(path);
  return { workspace, h, run, read, exists };
}

describe('Move', () => {
  it('moves a file it has read, and the Read cache follows it (Edit at the new path needs no new Read)', async () => {
    const s = await session({ 'a.txt': 'alpha\n' });
    await s.read('a.txt');
    const moved = await s.run('Move', { source: 'a.txt', destination: 'docs/b.txt' });
    expect(moved.result).toMatchObject({ status: 'success', data: { files: 1, overwrote: false } });
    expect([await s.exists('a.txt'), await s.exists('docs/b.txt')]).toEqual([false, true]);
    const edited = await s.run('Edit', {
      path: 'docs/b.txt',
      edits: [{ old_string: 'alpha', new_string: 'beta' }],
    });
    expect(edited.result, JSON.stringify(edited.result)).toMatchObject({ status: 'success' });
    expect(s.h.state.readCache.get('a.txt')).toBeUndefined();
  });

  it('refuses a file it has not read, or one changed since, and moves nothing', async () => {
    const s = await session({ 'a.txt': 'alpha\n' });
    const unread = await s.run('Move', { source: 'a.txt', destination: 'b.txt' });
    expect(unread.result).toMatchObject({
      status: 'error',
      errorCode: 'CONFLICT',
      data: { reason: 'not_read' },
    });
    await s.read('a.txt');
    await s.workspace.writeFile('a.txt', 'changed by someone else\n');
    const stale = await s.run('Move', { source: 'a.txt', destination: 'b.txt' });
    expect(stale.result).toMatchObject({ status: 'error', errorCode: 'CONFLICT' });
    expect([await s.exists('a.txt'), await s.exists('b.txt')]).toEqual([true, false]);
  });

  it('locks every file under a folder: it names what is unread, then moves the whole tree', async () => {
    const s = await session({ 'src/a.ts': 'a', 'src/lib/b.ts': 'b', 'src/lib/c.ts': 'c' });
    await s.read('src/a.ts', 'src/lib/b.ts');
    const partly = await s.run('Move', { source: 'src', destination: 'app' });
    expect(partly.result).toMatchObject({ errorCode: 'CONFLICT', data: { unread: 1 } });
    expect(partly.result.errorMessage).toContain('src/lib/c.ts');
    await s.read('src/lib/c.ts');
    const whole = await s.run('Move', { source: 'src', destination: 'app' });
    expect(whole.result).toMatchObject({ status: 'success', data: { files: 3 } });
    expect(await s.workspace.readTextFile('app/lib/c.ts')).toBe('c');
    expect(await s.exists('src')).toBe(false);
    expect(s.h.state.readCache.entries().map((lock) => lock.path)).toEqual([
      '/workspace/app/a.ts',
      '/workspace/app/lib/b.ts',
      '/workspace/app/lib/c.ts',
    ]);
  });

  it('refuses an existing destination unless overwrite is set and the destination was read too', async () => {
    const s = await session({ 'a.txt': 'new', 'b.txt': 'old' });
    await s.read('a.txt');
    const plain = await s.run('Move', { source: 'a.txt', destination: 'b.txt' });
    expect(plain.result).toMatchObject({ errorCode: 'CONFLICT', data: { reason: 'exists' } });
    const blind = await s.run('Move', { source: 'a.txt', destination: 'b.txt', overwrite: true });
    expect(blind.result).toMatchObject({ errorCode: 'CONFLICT', data: { reason: 'not_read' } });
    await s.read('b.txt');
    const replaced = await s.run('Move', { source: 'a.txt', destination: 'b.txt', overwrite: true });
    expect(replaced.result).toMatchObject({ status: 'success', data: { overwrote: true } });
    expect(await s.workspace.readTextFile('b.txt')).toBe('new');
  });

  it('refuses a folder into itself, the workspace root, and a move onto itself', async () => {
    const s = await session({ 'src/a.ts': 'a' });
    await s.read('src/a.ts');
    for (const [source, destination] of [
      ['src', 'src/inner'],
      ['.', 'elsewhere'],
      ['src', './src'],
    ]) {
      const refused = await s.run('Move', { source, destination });
      expect(refused.result, `${source} → ${destination}`).toMatchObject({ errorCode: 'INVALID_PARAM' });
    }
    expect(await s.workspace.readTextFile('src/a.ts')).toBe('a');
  });

  it('is a write at the permission gate: read-only mode denies it, and rules match either path', async () => {
    const readOnly = await session({ 'a.txt': 'a' }, { permissions: { mode: 'read-only' } });
    await readOnly.read('a.txt');
    const denied = await readOnly.run('Move', { source: 'a.txt', destination: 'b.txt' });
    expect(denied.result).toMatchObject({ errorCode: 'PERMISSION_DENIED' });

    const rules = { permissions: { rules: { allow: [], ask: [], deny: ['Move(keep/**)'] } } };
    const guarded = await session({ 'keep/k.txt': 'k', 'a.txt': 'a' }, rules);
    await guarded.read('keep/k.txt', 'a.txt');
    const out = await guarded.run('Move', { source: 'keep/k.txt', destination: 'k.txt' });
    const into = await guarded.run('Move', { source: 'a.txt', destination: 'keep/a.txt' });
    expect([out.result.errorCode, into.result.errorCode]).toEqual(['PERMISSION_DENIED', 'PERMISSION_DENIED']);
    const gate = guarded.h.log.events.find(
      (e) => e.type === 'gate-check' && e.gate === 'permission' && e.toolName === 'Move',
    );
    expect(gate).toMatchObject({ subject: 'keep/k.txt → k.txt', rule: 'user.deny:Move(keep/**)' });
  });
});
