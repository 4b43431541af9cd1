// Which folders and files the search tools (Grep, Glob) look into. Dependency and build folders would drown
// the results and the spill folder holds old tool outputs (searching them feeds a model its own past output,
// the seed's B11). Starting a search inside one of them (path: "node_modules/x") still searches it.
import { SPILL_DIR, type WalkEntry } from '../../vfs';

export const SKIPPED_FOLDER_NAMES: ReadonlySet<string> = new Set(['.git', 'node_modules', 'dist']);

export function isHiddenName(name: string): boolean {
  return name.startsWith('.');
}

/** The `descend` rule for Workspace.walk. */
export function searchDescend(includeHidden: boolean): (entry: WalkEntry) => boolean {
  return (entry) =>
    !SKIPPED_FOLDER_NAMES.has(entry.name) &&
    entry.path !== SPILL_DIR &&
    (includeHidden || !isHiddenName(entry.name));
}

/** Whether a walked file is a search candidate (folders are pruned by `searchDescend`). */
export function isSearchableFile(entry: WalkEntry, includeHidden: boolean): boolean {
  return entry.type === 'file' && (includeHidden || !isHiddenName(entry.name));
}
