// Messages between the page and the runtime worker (DESIGN.md, Threads). The page sends commands and
// receives the trace; the worker owns the engine, the workspace and the model providers.
import type { RpcProtocol } from '../../common/worker-rpc';

export interface WorkerHello {
  readonly worker: 'runtime' | 'shell';
  /** Echo of the request's nonce, so a test can prove the round trip. */
  readonly nonce: string;
}

export interface RuntimeProtocol extends RpcProtocol {
  requests: {
    ping: { params: { nonce: string }; result: WorkerHello };
  };
  events: {
    ready: { worker: 'runtime' };
  };
}
