// The runtime worker: hosts the ReAct runtime off the page's thread, behind RuntimeProtocol. The workspace
// lives here (in memory; the session library's IndexedDB persistence hooks in through `createWorkspace`), and
// Bash commands run in a nested shell worker so a busy command never blocks the runtime and Stop can end it.
import { serveRpc, type PortLike, type RpcServer } from '../../common/worker-rpc';
import { createWorkerShellRunner, type ShellWorkerHandle } from '../../shell/worker/worker-shell-runner';
import { storedTreeSnapshot } from '../../vfs/import/stored-tree-snapshot';
import { emitterOver } from '../host/host-emitter';
import { createRuntimeHost } from '../host/runtime-host';
import type { RuntimeProtocol } from './runtime-protocol';

const spawnShellWorker = (): ShellWorkerHandle =>
  new Worker(new URL('../../shell/worker/shell.worker.ts', import.meta.url), {
    type: 'module',
    name: 'shell',
  });

const port = self as unknown as PortLike;
const server: RpcServer<RuntimeProtocol> = serveRpc<RuntimeProtocol>(
  port,
  createRuntimeHost(
    {
      // An imported session's files: the tree store this origin's import workers fill (src/vfs/import).
      importedTrees: { snapshot: (ref) => storedTreeSnapshot(ref) },
      shellRunner: (workspace) => createWorkerShellRunner({ workspace, spawn: spawnShellWorker }),
      // The terminal gets its own shell worker: its Stop never touches a command the agent is running.
      terminalShell: (workspace) => createWorkerShellRunner({ workspace, spawn: spawnShellWorker }),
    },
    emitterOver(() => server),
  ),
);
server.emit('ready', { worker: 'runtime' });
