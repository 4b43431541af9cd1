// The file tree's index: each folder's children, folders before files, each list in natural order
// (natural-order.ts), sorted only when first asked for. The rows a reader sees are laid out from it lazily
// (visible-rows.ts), and only the ones in view are drawn (FileTree): a 10,000-file workspace costs one pass
// here, the sorting of the folders on screen, and a screenful of DOM.
import type { ListingEntry } from '../../state/store';
import { isGitPath } from '../../state/file-tree-slice';
import { compareNaturally } from './natural-order';

/**
 * Each folder's children ('' is the root), folders first, then by name; `.git` left out unless shown. A
 * folder's children are sorted when first asked for: the rows drawn are those of open folders, and sorting
 * every folder of a 5,000-file link at once was ~40 ms of one task as it opened (issue 37).
 */
export interface TreeIndex {
  get(parent: string): readonly ListingEntry[] | undefined;
  /** How many children a folder has, without sorting them. */
  countIn(parent: string): number;
  /** A folder's child folders, in no particular order (counting rows needs no order). */
  foldersIn(parent: string): readonly ListingEntry[];
}

export function indexTree(entries: readonly ListingEntry[], showGit: boolean): TreeIndex {
  const groups = new Map<string, Siblings>();
  const folders = new Set<string>(['']);
  const add = (entry: ListingEntry) => {
    const parent = parentOf(entry.path);
    let group = groups.get(parent);
    if (!group) groups.set(parent, (group = { folders: [], others: [] }));
    (entry.type === 'directory' ? group.folders : group.others).push(entry);
  };
  for (const entry of entries) {
    if (!showGit && isGitPath(entry.path)) continue;
    if (entry.type === 'directory') {
      if (folders.has(entry.path)) continue;
      folders.add(entry.path);
    }
    add(entry);
    // A document may list a file without its folders: the tree still needs them to hang it on.
    for (let parent = parentOf(entry.path); !folders.has(parent); parent = parentOf(parent)) {
      folders.add(parent);
      add({ type: 'directory', path: parent, size: 0, version: 0 });
    }
  }
  const sorted = new Map<string, readonly ListingEntry[]>();
  return {
    countIn: (parent) => {
      const group = groups.get(parent);
      return group ? group.folders.length + group.others.length : 0;
    },
    foldersIn: (parent) => groups.get(parent)?.folders ?? [],
    get(parent) {
      const done = sorted.get(parent);
      if (done) return done;
      const group = groups.get(parent);
      if (!group) return undefined;
      const children = sortSiblings(group);
      sorted.set(parent, children);
      return children;
    },
  };
}

interface Siblings {
  readonly folders: ListingEntry[];
  readonly others: ListingEntry[];
}

const byName = (a: ListingEntry, b: ListingEntry) => compareNaturally(a.path, b.path);

function sortSiblings({ folders, others }: Siblings): readonly ListingEntry[] {
  // Siblings often come sorted already (a snapshot lists in code-point order, natural for most names): one
  // pass finds out, and only the lists that are not get sorted.
  const sort = (list: ListingEntry[]) => {
    for (let i = 1; i < list.length; i++) if (byName(list[i - 1]!, list[i]!) > 0) return list.sort(byName);
    return list;
  };
  return folders.length ? sort(folders).concat(sort(others)) : sort(others);
}

/** Folders holding a changed path somewhere below them (a closed one shows the mark for its contents). */
export function foldersWithChanges(changedPaths: Iterable<string>): ReadonlySet<string> {
  const folders = new Set<string>();
  for (const path of changedPaths) {
    for (let parent = parentOf(path); parent !== '' && !folders.has(parent); parent = parentOf(parent))
      folders.add(parent);
  }
  return folders;
}

/** Every folder above a path, outermost first. */
export function ancestorsOf(path: string): string[] {
  const folders: string[] = [];
  for (let parent = parentOf(path); parent !== ''; parent = parentOf(parent)) folders.unshift(parent);
  return folders;
}

/** The folder a path is in, '' at the root. */
export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/**
 * Whether the tree unfolds the folders of the file open now, given the file it last unfolded for (issue 19: a
 * file opened from elsewhere shows in the tree). Only a newly opened file is a reason: the same file under a new
 * key (the session's library entry written after it opened) or with `.git` shown again is not, or a folder the
 * person closed in the meantime would spring open again. A file inside a hidden `.git` waits until it shows.
 */
export function revealsOpenFile(
  lastRevealed: string | null,
  openPath: string | null,
  gitShown: boolean,
  isGit: (path: string) => boolean,
): boolean {
  if (openPath === null || openPath === lastRevealed) return false;
  return gitShown || !isGit(openPath);
}
