// Workspace paths. Tools accept paths relative to the workspace, `./x`, or absolute inside /workspace; the
// lock cache and the permission rules need one canonical form so `a.ts`, `./a.ts` and `/workspace/a.ts`
// are the same file (the reference's loose keys missed that).

export const WORKSPACE_ROOT = '/workspace';

/** The absolute, normalized path, or null when it leaves the workspace. */
export function normalizeWorkspacePath(path: string, cwd: string = WORKSPACE_ROOT): string | null {
  const slashed = path.replace(/\\/g, '/');
  const joined = slashed.startsWith('/') ? slashed : `${cwd}/${slashed}`;
  const parts: string[] = [];
  for (const part of joined.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  const absolute = `/${parts.join('/')}`;
  return absolute === WORKSPACE_ROOT || absolute.startsWith(`${WORKSPACE_ROOT}/`) ? absolute : null;
}

/** `/workspace/src/a.ts` → `src/a.ts`; the root itself → `.`. */
export function toWorkspaceRelative(absolute: string): string {
  if (absolute === WORKSPACE_ROOT) return '.';
  return absolute.startsWith(`${WORKSPACE_ROOT}/`) ? absolute.slice(WORKSPACE_ROOT.length + 1) : absolute;
}
