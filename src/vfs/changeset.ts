// A changeset is what a copy-on-write view (the shell's per-command workspace) did, as final states: plain,
// structured-cloneable data, so a shell worker can post it to the runtime, which applies it in one step.
import type { WorkspaceChange } from './workspace-change';

/**
 * "The node at `path` becomes this" (replacing whatever is there, a folder with its content included), or
 * "nothing is at `path`". `mtimeMs` is kept when given (persistence reloading a saved tree); otherwise
 * the applying workspace stamps its own clock's time, as for any write.
 */
export type ChangesetEntry =
  | {
      readonly type: 'file';
      readonly path: string;
      readonly bytes: Uint8Array;
      readonly mode: number;
      readonly mtimeMs?: number;
    }
  | { readonly type: 'directory'; readonly path: string; readonly mode: number; readonly mtimeMs?: number }
  | { readonly type: 'symlink'; readonly path: string; readonly target: string; readonly mtimeMs?: number }
  | { readonly type: 'delete'; readonly path: string };

export interface Changeset {
  /** Deletions first (deepest first), then creations and updates with parents before children. */
  readonly entries: readonly ChangesetEntry[];
}

export type ChangesetResult =
  | { readonly ok: true; readonly changes: readonly WorkspaceChange[] }
  | {
      readonly ok: false;
      /** The entry that could not be applied; nothing was applied. */
      readonly failedPath: string;
      readonly code: string;
      readonly message: string;
    };

export const EMPTY_CHANGESET: Changeset = { entries: [] };
