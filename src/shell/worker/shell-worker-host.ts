// The shell worker's side of the protocol, separate from the worker entry so Node tests can serve it over
// a MessageChannel. It owns a replica workspace and one shell engine.
import { serveRpc, type PortLike, type RpcServer } from '../../common/worker-rpc';
import { createMemoryWorkspace } from '../../vfs';
import { ShellEngine } from '../run/shell-engine';
import type { ShellProtocol } from './shell-protocol';

export function serveShellWorker(port: PortLike, wallClock: () => number): RpcServer<ShellProtocol> {
  // The replica's mtimes follow the virtual time of the command being run.
  let virtualNowMs = 0;
  const replica = createMemoryWorkspace({ clock: { nowMs: () => virtualNowMs } });
  const engine = new ShellEngine({ wallClock });
  return serveRpc<ShellProtocol>(port, {
    ping: ({ nonce }) => ({ worker: 'shell', nonce }),
    reset: async ({ snapshot }) => {
      await replica.restore(snapshot);
      return { files: snapshot.entries.filter((e) => e.type === 'file').length };
    },
    sync: ({ changeset }) => replica.applyChangeset(changeset),
    run: async ({ request }) => {
      virtualNowMs = request.clockMs;
      const result = await engine.exec(replica.createOverlay(), request);
      if (result.changeset.entries.length > 0) await replica.applyChangeset(result.changeset);
      return result;
    },
  });
}
