// Messages between the page and the trace-file worker: the page hands it a File, the worker streams back
// the checked events in batches and answers how the read ended. The page acknowledges each batch once it has
// taken it, and the worker keeps at most one batch ahead of that, so the page sets the pace and has room to
// draw and collect garbage between batches. One worker per read (Stop reading terminates it).
import type { RpcProtocol } from '../../common/worker-rpc';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { StreamOutcome } from './stream-trace-file';

export interface TraceFileProtocol extends RpcProtocol {
  requests: {
    read: { params: { file: Blob }; result: StreamOutcome };
    /** The page has taken another batch. */
    taken: { params: Record<string, never>; result: Record<string, never> };
  };
  events: {
    /** Events in file order; every batch arrives before the answer to `read`. */
    batch: { events: readonly TraceEvent[] };
  };
}
