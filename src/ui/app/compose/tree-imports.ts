// The page's way to the tree store: one tree-import worker per job, terminated once it answered (like the
// share-link decoder). A worker that fails is a refused job, never a frozen page.
import { createRpcClient } from '../../../common/worker-rpc';
import type { TreeImports } from '../../../state/session-actions/deps';
import type { TreeImportProtocol } from '../../../vfs/import/import-protocol';

function job<T>(
  run: (client: ReturnType<typeof createRpcClient<TreeImportProtocol>>) => Promise<T>,
): Promise<T> {
  const worker = new Worker(new URL('../../../vfs/import/tree-import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'toolscope-tree-import',
  });
  const client = createRpcClient<TreeImportProtocol>(worker);
  const crashed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (event) =>
      reject(new Error(event.message || 'the import worker stopped')),
    ),
  );
  return Promise.race([run(client), crashed]).finally(() => {
    client.dispose();
    worker.terminate();
  });
}

export const browserTreeImports: TreeImports = {
  importTree: (source, onProgress) =>
    job((client) => {
      client.on('progress', onProgress);
      return client.call('import', { source });
    }),
  snapshot: (ref) => job((client) => client.call('snapshot', { ref })),
  keepSnapshot: (ref, snapshot) => job((client) => client.call('keepSnapshot', { ref, snapshot })),
  sweep: (keep) => job((client) => client.call('sweep', { keep })),
};
