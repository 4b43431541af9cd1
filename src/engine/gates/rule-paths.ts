// The two sides of a file rule in one canonical form, the workspace-relative path: what the call names
// (resolved as the tools resolve it, so `./a`, `a//b`, `d/../a` and `/workspace/a` are the same file) and
// the rule's glob (the same spellings, but with its backslash escapes kept: `\*` is a literal star).
import { normalizeWorkspacePath, toWorkspaceRelative, WORKSPACE_ROOT } from '../paths/workspace-path';

/** The workspace-relative path a file tool's argument names, or the argument itself when it leaves. */
export function ruleTargetPath(raw: string, cwd: string): string {
  const normalized = normalizeWorkspacePath(raw, cwd);
  return normalized === null ? raw : toWorkspaceRelative(normalized);
}

/** A rule's glob, relative to the workspace: `./`, `//`, `.` and `..` segments and the root prefix go. */
export function normalizeRulePath(pattern: string): string {
  const absolute = pattern.startsWith('/');
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return pattern; // climbs out: no file inside can match it
      segments.pop();
    } else segments.push(segment);
  }
  const joined = segments.join('/');
  if (!absolute) return joined === '' ? '.' : joined;
  const root = WORKSPACE_ROOT.slice(1);
  if (joined === root) return '.';
  return joined.startsWith(`${root}/`) ? joined.slice(root.length + 1) : `/${joined}`;
}
