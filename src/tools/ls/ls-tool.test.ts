import { describe, expect, it } from 'vitest';
import { createLsTool } from './ls-tool';
import { runChecked, toolContext, workspaceWith } from '../file-tool-kit/testing';

describe('LS', () => {
  it('lists folders first, then files with sizes and symlinks with targets', async () => {
    const ws = await workspaceWith({
      'b.txt': 'hello',
      'a.txt': 'x',
      'src/x.ts': '',
      'src/y.ts': '',
      '.env': 'K=V\n',
    });
    await ws.mkdir('empty');
    await ws.symlink('src/x.ts', 'link');
    const out = await createLsTool(ws).run({}, toolContext());
    expect(out.text).toBe(
      [
        'empty/ (0 entries)',
        'src/ (2 entries)',
        '.env (4 bytes)',
        'a.txt (1 byte)',
        'b.txt (5 bytes)',
        'link -> src/x.ts',
      ].join('\n'),
    );
    expect(out.data).toMatchObject({ path: '.', directories: 2, files: 3, symlinks: 1, truncated: false });
  });

  it('lists a sub-folder and says when it is empty', async () => {
    const ws = await workspaceWith({ 'src/x.ts': 'x' });
    await ws.mkdir('empty');
    expect((await createLsTool(ws).run({ path: 'src' }, toolContext())).text).toBe('x.ts (1 byte)');
    expect((await createLsTool(ws).run({ path: 'empty' }, toolContext())).text).toBe('empty is empty.');
  });

  it.each([
    [{ path: 'f.txt' }, 'INVALID_PARAM'],
    [{ path: 'nope' }, 'NOT_FOUND'],
    [{ path: '/' }, 'ACCESS_DENIED'],
    [{ path: 3 }, 'INVALID_PARAM'],
  ])('%j → %s', async (input, code) => {
    const ws = await workspaceWith({ 'f.txt': '' });
    expect(await runChecked(createLsTool(ws), input, toolContext())).toMatchObject({
      status: 'error',
      errorCode: code,
    });
  });
});
