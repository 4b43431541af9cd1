// The rows a reader of the file tree can reach (every child of the root, and the children of every open
// folder), as a list that lays out only what is asked of it. Its length is counted without sorting anything;
// a row is found by descending from the root through the folders above it, and a folder's children are
// sorted (file-tree-model.ts) and measured only when a row inside it is asked for. Opening a 5,000-file link
// with every folder open used to sort every folder and build 5,000 rows in one piece of a render (~15 ms of
// CPU, issue 37); now the screenful in view sorts the few folders it shows.
import type { ListingEntry } from '../../state/store';
import { parentOf, type TreeIndex } from './file-tree-model';

export type TreeRowKind = 'folder' | 'file' | 'symlink';

export interface TreeRow {
  readonly path: string;
  readonly name: string;
  readonly kind: TreeRowKind;
  /** 1 at the root (aria-level). */
  readonly level: number;
  /** Folders: open or closed; null for files and links. */
  readonly open: boolean | null;
  readonly setSize: number;
  /** 1-based. */
  readonly posInSet: number;
  /** The folder's path, '' at the root. */
  readonly parent: string;
}

export interface TreeRows {
  readonly length: number;
  /** The row at a place in the list; the same object each time it is asked for (rows are memoized by it). */
  at(index: number): TreeRow | undefined;
  /** The place of a path's row, -1 when it has none (inside a closed folder, hidden, or not in the tree). */
  indexOf(path: string): number;
}

/** A folder's children in order, and where each one's row starts, counted from the folder's first child. */
interface FolderLayout {
  readonly children: readonly ListingEntry[];
  readonly starts: readonly number[];
  readonly place: ReadonlyMap<string, number>;
}

export function visibleRows(index: TreeIndex, isOpen: (folder: string) => boolean): TreeRows {
  // Rows below each reachable open folder ('' is the root): its children, and theirs when open. A folder
  // has an entry here exactly when its children are rows.
  const below = new Map<string, number>();
  const count = (folder: string): number => {
    let rows = index.countIn(folder);
    for (const child of index.foldersIn(folder)) if (isOpen(child.path)) rows += count(child.path);
    below.set(folder, rows);
    return rows;
  };
  const length = count('');

  const layouts = new Map<string, FolderLayout>();
  const layoutOf = (folder: string): FolderLayout => {
    const known = layouts.get(folder);
    if (known) return known;
    const children = index.get(folder) ?? [];
    const starts: number[] = [];
    const place = new Map<string, number>();
    let next = 0;
    children.forEach((child, i) => {
      starts.push(next);
      const folder = child.type === 'directory';
      // A document may list a file or link at a folder's path too: the folder's rows are the folder's alone,
      // and a path's place is the folder's (its children's parent).
      if (folder || !place.has(child.path)) place.set(child.path, i);
      next += 1 + (folder ? (below.get(child.path) ?? 0) : 0);
    });
    const layout = { children, starts, place };
    layouts.set(folder, layout);
    return layout;
  };

  const rows = new Map<number, TreeRow>();
  const at = (wanted: number): TreeRow | undefined => {
    if (!Number.isInteger(wanted) || wanted < 0 || wanted >= length) return undefined;
    const known = rows.get(wanted);
    if (known) return known;
    let parent = '';
    let level = 1;
    let offset = wanted;
    for (;;) {
      const layout = layoutOf(parent);
      const i = lastAtOrBefore(layout.starts, offset);
      const entry = layout.children[i]!;
      const inside = offset - layout.starts[i]!;
      if (inside === 0) {
        const row = rowOf(entry, { level, parent, setSize: layout.children.length, posInSet: i + 1 });
        rows.set(wanted, row);
        return row;
      }
      parent = entry.path;
      level += 1;
      offset = inside - 1;
    }
  };

  const rowOf = (entry: ListingEntry, place: Omit<TreeRow, 'path' | 'name' | 'kind' | 'open'>): TreeRow => {
    const kind = kindOf(entry);
    const open = kind === 'folder' ? below.has(entry.path) : null;
    return { path: entry.path, name: nameOf(entry.path), kind, open, ...place };
  };

  const places = new Map<string, number>();
  const indexOf = (path: string): number => {
    if (path === '') return -1;
    const known = places.get(path);
    if (known !== undefined) return known;
    const parent = parentOf(path);
    // The parent's children are rows only when it is the root or a reachable open folder.
    if (!below.has(parent)) return -1;
    const layout = layoutOf(parent);
    const i = layout.place.get(path);
    if (i === undefined) return -1;
    const place = (parent === '' ? 0 : indexOf(parent) + 1) + layout.starts[i]!;
    places.set(path, place);
    return place;
  };

  return { length, at, indexOf };
}

/** The last place whose start is at or before `offset` (starts ascend from 0). */
function lastAtOrBefore(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

function kindOf(entry: ListingEntry): TreeRowKind {
  switch (entry.type) {
    case 'directory':
      return 'folder';
    case 'file':
      return 'file';
    case 'symlink':
      return 'symlink';
  }
}

function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
