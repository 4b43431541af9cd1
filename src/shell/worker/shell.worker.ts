// The shell worker: runs the emulated Bash on a thread of its own (see shell-protocol.ts for why).
// just-bash is imported here, so it lands in this worker's chunk and never in the page's initial one.
import type { PortLike } from '../../common/worker-rpc';
import { serveShellWorker } from './shell-worker-host';

const port = self as unknown as PortLike;
const server = serveShellWorker(port, () => performance.now());
server.emit('ready', { worker: 'shell' });
