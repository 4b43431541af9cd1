// Messages between the page and the trace-file worker: the page hands it a File, the worker streams back
// the checked events in batches and answers how the read ended. One worker per read (Cancel terminates it).
import type { RpcProtocol } from '../../common/worker-rpc';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { StreamOutcome } from './stream-trace-file';

export interface TraceFileProtocol extends RpcProtocol {
  requests: {
    read: { params: { file: Blob }; result: StreamOutcome };
  };
  events: {
    /** Events in file order; every batch arrives before the answer to `read`. */
    batch: { events: readonly TraceEvent[] };
  };
}
