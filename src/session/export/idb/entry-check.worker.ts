// The library's entry-check worker: validates stored entries against the session schema off the page's
// thread, so reading a library that holds a big session (a pasted 5,000-file link) never blocks the page.
import { serveRpc } from '../../../common/worker-rpc';
import type { EntryCheckProtocol } from './entry-check-protocol';
import { checkStoredEntries } from './stored-entry-check';

serveRpc<EntryCheckProtocol>(self, {
  check: ({ entries }) => checkStoredEntries(entries),
});
