// Messages between the page and a tree-import worker (one per job, terminated once it answered): importing a
// folder or a zip, reading a stored tree back as a snapshot (an export that embeds its files), keeping the
// files an opened export embeds, and sweeping trees no session refers to. The page does none of this work
// itself: reading, hashing and unzipping megabytes would freeze it.
//
// A picked folder's File objects reach the worker a few at a time (`stage`, then `import` with the rest):
// Chromium captures each File's size and date when it is posted, one synchronous call to the browser per
// file, so posting 2,000 at once held the page's thread for 0.7 s (186 ms of CPU) on a loaded machine.
import type { RpcProtocol } from '../../common/worker-rpc';
import type { WorkspaceSnapshot } from '../snapshot-format';
import type { ImportRefusal } from './import-limits';
import type { ImportProgress } from './import-tree';
import type { ImportedTreeRef } from './imported-tree';
import type { ImportSource, PickedFile } from './read-import';
import type { SweepReport } from './tree-store';

export type ImportAnswer =
  | { readonly ok: true; readonly ref: ImportedTreeRef }
  | { readonly ok: false; readonly refusal: ImportRefusal };

export interface TreeImportProtocol extends RpcProtocol {
  requests: {
    /** Files of a folder to import, kept until `import` (whose folder's files come after them). */
    stage: { params: { files: readonly PickedFile[] }; result: { readonly staged: number } };
    import: { params: { source: ImportSource }; result: ImportAnswer };
    /** The stored tree as a snapshot; null when this browser does not have it. */
    snapshot: { params: { ref: ImportedTreeRef }; result: WorkspaceSnapshot | null };
    /** Keeps a snapshot's files as the tree `ref` names, refused when they are not that tree. */
    keepSnapshot: { params: { ref: ImportedTreeRef; snapshot: WorkspaceSnapshot }; result: ImportAnswer };
    sweep: { params: { keep: readonly string[] }; result: SweepReport };
  };
  events: { progress: ImportProgress };
}
