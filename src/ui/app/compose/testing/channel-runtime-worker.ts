// A runtime "worker" for tests in Node: the real runtime host served over a MessageChannel, one fresh host
// per spawn, terminated by closing the channel. The supervisor and the port drive it as they drive the Web
// Worker in the page.
import { MessageChannel } from 'node:worker_threads';
import { serveRpc, type PortLike, type RpcHandlers, type RpcServer } from '../../../../common/worker-rpc';
import { emitterOver } from '../../../../runtime/host/host-emitter';
import { createRuntimeHost, type HostDeps } from '../../../../runtime/host/runtime-host';
import type { RuntimeProtocol } from '../../../../runtime/worker/runtime-protocol';
import type { RuntimeWorkerLike } from '../runtime-supervisor';

type Handlers = RpcHandlers<RuntimeProtocol>;

export interface ChannelWorkerOptions {
  readonly deps?: HostDeps;
  /** Wraps the host's handlers (to post something first, say); `server` is there once serving. */
  readonly wrap?: (host: Handlers, server: () => RpcServer<RuntimeProtocol>) => Handlers;
}

export function channelRuntimeWorker(options: ChannelWorkerOptions = {}): RuntimeWorkerLike {
  const { port1, port2 } = new MessageChannel();
  const host = createRuntimeHost(
    options.deps ?? {},
    emitterOver(() => server),
  );
  const handlers = options.wrap ? options.wrap(host, () => server) : host;
  const server: RpcServer<RuntimeProtocol> = serveRpc<RuntimeProtocol>(
    port1 as unknown as PortLike,
    handlers,
  );
  port1.start();
  port2.start();
  const page = port2 as unknown as PortLike;
  return {
    postMessage: (message) => page.postMessage(message),
    addEventListener: (type, listener) => page.addEventListener(type, listener),
    removeEventListener: (type, listener) => page.removeEventListener(type, listener),
    terminate: () => {
      server.dispose();
      port1.close();
      port2.close();
    },
  };
}
