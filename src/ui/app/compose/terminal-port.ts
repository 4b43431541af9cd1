// The terminal's port over the runtime worker's RPC client (issue 7): the worker owns the workspace, so
// terminal commands are requests to it, like every other change a person makes.
import type { RpcClient } from '../../../common/worker-rpc';
import type { RuntimeProtocol } from '../../../runtime/worker/runtime-protocol';
import type { TerminalPort } from '../../terminal/terminal-port';

export function createTerminalPort(runtime: RpcClient<RuntimeProtocol>): TerminalPort {
  return {
    run: (command, approved) => runtime.call('terminalRun', { command, approved }),
    stop: async () => (await runtime.call('terminalStop', {})).stopped,
    info: () => runtime.call('terminalInfo', {}),
  };
}
