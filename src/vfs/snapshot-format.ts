// The workspace as a JSON document: for sessions, time travel and share links. Paths are relative to the
// root so a document does not depend on where the workspace is mounted. Format changes bump `formatVersion`
// and keep a reader for every older version.

export const SNAPSHOT_FORMAT = 'toolscope.workspace';
export const SNAPSHOT_FORMAT_VERSION = 1;

export type SnapshotEntry =
  | {
      readonly type: 'file';
      readonly path: string;
      readonly mode: number;
      readonly mtimeMs: number;
      /** Text files travel as UTF-8 text (readable diffs of session files); others as base64. */
      readonly encoding: 'utf8' | 'base64';
      readonly content: string;
    }
  | { readonly type: 'directory'; readonly path: string; readonly mode: number; readonly mtimeMs: number }
  | { readonly type: 'symlink'; readonly path: string; readonly target: string; readonly mtimeMs: number };

export interface WorkspaceSnapshot {
  readonly format: typeof SNAPSHOT_FORMAT;
  readonly formatVersion: typeof SNAPSHOT_FORMAT_VERSION;
  /** Every node below the root in sorted depth-first pre-order (parents before children). */
  readonly entries: readonly SnapshotEntry[];
}

export function emptySnapshot(): WorkspaceSnapshot {
  return { format: SNAPSHOT_FORMAT, formatVersion: SNAPSHOT_FORMAT_VERSION, entries: [] };
}
