// What a node is and how it changed: the words the workspace contract (workspace.ts), a changeset and a
// listing share. A file of its own so those two can name them without importing the contract that names
// them back (workspace.ts re-exports them, so its importers did not move).
export type NodeType = 'file' | 'directory' | 'symlink';

export type ChangeKind = 'create' | 'modify' | 'delete';

/** One node changed. Versions are null where the node did not exist (before a create, after a delete). */
export interface WorkspaceChange {
  readonly path: string;
  readonly kind: ChangeKind;
  readonly nodeType: NodeType;
  readonly oldVersion: number | null;
  readonly newVersion: number | null;
}
