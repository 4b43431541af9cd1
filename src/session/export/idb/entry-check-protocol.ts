// Messages between the page and the library's entry-check worker: the page names the entries a read found
// changed, the worker reads and checks them and answers with each one's result (decision 0835).
import type { RpcProtocol } from '../../../common/worker-rpc';
import type { CheckedRecord } from './stored-entry-check';

export interface EntryCheckProtocol extends RpcProtocol {
  requests: {
    check: { params: { ids: readonly string[] }; result: readonly CheckedRecord[] };
  };
  events: Record<string, never>;
}
