// The terminal's port over the runtime worker's RPC client (issue 7): the worker owns the workspace, so
// terminal commands are requests to it, like every other change a person makes. The methods are the
// protocol table's `terminal` rows (runtime-protocol.ts), under the terminal's own names. A command may
// change files, so it goes through the edit gate (state/edit-gate.ts) like every other edit: refused in a
// tab that cannot keep it, and counted in flight until answered, so "Saved" waits for it.
import i18next from 'i18next';
import { clientOver } from '../../../common/rpc-table';
import type { RpcClient } from '../../../common/worker-rpc';
import { TERMINAL_REQUESTS, type RuntimeProtocol } from '../../../runtime/worker/runtime-protocol';
import { throughEditGate } from '../../../state/edit-gate';
import type { AppStore } from '../../../state/store';
import type { TerminalOutcome, TerminalPort } from '../../ports/terminal-port';

export function createTerminalPort(runtime: RpcClient<RuntimeProtocol>, store: AppStore): TerminalPort {
  const requests = clientOver(TERMINAL_REQUESTS, runtime);
  return {
    run: (command, approved) =>
      throughEditGate<TerminalOutcome>(
        store,
        () => i18next.t('library.refusedElsewhere'),
        () => requests.terminalRun(command, approved),
        (reason) => ({ kind: 'not-kept', reason }),
      ),
    stop: requests.terminalStop,
    info: requests.terminalInfo,
  };
}
