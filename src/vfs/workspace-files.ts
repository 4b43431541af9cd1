// A workspace given as files with their bytes, in memory only (never in a document): an imported tree on its
// way from the tree store into the runtime's workspace. A snapshot would carry each file as text or base64,
// and the workspace would decode it straight back: for 20 MB that round trip cost the runtime worker ~0.5 s
// and a second of garbage collection. Restored, it is the tree its snapshot (`snapshotOfImportedFiles`)
// would give, node for node and version for version: the folders above the files are made up, in the same
// order, all at one mtime with default modes.

export interface WorkspaceFiles {
  readonly kind: 'files';
  /** Relative to the root, sorted by path (UTF-16 code units), no duplicates. */
  readonly files: readonly { readonly path: string; readonly bytes: Uint8Array }[];
  readonly mtimeMs: number;
}

export type WorkspaceFilesEntry =
  | { readonly type: 'directory'; readonly path: string }
  | { readonly type: 'file'; readonly path: string; readonly bytes: Uint8Array };

/** Every node the files make, parents before children: each file's folders not yet seen, then the file. */
export function* entriesOfFiles(files: WorkspaceFiles['files']): Generator<WorkspaceFilesEntry> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.path.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (folders.has(folder)) continue;
      folders.add(folder);
      yield { type: 'directory', path: folder };
    }
    yield { type: 'file', path: file.path, bytes: file.bytes };
  }
}
