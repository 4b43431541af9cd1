// The runtime worker: hosts the ReAct runtime off the page's thread. It starts by announcing itself; the
// runtime (src/runtime) registers its command handlers here.
import { serveRpc, type PortLike } from '../../common/worker-rpc';
import type { RuntimeProtocol } from './runtime-protocol';

const port = self as unknown as PortLike;
const server = serveRpc<RuntimeProtocol>(port, {
  ping: ({ nonce }) => ({ worker: 'runtime', nonce }),
});
server.emit('ready', { worker: 'runtime' });
