import { describe, expect, it } from 'vitest';
import { resolveWorkspacePath, normalizePosixPath, toWorkspaceRelative } from './workspace-path';

describe('resolveWorkspacePath', () => {
  it.each([
    ['src/a.ts', '/workspace', '/workspace/src/a.ts'],
    ['./src//a.ts', '/workspace', '/workspace/src/a.ts'],
    ['a.ts', '/workspace/src', '/workspace/src/a.ts'],
    ['/workspace/src/', '/workspace', '/workspace/src'],
    ['.', '/workspace', '/workspace'],
    ['src\\win.ts', '/workspace', '/workspace/src/win.ts'],
  ])('%s in %s → %s', (input, cwd, expected) => {
    expect(resolveWorkspacePath(input, cwd)).toEqual({ ok: true, path: expected });
  });

  it.each(['../x', 'src/../../x', '/etc/passwd', '/workspace-other/x', '/'])('refuses %s', (input) => {
    expect(resolveWorkspacePath(input)).toMatchObject({ ok: false, code: 'ACCESS_DENIED' });
  });

  it('refuses empty paths and NUL characters as invalid', () => {
    expect(resolveWorkspacePath('')).toMatchObject({ ok: false, code: 'INVALID_PARAM' });
    expect(resolveWorkspacePath('a\0b')).toMatchObject({ ok: false, code: 'INVALID_PARAM' });
  });
});

describe('path helpers', () => {
  it('normalizes and relativizes', () => {
    expect(normalizePosixPath('/a/./b/../c/')).toBe('/a/c');
    expect(normalizePosixPath('/../..')).toBe('/');
    expect(toWorkspaceRelative('/workspace')).toBe('.');
    expect(toWorkspaceRelative('/workspace/src/a.ts')).toBe('src/a.ts');
  });
});
