// The page's library entry checker: one worker per read that found changed entries, terminated once it
// answered (decision 0835). A worker that fails (could not start, crashed, out of memory) costs time, never
// an entry: the entries are then checked on the page, as they were before there was a worker.
import { createRpcClient } from '../../../common/worker-rpc';
import { checkEntriesHere } from '../../../session/export/idb/idb-library';
import type { EntryCheckProtocol } from '../../../session/export/idb/entry-check-protocol';
import type { CheckStoredEntries } from '../../../session/export/idb/stored-entry-check';

export const checkEntriesInWorker: CheckStoredEntries = (entries) => {
  let worker: Worker;
  try {
    worker = new Worker(new URL('../../../session/export/idb/entry-check.worker.ts', import.meta.url), {
      type: 'module',
      name: 'toolscope-entry-check',
    });
  } catch {
    return checkEntriesHere(entries);
  }
  const client = createRpcClient<EntryCheckProtocol>(worker);
  const crashed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'the checker stopped'))),
  );
  return Promise.race([client.call('check', { entries }), crashed])
    .catch(() => checkEntriesHere(entries))
    .finally(() => {
      client.dispose();
      worker.terminate();
    });
};
