// Runs in a Node worker thread: the real runtime host on the thread's port, with one difference — reading
// `spin.txt` never returns and never yields (the thread is stuck, as a Web Worker caught in a loop is). Only
// terminating the thread ends it; the supervisor's tests prove the page gets a working runtime back.
import { parentPort } from 'node:worker_threads';
import { serveRpc, type PortLike, type RpcServer } from '../../../../common/worker-rpc';
import { emitterOver } from '../../../../runtime/host/host-emitter';
import { createRuntimeHost } from '../../../../runtime/host/runtime-host';
import type { RuntimeProtocol } from '../../../../runtime/worker/runtime-protocol';
import { readThatStalls } from './stalling-read';

function spinForever(): never {
  for (;;) {
    // Busy on purpose: nothing else in this thread runs again.
  }
}

const port = parentPort as unknown as PortLike;
const server: RpcServer<RuntimeProtocol> = serveRpc<RuntimeProtocol>(
  port,
  createRuntimeHost(
    { extraTools: readThatStalls('spin.txt', spinForever) },
    emitterOver(() => server),
  ),
);
