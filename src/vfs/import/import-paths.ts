// The workspace-relative path of an imported file: a folder picker's `webkitRelativePath` ("project/src/a.ts")
// or a zip entry's name. The folder's own name is dropped when every file shares it, so its contents land at
// the workspace root. A path that could leave the root, or that is not a plain file path, is refused.

/** `null` when the path cannot be a workspace file (`..`, NUL, empty). */
export function cleanImportPath(raw: string): string | null {
  const parts = raw
    .replaceAll('\\', '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) return null;
  if (parts.some((part) => part === '..' || part.includes('\0'))) return null;
  return parts.join('/');
}

/** Drops the first folder when every path starts with the same one (a picked folder, a zipped folder). */
export function withoutSharedTopFolder(paths: readonly string[]): readonly string[] {
  const first = paths[0]?.split('/')[0];
  if (first === undefined) return paths;
  const prefix = `${first}/`;
  return paths.every((path) => path.startsWith(prefix)) ? paths.map((p) => p.slice(prefix.length)) : paths;
}

/** The first path that is both a file and a folder of another file ("a" and "a/b"), if any. */
export function conflictingPath(sortedPaths: readonly string[]): string | null {
  const files = new Set(sortedPaths);
  for (const path of sortedPaths) {
    let slash = path.indexOf('/');
    while (slash !== -1) {
      const folder = path.slice(0, slash);
      if (files.has(folder)) return folder;
      slash = path.indexOf('/', slash + 1);
    }
  }
  return null;
}
