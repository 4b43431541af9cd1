// Messages between the page and the library's entry-check worker: the page hands it the entries a read found
// changed, the worker answers with each one checked (decision 0835).
import type { RpcProtocol } from '../../../common/worker-rpc';
import type { StoredEntry, StoredEntryCheck } from './stored-entry-check';

export interface EntryCheckProtocol extends RpcProtocol {
  requests: {
    check: { params: { entries: readonly StoredEntry[] }; result: readonly StoredEntryCheck[] };
  };
  events: Record<string, never>;
}
