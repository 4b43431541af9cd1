// The terminal's port over the runtime worker's RPC client (issue 7): the worker owns the workspace, so
// terminal commands are requests to it, like every other change a person makes. The methods are the
// protocol table's `terminal` rows (runtime-protocol.ts), under the terminal's own names.
import { clientOver } from '../../../common/rpc-table';
import type { RpcClient } from '../../../common/worker-rpc';
import { TERMINAL_REQUESTS, type RuntimeProtocol } from '../../../runtime/worker/runtime-protocol';
import type { TerminalPort } from '../../ports/terminal-port';

export function createTerminalPort(runtime: RpcClient<RuntimeProtocol>): TerminalPort {
  const requests = clientOver(TERMINAL_REQUESTS, runtime);
  return { run: requests.terminalRun, stop: requests.terminalStop, info: requests.terminalInfo };
}
