// "Open a folder…" through the File System Access API where the browser has it (Chromium): the picker answers
// a directory handle, which the import worker walks itself (vfs/import/picked-directory.ts), so the page never
// builds a File object per file. Elsewhere (Firefox, Safari) the button opens the <input webkitdirectory>.
import type { PickedDirectory } from '../../state/session-actions/open-imported-files';

type ShowDirectoryPicker = (options?: {
  readonly id?: string;
  readonly mode?: 'read' | 'readwrite';
}) => Promise<PickedDirectory>;

export type DirectoryPick =
  | { readonly kind: 'picked'; readonly handle: PickedDirectory }
  /** The person closed the picker: nothing to do, nothing to say. */
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly detail: string };

/** The picker, when this browser has one; null: use the input. */
export function directoryPicker(scope: object = globalThis): (() => Promise<DirectoryPick>) | null {
  // Read at every call, not bound once: a test may put its own picker in place after the page loaded.
  if (typeof (scope as { showDirectoryPicker?: unknown }).showDirectoryPicker !== 'function') return null;
  return async () => {
    const show = (scope as { showDirectoryPicker: ShowDirectoryPicker }).showDirectoryPicker;
    try {
      // `id` lets the browser open where this picker was last left.
      return { kind: 'picked', handle: await show.call(scope, { id: 'toolscope-import', mode: 'read' }) };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' };
      return { kind: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
  };
}
