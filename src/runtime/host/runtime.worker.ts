// The runtime worker: hosts the ReAct runtime off the page's thread, behind RuntimeProtocol. It owns the
// session's workspace: the in-memory tree the tools, the editor and the terminal change (rebuilt on every load
// from the session document by replaying it), and, for a session the library keeps, that tree's copy in
// IndexedDB: one lightning-fs database per library session ("toolscope-ws-<entry id>"). The page attaches
// it once the session is open where it was left (`persistWorkspace`; the tab holding the library entry's
// lock writes, another tab only reads); the store is then checked against the replayed tree and rewritten
// where it differs, and flushed after every tool batch, after a person's change and on page hide
// (workspace-persistence.ts, docs/workspace.md). Bash commands run in a nested shell worker so a busy
// command never blocks the runtime and Stop can end it.
import { serveRpc, type RpcServer } from '../../common/worker-rpc';
import { createWorkerShellRunner, type ShellWorkerHandle } from '../../shell/worker/worker-shell-runner';
import { storedTreeFiles } from '../../vfs/import/stored-tree-snapshot';
import { handedOverTrees, isHandOverMessage } from '../../vfs/import/handed-over-trees';
import { workspaceOfImportedFiles } from '../../vfs/import/imported-snapshot';
import { loadShellSyntax } from '../../shell/syntax/shell-syntax';
import { e2eFlushFaults } from '../worker/e2e-flush-faults';
import type { RuntimeProtocol } from '../worker/runtime-protocol';
import { traceBatchingPort } from '../worker/trace-batching-port';
import { browserWorkspaceStores } from './browser-workspace-stores';
import { emitterOver } from './host-emitter';
import { createRuntimeHost } from './runtime-host';

const spawnShellWorker = (): ShellWorkerHandle =>
  new Worker(new URL('../../shell/worker/shell.worker.ts', import.meta.url), {
    type: 'module',
    name: 'shell',
  });

// A folder just imported arrives from the import worker over a channel the page hands over (outside the RPC:
// a port is transferred, not cloned), so its load need not read back from the tree store what was just written
// there; every later load reads the store (vfs/import/handed-over-trees.ts). An import that begins is told
// first, so the shell's parser (which a load otherwise awaits) loads while the files are read.
// Files promised and not come in 5 s (the order makes it ~0 ms) are read from the tree store instead.
const handedOver = handedOverTrees((settle) => {
  const timer = setTimeout(settle, 5_000);
  return () => clearTimeout(timer);
});
self.addEventListener('message', (event: MessageEvent) => {
  const data: unknown = event.data;
  if (isHandOverMessage(data) && event.ports[0]) handedOver.accept(data.treeHash, event.ports[0]);
  else if ((data as { kind?: unknown } | null)?.kind === 'import-started')
    void loadShellSyntax().catch(() => undefined);
});

// Released events go to the page in batches (trace-batching-port.ts), never one message per event.
const port = traceBatchingPort(self);
const server: RpcServer<RuntimeProtocol> = serveRpc<RuntimeProtocol>(
  port,
  createRuntimeHost(
    {
      // An imported session's files: the tree store this origin's import workers fill (src/vfs/import).
      importedTrees: {
        files: async (ref) => {
          const handed = await handedOver.take(ref);
          return handed ? workspaceOfImportedFiles(handed) : storedTreeFiles(ref);
        },
      },
      shellRunner: (workspace) => createWorkerShellRunner({ workspace, spawn: spawnShellWorker }),
      // The terminal gets its own shell worker: its Stop never touches a command the agent is running.
      terminalShell: (workspace) => createWorkerShellRunner({ workspace, spawn: spawnShellWorker }),
      workspaceStores: browserWorkspaceStores(
        import.meta.env.VITE_TOOLSCOPE_E2E_HOOKS === '1' ? e2eFlushFaults() : undefined,
      ),
    },
    // A release to a point goes to the page whole (trace-batching-port.ts).
    { ...emitterOver(() => server), releasing: (loadId) => port.holdRelease(loadId) },
  ),
);
server.emit('ready', { worker: 'runtime' });
