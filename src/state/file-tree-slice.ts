// How the file tree is folded: which folders a person opened or closed, per session, and whether `.git` shows.
// Remembered for the tab's life (sessionStorage), so a reload, a layout change or coming back to a session
// finds the tree as it was left. Folders are open unless closed, except `.git`'s, which are closed unless opened.
import type { StateCreator } from 'zustand';
import { forgivingStorage } from './forgiving-storage';
import type { LibrarySlice } from './library-slice';
import type { TraceSlice } from './trace-slice';

/** Folder path → open (true) or closed (false), where the person changed the default. */
export type FolderFolds = Readonly<Record<string, boolean>>;

export interface FileTreeSlice {
  /** Per session key (see `fileTreeKey`). */
  folderFolds: Readonly<Record<string, FolderFolds>>;
  showGitFolder: boolean;
  setFolderOpen: (sessionKey: string, path: string, open: boolean) => void;
  /** Opens those of `folders` that are closed (a file opened from elsewhere shows in the tree). */
  revealFolders: (sessionKey: string, folders: readonly string[]) => void;
  /**
   * The session on screen got a new key (its library entry was written after it opened): the folds made
   * under the old key move to the new one, so a folder closed in the meantime stays closed.
   */
  moveFolds: (fromKey: string, toKey: string) => void;
  setShowGitFolder: (show: boolean) => void;
}

const STORAGE_KEY = 'toolscope.file-tree';
/** Sessions remembered at most (the oldest folds are forgotten first). */
const MAX_SESSIONS = 50;

const storage = forgivingStorage(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));

interface Remembered {
  folds: Record<string, FolderFolds>;
  showGit: boolean;
}

function recall(): Remembered {
  try {
    const text = storage.getItem(STORAGE_KEY);
    if (typeof text !== 'string') return { folds: {}, showGit: false };
    const value = JSON.parse(text) as Partial<Remembered> | null;
    const folds: Record<string, FolderFolds> = {};
    for (const [key, session] of Object.entries(isRecord(value?.folds) ? value.folds : {}))
      if (isRecord(session))
        folds[key] = Object.fromEntries(
          Object.entries(session).filter(([, open]) => typeof open === 'boolean'),
        );
    return { folds, showGit: value?.showGit === true };
  } catch {
    return { folds: {}, showGit: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function remember(value: Remembered): void {
  void storage.setItem(STORAGE_KEY, JSON.stringify(value));
}

export const createFileTreeSlice: StateCreator<FileTreeSlice, [], [], FileTreeSlice> = (set, get) => {
  const start = recall();
  return {
    folderFolds: start.folds,
    showGitFolder: start.showGit,
    setFolderOpen: (sessionKey, path, open) => {
      const { [sessionKey]: current = {}, ...others } = get().folderFolds;
      const kept = Object.entries(others).slice(-(MAX_SESSIONS - 1));
      // The session just changed goes last, so the cap forgets the ones left alone longest.
      const folderFolds = { ...Object.fromEntries(kept), [sessionKey]: { ...current, [path]: open } };
      set({ folderFolds });
      remember({ folds: folderFolds, showGit: get().showGitFolder });
    },
    revealFolders: (sessionKey, folders) => {
      for (const folder of folders)
        if (!isFolderOpen(get().folderFolds[sessionKey], folder))
          get().setFolderOpen(sessionKey, folder, true);
    },
    moveFolds: (fromKey, toKey) => {
      const { [fromKey]: moved, ...others } = get().folderFolds;
      if (moved === undefined || fromKey === toKey) return;
      const folderFolds = { ...others, [toKey]: { ...others[toKey], ...moved } };
      set({ folderFolds });
      remember({ folds: folderFolds, showGit: get().showGitFolder });
    },
    setShowGitFolder: (showGitFolder) => {
      set({ showGitFolder });
      remember({ folds: { ...get().folderFolds }, showGit: showGitFolder });
    },
  };
};

/** Which session the folds belong to: its library entry, else the trace on screen. */
export function fileTreeKey(
  s: Pick<LibrarySlice, 'activeSessionId'> & Pick<TraceSlice, 'traceSource'>,
): string {
  if (s.activeSessionId !== null) return `entry:${s.activeSessionId}`;
  const source = s.traceSource;
  switch (source.kind) {
    case 'none':
      return 'none';
    case 'file':
      return `file:${source.name}`;
    case 'runtime':
      return `session:${source.title}`;
  }
}

/** A path inside (or being) a `.git` folder. */
export function isGitPath(path: string): boolean {
  return path === '.git' || path.startsWith('.git/') || path.includes('/.git/') || path.endsWith('/.git');
}

/** Whether a folder is open: as the person left it, else open unless it is git's. */
export function isFolderOpen(folds: FolderFolds | undefined, path: string): boolean {
  return folds?.[path] ?? !isGitPath(path);
}
