// Messages between the runtime (or page) and the shell worker, which runs just-bash: its busy commands
// never yield, so they get a thread of their own that Stop can terminate.
import type { RpcProtocol } from '../../common/worker-rpc';

export interface ShellProtocol extends RpcProtocol {
  requests: {
    ping: { params: { nonce: string }; result: { worker: 'shell'; nonce: string } };
  };
  events: {
    ready: { worker: 'shell' };
  };
}
