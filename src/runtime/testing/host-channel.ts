// The runtime host served over a real MessageChannel, as the page drives the worker: for host tests.
import { MessageChannel } from 'node:worker_threads';
import { expect } from 'vitest';
import {
  createRpcClient,
  serveRpc,
  type PortLike,
  type RpcClient,
  type RpcServer,
} from '../../common/worker-rpc';
import type { TraceEvent } from '../../engine';
import { emitterOver } from '../host/host-emitter';
import { createRuntimeHost, type HostDeps } from '../host/runtime-host';
import type { RuntimeProtocol, RuntimeStatus } from '../worker/runtime-protocol';

export interface HostChannel {
  readonly client: RpcClient<RuntimeProtocol>;
  readonly trace: TraceEvent[];
  readonly statuses: RuntimeStatus[];
  readonly close: () => void;
}

export function connectHost(deps: HostDeps = {}): HostChannel {
  const { port1, port2 } = new MessageChannel();
  const server: RpcServer<RuntimeProtocol> = serveRpc<RuntimeProtocol>(
    port1 as unknown as PortLike,
    createRuntimeHost(
      deps,
      emitterOver(() => server),
    ),
  );
  const client = createRpcClient<RuntimeProtocol>(port2 as unknown as PortLike);
  port1.start();
  port2.start();
  const trace: TraceEvent[] = [];
  const statuses: RuntimeStatus[] = [];
  client.on('trace', ({ events }) => trace.push(...events));
  client.on('status', ({ status }) => statuses.push(status));
  return {
    client,
    trace,
    statuses,
    close: () => {
      port1.close();
      port2.close();
    },
  };
}

/**
 * Round trips until the check holds (each ping lets the host's queued work run), then asserts it. Past the
 * first 200 pings it waits between them, up to 10 s: what the host awaits may be a module loading (the
 * tokenizer's ~1 MB tables before a first step), which no count of pings covers.
 */
export async function until(check: () => boolean, client: RpcClient<RuntimeProtocol>): Promise<void> {
  const giveUpAt = Date.now() + 10_000;
  for (let i = 0; !check() && (i < 200 || Date.now() < giveUpAt); i += 1) {
    await client.call('ping', { nonce: String(i) });
    if (i >= 200) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(check()).toBe(true);
}
