// Resolving a tool's `path` argument: relative to the call's cwd or absolute inside /workspace. What the
// model spelled becomes the canonical key of the Read cache (the lock's path), and the text shown back.
import type { ToolContext } from '../../engine/protocol/tool';
import { toolError, type ToolOutput } from '../../engine/protocol/tool-result';
import { resolveWorkspacePath, toWorkspaceRelative } from '../../vfs';

export type ToolPath =
  | { readonly ok: true; readonly path: string; readonly display: string }
  | { readonly ok: false; readonly output: ToolOutput };

export function resolveToolPath(input: string, context: Pick<ToolContext, 'cwd'>): ToolPath {
  const resolved = resolveWorkspacePath(input, context.cwd);
  if (!resolved.ok) return { ok: false, output: toolError(resolved.code, resolved.message, { path: input }) };
  return { ok: true, path: resolved.path, display: toWorkspaceRelative(resolved.path) };
}

/** How a folder is named in a sentence: the root's relative form '.' reads badly at the end of one. */
export function folderLabel(display: string): string {
  return display === '.' ? 'the workspace' : display;
}
