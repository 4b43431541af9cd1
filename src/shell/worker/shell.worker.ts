// The shell worker: runs the emulated Bash on a thread of its own (see shell-protocol.ts for why).
import { serveRpc, type PortLike } from '../../common/worker-rpc';
import type { ShellProtocol } from './shell-protocol';

const port = self as unknown as PortLike;
const server = serveRpc<ShellProtocol>(port, {
  ping: ({ nonce }) => ({ worker: 'shell', nonce }),
});
server.emit('ready', { worker: 'shell' });
