// What the host pushes to the page, and the one wiring of it onto an RPC server (the worker, the Node
// channels of tests): every trace, status and personChange push carries the load id of the session it
// belongs to, so the page keeps only the pushes of the load it asked for (decision 0404).
import type { RpcServer } from '../../common/worker-rpc';
import type { TraceEvent } from '../../engine';
import type { LoadId, RecordedRevision, RuntimeProtocol, RuntimeStatus } from '../worker/runtime-protocol';

export interface HostEmitter {
  trace(events: readonly TraceEvent[], loadId: LoadId | null): void;
  status(status: RuntimeStatus, loadId: LoadId | null): void;
  /** The session's recorded inputs changed (optional: only the page's library listens). */
  recorded?(revision: RecordedRevision): void;
  /** A person's change was applied while the run rested (optional: only the page's file tree listens). */
  personChange?(loadId: LoadId | null): void;
  /**
   * A release to a point goes on from here: its trace may be posted whole when it stops, which the next
   * status push says (optional: the worker's batching port does it, trace-batching-port.ts).
   */
  releasing?(loadId: LoadId | null): void;
}

/** Pushes as events of `server` (given late: the server is made from the host's handlers). */
export function emitterOver(server: () => Pick<RpcServer<RuntimeProtocol>, 'emit'>): HostEmitter {
  return {
    trace: (events, loadId) => server().emit('trace', { loadId, events }),
    status: (status, loadId) => server().emit('status', { loadId, status }),
    recorded: (revision) => server().emit('recorded', revision),
    personChange: (loadId) => server().emit('personChange', { loadId }),
  };
}
