import { describe, expect, it } from 'vitest';
import { normalizeWorkspacePath, toWorkspaceRelative } from './workspace-path';

describe('workspace paths', () => {
  it('gives one spelling for relative, ./ and absolute paths inside the workspace', () => {
    for (const path of ['src/a.ts', './src/a.ts', '/workspace/src/a.ts', 'src//b/../a.ts', 'src\\a.ts']) {
      expect(normalizeWorkspacePath(path), path).toBe('/workspace/src/a.ts');
    }
    expect(normalizeWorkspacePath('a.ts', '/workspace/src')).toBe('/workspace/src/a.ts');
  });

  it('returns null for paths that leave the workspace', () => {
    for (const path of ['../x', '/etc/passwd', '/workspace/../x', '/workspaces/x']) {
      expect(normalizeWorkspacePath(path), path).toBeNull();
    }
  });

  it('makes absolute paths workspace-relative', () => {
    expect(toWorkspaceRelative('/workspace/src/a.ts')).toBe('src/a.ts');
    expect(toWorkspaceRelative('/workspace')).toBe('.');
  });
});
