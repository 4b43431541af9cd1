// The runtime worker: hosts the ReAct runtime off the page's thread, behind RuntimeProtocol. The workspace
// lives here (in memory; the session library's IndexedDB persistence hooks in through `createWorkspace`).
import { serveRpc, type PortLike } from '../../common/worker-rpc';
import { createRuntimeHost } from '../host/runtime-host';
import type { RuntimeProtocol } from './runtime-protocol';

const port = self as unknown as PortLike;
const server = serveRpc<RuntimeProtocol>(
  port,
  createRuntimeHost(
    {},
    {
      trace: (events) => server.emit('trace', { events }),
      status: (status) => server.emit('status', status),
    },
  ),
);
server.emit('ready', { worker: 'runtime' });
