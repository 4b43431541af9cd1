// A tree-import worker: does one TreeImportProtocol job off the page's thread against the tree store, then is
// terminated by the page. See import-protocol.ts.
import { serveRpc, type PortLike, type RpcServer } from '../../common/worker-rpc';
import { filesOfSnapshot } from './imported-snapshot';
import { storedTreeSnapshot } from './stored-tree-snapshot';
import { filesMatch, importTree, keepFiles } from './import-tree';
import type { TreeImportProtocol } from './import-protocol';
import type { ImportSource, PickedFile } from './read-import';
import { openTreeStore, type TreeStore } from './tree-store';
import { postHandedOverTree } from './handed-over-trees';

const port = self as unknown as PortLike;
const RECENT_MS = 60 * 60 * 1000;
/** A folder's files handed over so far (import-protocol.ts: `stage`); this worker does one job. */
const staged: PickedFile[] = [];
/**
 * The import's end of a channel to the runtime worker, when the page gave one (a message of its own, since a
 * port must be transferred): the kept files go over it, so the runtime need not read them back from the store.
 */
let runtimeEnd: MessagePort | null = null;
self.addEventListener('message', (event: MessageEvent) => {
  if ((event.data as { kind?: unknown } | null)?.kind === 'runtime-port' && event.ports[0])
    runtimeEnd = event.ports[0];
});

function withStaged(source: ImportSource): ImportSource {
  return source.kind === 'folder' ? { kind: 'folder', files: [...staged, ...source.files] } : source;
}

async function withStore<T>(job: (store: TreeStore) => Promise<T>): Promise<T> {
  const store = await openTreeStore();
  try {
    return await job(store);
  } finally {
    store.close();
  }
}

const server: RpcServer<TreeImportProtocol> = serveRpc<TreeImportProtocol>(port, {
  stage: ({ files }) => {
    staged.push(...files);
    return { staged: staged.length };
  },
  import: ({ source }) =>
    withStore(async (store) => {
      const outcome = await importTree(
        withStaged(source),
        store,
        (progress) => server.emit('progress', progress),
        Date.now(),
        (files, ref) => {
          if (runtimeEnd) postHandedOverTree(runtimeEnd, { ref, files });
        },
      );
      return outcome.ok ? { ok: true, ref: outcome.value } : outcome;
    }),
  snapshot: ({ ref }) => storedTreeSnapshot(ref),
  keepSnapshot: ({ ref, snapshot }) =>
    withStore(async (store) => {
      const files = filesOfSnapshot(snapshot);
      if (files === null || !(await filesMatch(files, ref))) {
        return { ok: false, refusal: { kind: 'embedded-mismatch' } };
      }
      const kept = await keepFiles(files, store, undefined, Date.now());
      return kept.ok ? { ok: true, ref: kept.value } : kept;
    }),
  // A tree kept in the last hour and not yet named by any session may be another tab's import under way.
  sweep: ({ keep }) => withStore((store) => store.sweep(new Set(keep), Date.now() - RECENT_MS)),
});
