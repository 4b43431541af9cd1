// Paths in the workspace are POSIX and live under one root, `/workspace` (what `pwd` shows in the shell).
// Tools accept paths relative to the cwd or absolute inside the root; anything that leaves the root is refused
// as a value (ACCESS_DENIED), never thrown, because a model causes it.

export const WORKSPACE_ROOT = '/workspace';

/** Where budget truncation spills full tool outputs (issue 3); search tools skip it. */
export const SPILL_DIR = `${WORKSPACE_ROOT}/.toolscope/spill`;

export type PathResolution =
  | { readonly ok: true; readonly path: string }
  | { readonly ok: false; readonly code: 'ACCESS_DENIED' | 'INVALID_PARAM'; readonly message: string };

/**
 * Resolves `input` against `cwd` (itself inside the root) to a normalized absolute path inside `/workspace`.
 * `..` segments are refused outright, even when they would stay inside (the seed's rule: a model has no
 * reason to climb, and refusing is simpler to explain than a partial rule). Symlinks are not followed here:
 * the workspace refuses links that lead out when it follows them.
 */
export function resolveWorkspacePath(input: string, cwd: string = WORKSPACE_ROOT): PathResolution {
  if (input.length === 0) return { ok: false, code: 'INVALID_PARAM', message: 'The path is empty.' };
  if (input.includes('\0')) {
    return { ok: false, code: 'INVALID_PARAM', message: 'The path contains a NUL character.' };
  }
  // Backslashes are separators here, as in the seed: a model trained on Windows paths means folders.
  const slashed = input.replace(/\\/g, '/');
  if (slashed.split('/').includes('..')) {
    return {
      ok: false,
      code: 'ACCESS_DENIED',
      message: `Access denied: '${input}' uses '..'; give a path inside ${WORKSPACE_ROOT} without '..'.`,
    };
  }
  const absolute = slashed.startsWith('/') ? slashed : `${cwd}/${slashed}`;
  const normalized = normalizePosixPath(absolute);
  if (!isInsideWorkspace(normalized)) {
    return {
      ok: false,
      code: 'ACCESS_DENIED',
      message: `Access denied: '${input}' is outside the workspace ${WORKSPACE_ROOT}.`,
    };
  }
  return { ok: true, path: normalized };
}

/** Collapses `//`, `.` and `..` (never above `/`) and drops a trailing slash. */
export function normalizePosixPath(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

export function isInsideWorkspace(normalizedPath: string): boolean {
  return normalizedPath === WORKSPACE_ROOT || normalizedPath.startsWith(`${WORKSPACE_ROOT}/`);
}

/** Segments below the root: `/workspace/a/b` → `['a', 'b']`; the root itself → `[]`. */
export function workspaceSegments(normalizedPath: string): string[] {
  if (normalizedPath === WORKSPACE_ROOT) return [];
  return normalizedPath.slice(WORKSPACE_ROOT.length + 1).split('/');
}

export function joinPath(dir: string, name: string): string {
  return dir === '/' ? `/${name}` : `${dir}/${name}`;
}

export function parentPath(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash <= 0 ? '/' : path.slice(0, slash);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** `/workspace/src/a.ts` → `src/a.ts`; the root → `.`; what tools print to the model. */
export function toWorkspaceRelative(path: string): string {
  return path === WORKSPACE_ROOT ? '.' : path.slice(WORKSPACE_ROOT.length + 1);
}

/** Code-point order, the order of `ls` under LC_ALL=C; stable across machines and locales. */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
