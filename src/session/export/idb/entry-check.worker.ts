// The library's entry-check worker: reads the entries the page names from IndexedDB and validates them
// against the session schema off the page's thread, so reading a library that holds a big session (a pasted
// 5,000-file link) never blocks the page, and the document is never handed over to be checked. The page
// starts one per read and ends it once it answered; a library it cannot open is an error the page answers
// by checking on its own thread.
import { serveRpc } from '../../../common/worker-rpc';
import type { EntryCheckProtocol } from './entry-check-protocol';
import { openLibraryDb } from './library-db';
import { readAndCheck } from './stored-entry-check';

serveRpc<EntryCheckProtocol>(self, {
  check: async ({ ids }) => {
    const opened = await openLibraryDb(indexedDB, () => undefined);
    if (!opened.ok) throw new Error(opened.reason);
    try {
      return await readAndCheck(opened.db, ids);
    } finally {
      opened.db.close();
    }
  },
});
