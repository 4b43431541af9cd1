// The workspace's files as of the selected event, in folders that open and close (remembered per session);
// files changed by then are marked with who changed them, and a closed folder says something inside changed.
// Only the rows in view are drawn (a 10,000-file workspace draws a screenful), and the tree is a WAI-ARIA
// tree: one tab stop, arrows move and fold, Home/End jump, Enter or Space opens. `.git` is hidden unless asked.
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { fileTreeKey, isFolderOpen, isGitPath } from '../../state/file-tree-slice';
import { selectFileChanges } from '../../state/selectors';
import { shownWorkspace } from '../../state/shown-workspace';
import { listingEntries } from '../../state/store';
import { useTraceView } from '../trace/use-trace-view';
import {
  ancestorsOf,
  foldersWithChanges,
  indexTree,
  revealsOpenFile,
  type TreeIndex,
} from './file-tree-model';
import { visibleRows } from './visible-rows';
import { FileTreeRow, ROW_PX } from './FileTreeRow';
import { nextFocus } from './tree-keys';
import { WorkspaceStoreNote } from './WorkspaceStoreNote';
import { firstGuessRect, observeRectAfterLayout } from '../common/rect-after-layout';

export function FileTree() {
  const { t } = useTranslation();
  // A new listing (a session opened, a step, time travel) is drawn in a render of its own, after the commit
  // that changed it: indexing a 5,000-file workspace is ~20 ms, which joined the open's own work in one long
  // task (issue 37). Until that render, the tree shows what it showed before; a tree mounting draws at once.
  const listing = useDeferredValue(useAppStore(shownWorkspace));
  const showGit = useAppStore((s) => s.showGitFolder);
  const entries = useMemo(() => (listing ? listingEntries(listing) : undefined), [listing]);
  const index = useMemo(() => indexTree(entries ?? [], showGit), [entries, showGit]);
  const hasGit = useMemo(() => (entries ?? []).some((e) => isGitPath(e.path)), [entries]);
  if (!entries || entries.length === 0) return <p className="empty-state">{t('empty.workspace')}</p>;
  return <FileTreeRows index={index} hasGit={hasGit} />;
}

/**
 * The tree's rows from its index, laid out only as far as the rows in view (visible-rows.ts). A component of
 * its own so that React can yield between indexing a listing and counting its rows.
 */
function FileTreeRows({ index, hasGit }: { index: TreeIndex; hasGit: boolean }) {
  const { t } = useTranslation();
  const openPath = useAppStore((s) => s.openFilePath);
  const openFile = useAppStore((s) => s.openFile);
  const showGit = useAppStore((s) => s.showGitFolder);
  const setShowGit = useAppStore((s) => s.setShowGitFolder);
  const sessionKey = useAppStore(fileTreeKey);
  const folds = useAppStore((s) => s.folderFolds[sessionKey]);
  const setFolderOpen = useAppStore((s) => s.setFolderOpen);
  const revealFolders = useAppStore((s) => s.revealFolders);
  const changes = useTraceView(selectFileChanges);
  const rows = useMemo(() => visibleRows(index, (path) => isFolderOpen(folds, path)), [index, folds]);
  const changedFolders = useMemo(() => foldersWithChanges(changes.keys()), [changes]);
  const [focused, setFocused] = useState<string | null>(null);
  const focusedIndex = firstRow(rows.indexOf(focused ?? ''), rows.indexOf(openPath ?? ''));
  const scroller = useRef<HTMLDivElement>(null);
  const focusWanted = useRef(false);
  // The row that holds the tab stop is always drawn, even scrolled away, so Tab always lands in the tree.
  const rangeExtractor = useCallback(
    (range: Range) => [...new Set([...defaultRangeExtractor(range), focusedIndex])].sort((a, b) => a - b),
    [focusedIndex],
  );
  // The app does not use the React Compiler, so the virtualizer's unmemoizable functions are fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
    observeElementRect: observeRectAfterLayout,
    initialRect: firstGuessRect(ROW_PX),
    rangeExtractor,
  });

  // A file opened from elsewhere (a spill path in the Budget tab) shows in the tree: its folders open.
  const lastRevealed = useRef<string | null>(null);
  useEffect(() => {
    if (openPath === null) lastRevealed.current = null;
    if (!revealsOpenFile(lastRevealed.current, openPath, showGit, isGitPath)) return;
    lastRevealed.current = openPath;
    revealFolders(sessionKey, ancestorsOf(openPath!));
  }, [openPath, sessionKey, showGit, revealFolders]);

  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-row="${focusedIndex}"]`)?.focus();
  });

  const moveFocus = (target: number) => {
    const row = rows.at(target);
    if (!row) return;
    setFocused(row.path);
    focusWanted.current = true;
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  // Stable while the rows are, so a released event redraws only the rows whose marks changed.
  const activate = useCallback(
    (index: number) => {
      const row = rows.at(index);
      if (!row) return;
      setFocused(row.path);
      if (row.kind === 'folder') setFolderOpen(sessionKey, row.path, !row.open);
      else openFile(row.path);
    },
    [rows, sessionKey, setFolderOpen, openFile],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = nextFocus(rows, focusedIndex, event.key);
    if (action === null) return;
    event.preventDefault();
    event.stopPropagation(); // the page's single-key shortcuts must not also act
    switch (action.kind) {
      case 'focus':
        moveFocus(action.index);
        break;
      case 'fold':
        setFolderOpen(sessionKey, rows.at(focusedIndex)!.path, action.open);
        break;
      case 'activate':
        activate(focusedIndex);
        break;
    }
  };

  return (
    <div className="file-tree-body">
      <WorkspaceStoreNote />
      {hasGit ? (
        <label className="file-tree-toolbar">
          <input type="checkbox" checked={showGit} onChange={(e) => setShowGit(e.target.checked)} />
          {t('workspace.showGit')}
        </label>
      ) : null}
      <div ref={scroller} className="file-tree-scroller">
        <div
          role="tree"
          aria-label={t('workspace.files')}
          className="file-list"
          style={{ height: virtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows.at(item.index)!;
            return (
              <FileTreeRow
                key={row.path}
                row={row}
                index={item.index}
                top={item.start}
                change={changes.get(row.path) ?? null}
                changedInside={row.kind === 'folder' && !row.open && changedFolders.has(row.path)}
                selected={openPath === row.path}
                tabStop={item.index === focusedIndex}
                onFocusPath={setFocused}
                onActivate={activate}
                t={t}
              />
            );
          })}
        </div>
      </div>
      {rows.length === 0 ? <p className="empty-state">{t('workspace.onlyGit')}</p> : null}
    </div>
  );
}

/** The first of the places that is a row (-1 is none), else the first row. */
function firstRow(...places: number[]): number {
  return places.find((place) => place >= 0) ?? 0;
}
