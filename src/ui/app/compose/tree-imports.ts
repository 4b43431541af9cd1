// The page's way to the tree store: one tree-import worker per job, terminated once it answered (like the
// share-link decoder). A worker that fails is a refused job, never a frozen page.
import { createRpcClient } from '../../../common/worker-rpc';
import type { TreeImports } from '../../../state/session-actions/deps';
import type { TreeImportProtocol } from '../../../vfs/import/import-protocol';
import type { ImportSource } from '../../../vfs/import/read-import';
import type { HandOverMessage } from '../../../vfs/import/handed-over-trees';
import type { PortSlot } from '../../ports/port-slot';

/**
 * Posts a message to the runtime worker on screen now, ports transferred with it: the app's slot for it is
 * filled by connect-workers (imports hand their files to that worker, handed-over-trees.ts).
 */
export type RuntimeMail = (
  message: HandOverMessage | { readonly kind: 'import-started' },
  transfer: Transferable[],
) => void;

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

function job<T>(run: (client: ImportClient, worker: Worker) => Promise<T>): Promise<T> {
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
  crashed.catch(() => undefined); // once the job is over, a late error is no one's: the worker is ending
  return Promise.race([run(client, worker), crashed]).finally(() => {
    client.dispose();
    // In a task of its own: ending a worker costs the page's thread a few ms (Chromium waits for the thread
    // to stop), which would otherwise add to the task that renders the answer (issue 13: no task over 50 ms).
    setTimeout(() => worker.terminate(), 0);
  });
}

/**
 * An import whose kept files go from the import worker to the runtime worker over a channel of their own
 * (handed-over-trees.ts: the runtime gets its end only once the tree is kept, before the load that names it).
 * The runtime is told first that an import began, so it loads the shell's parser meanwhile, not after.
 */
function importTree(
  worker: Worker,
  client: ImportClient,
  source: ImportSource,
  mail: RuntimeMail | null,
): ReturnType<TreeImports['importTree']> {
  if (!mail) return client.call('import', { source });
  const channel = new MessageChannel();
  worker.postMessage({ kind: 'runtime-port' }, [channel.port1]);
  mail({ kind: 'import-started' }, []);
  return client.call('import', { source }).then((answer) => {
    if (answer.ok) mail({ kind: 'imported-tree-port', treeHash: answer.ref.sha256 }, [channel.port2]);
    else channel.port2.close();
    return answer;
  });
}

/** The app's tree imports, handing kept files to the runtime worker its `runtimeMail` slot names. */
export function browserTreeImports(runtimeMail: PortSlot<RuntimeMail>): TreeImports {
  return {
    importTree: (source, onProgress) =>
      job(async (client, worker) => {
        client.on('progress', onProgress);
        return importTree(worker, client, await handOver(client, source), runtimeMail.current());
      }),
    snapshot: (ref) => job((client) => client.call('snapshot', { ref })),
    keepSnapshot: (ref, snapshot) => job((client) => client.call('keepSnapshot', { ref, snapshot })),
    sweep: (keep) => job((client) => client.call('sweep', { keep })),
  };
}
