// The page's way to the tree store: one tree-import worker per job, terminated once it answered (like the
// share-link decoder). A worker that fails is a refused job, never a frozen page.
import { createRpcClient } from '../../../common/worker-rpc';
import type { TreeImports } from '../../../state/session-actions/deps';
import type { TreeImportProtocol } from '../../../vfs/import/import-protocol';
import type { ImportSource } from '../../../vfs/import/read-import';

/**
 * Files posted to the worker per message: posting a File costs the page a synchronous call to the browser
 * (import-protocol.ts), so a folder goes over in messages of this many, each in a task of its own.
 */
const FILES_PER_MESSAGE = 25;

type ImportClient = ReturnType<typeof createRpcClient<TreeImportProtocol>>;

/** A folder's files staged a message at a time (each awaited: the page's thread is free between them). */
async function handOver(client: ImportClient, source: ImportSource): Promise<ImportSource> {
  if (source.kind !== 'folder') return source;
  const { files } = source;
  let sent = 0;
  for (; sent + FILES_PER_MESSAGE < files.length; sent += FILES_PER_MESSAGE)
    await client.call('stage', { files: files.slice(sent, sent + FILES_PER_MESSAGE) });
  return { kind: 'folder', files: files.slice(sent) };
}

function job<T>(run: (client: ImportClient) => Promise<T>): Promise<T> {
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
    job(async (client) => {
      client.on('progress', onProgress);
      return client.call('import', { source: await handOver(client, source) });
    }),
  snapshot: (ref) => job((client) => client.call('snapshot', { ref })),
  keepSnapshot: (ref, snapshot) => job((client) => client.call('keepSnapshot', { ref, snapshot })),
  sweep: (keep) => job((client) => client.call('sweep', { keep })),
};
