// The page's library entry checker: one worker per read that found changed entries, which reads them from
// IndexedDB and checks them, terminated once it answered (decision 0835). A worker that cannot start or
// stops is a rejection: the library then checks the entries on the page (idb-library.ts), so it costs
// time, never an entry.
import { createRpcClient } from '../../../common/worker-rpc';
import type { EntryCheckProtocol } from '../../../session/export/idb/entry-check-protocol';
import type { CheckStoredEntries } from '../../../session/export/idb/stored-entry-check';

export const checkEntriesInWorker: CheckStoredEntries = async (ids) => {
  const worker = new Worker(new URL('../../../session/export/idb/entry-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'toolscope-entry-check',
  });
  const client = createRpcClient<EntryCheckProtocol>(worker);
  const crashed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'the checker stopped'))),
  );
  try {
    return await Promise.race([client.call('check', { ids }), crashed]);
  } finally {
    client.dispose();
    worker.terminate();
  }
};
