// The WAI-ARIA tree's keys over the visible rows, as a pure function: what a key press does from the focused
// row. Down/Up move, Right opens a closed folder or enters an open one, Left closes an open folder or goes
// to the parent, Home/End jump to the ends, Enter and Space open a file or fold a folder.
import type { TreeRows } from './visible-rows';

export type TreeKeyAction =
  | { readonly kind: 'focus'; readonly index: number }
  | { readonly kind: 'fold'; readonly open: boolean }
  | { readonly kind: 'activate' };

export function nextFocus(rows: TreeRows, current: number, key: string): TreeKeyAction | null {
  const row = rows.at(current);
  if (!row) return null;
  const focus = (index: number): TreeKeyAction | null =>
    index >= 0 && index < rows.length && index !== current ? { kind: 'focus', index } : null;
  switch (key) {
    case 'ArrowDown':
      return focus(current + 1);
    case 'ArrowUp':
      return focus(current - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(rows.length - 1);
    case 'ArrowRight':
      if (row.kind !== 'folder') return null;
      if (!row.open) return { kind: 'fold', open: true };
      // An open folder's first child is the next row, if it has any.
      return rows.at(current + 1)?.parent === row.path ? focus(current + 1) : null;
    case 'ArrowLeft': {
      if (row.kind === 'folder' && row.open) return { kind: 'fold', open: false };
      if (row.parent === '') return null;
      return focus(rows.indexOf(row.parent));
    }
    case 'Enter':
    case ' ':
      return { kind: 'activate' };
    default:
      return null;
  }
}
