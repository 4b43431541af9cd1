// One row of the file tree: a folder (with its disclosure mark) or a file (with who changed it), drawn at its
// place in the virtual list. A WAI-ARIA treeitem: level, position among its siblings, open or closed.
import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { FileChangeEvent } from '../../engine';
import type { TreeRow } from './visible-rows';

export const ROW_PX = 22;

interface Props {
  readonly row: TreeRow;
  readonly index: number;
  readonly top: number;
  readonly change: FileChangeEvent | null;
  /** A closed folder with a changed path somewhere inside. */
  readonly changedInside: boolean;
  readonly selected: boolean;
  readonly tabStop: boolean;
  readonly onFocusPath: (path: string) => void;
  readonly onActivate: (index: number) => void;
  /**
   * The tree's own `t`: a row does not call useTranslation, whose first call in each new component copies
   * the i18next instance (~40 µs); a screenful of rows mounts at once when a big workspace opens.
   */
  readonly t: TFunction;
}

/** Memoized: an event that changes one file's mark redraws that row only. */
export const FileTreeRow = memo(function FileTreeRow(props: Props) {
  const { row, change, changedInside, t } = props;
  const folder = row.kind === 'folder';
  return (
    <div
      role="treeitem"
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={folder ? row.open === true : undefined}
      aria-selected={props.selected}
      aria-current={props.selected ? 'true' : undefined}
      tabIndex={props.tabStop ? 0 : -1}
      className={`${folder ? 'folder-item' : 'file-item'}${change ? ' is-changed' : ''}`}
      style={{
        transform: `translateY(${props.top}px)`,
        height: ROW_PX,
        paddingLeft: 6 + (row.level - 1) * 14,
      }}
      data-path={row.path}
      data-row={props.index}
      onFocus={() => props.onFocusPath(row.path)}
      onClick={() => props.onActivate(props.index)}
    >
      <span className="file-name" translate="no">
        <span className="file-tree-mark" aria-hidden="true">
          {folder ? (row.open ? '▾' : '▸') : row.kind === 'symlink' ? '↪' : ''}
        </span>
        {row.name}
        {folder ? '/' : ''}
      </span>
      {change ? (
        <span
          className="file-change"
          title={t('workspace.changedBy', { source: t(`workspace.source.${change.source}`) })}
        >
          <span aria-hidden="true">● </span>
          {t(`workspace.source.${change.source}`)}
        </span>
      ) : changedInside ? (
        <span className="file-change" title={t('workspace.changedInside')}>
          <span aria-hidden="true">●</span>
          <span className="sr-only">{t('workspace.changedInside')}</span>
        </span>
      ) : null}
    </div>
  );
});
