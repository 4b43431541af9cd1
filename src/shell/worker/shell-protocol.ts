// Messages between the runtime (or page) and the shell worker, which runs just-bash: its busy commands
// never yield, so they get a thread of their own that Stop can terminate. The worker keeps a replica of the
// workspace: `reset` loads it whole, `sync` applies changes made elsewhere, `run` executes one command on a
// copy-on-write view and returns its changeset (which the worker also applies to its replica).
import type { RpcProtocol } from '../../common/worker-rpc';
import type { Changeset, ChangesetResult, WorkspaceSnapshot } from '../../vfs';
import type { ShellRunRequest, ShellRunResult } from '../run/shell-run';

export interface ShellProtocol extends RpcProtocol {
  requests: {
    ping: { params: { nonce: string }; result: { worker: 'shell'; nonce: string } };
    reset: { params: { snapshot: WorkspaceSnapshot }; result: { files: number } };
    sync: { params: { changeset: Changeset }; result: ChangesetResult };
    run: { params: { request: ShellRunRequest }; result: ShellRunResult };
  };
  events: {
    ready: { worker: 'shell' };
  };
}
