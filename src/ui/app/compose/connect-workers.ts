// Starts the runtime and shell Web Workers and proves each answers a round trip. Vite bundles the workers
// from these `new URL(..., import.meta.url)` references, as ES module workers.
import { createRpcClient, type RpcClient } from '../../../common/worker-rpc';
import type { RuntimeProtocol } from '../../../runtime/worker/runtime-protocol';
import type { ShellProtocol } from '../../../shell/worker/shell-protocol';
import type { AppStore } from '../../../state/store';
import { provideTraceFileReader } from '../../conversation/trace-file-port';
import { provideTerminalPort } from '../../terminal/terminal-port';
import { connectRuntimeToStore } from './runtime-port';
import { createTerminalPort } from './terminal-port';
import { readTraceFileInWorker } from './trace-file-reader';

export interface ConnectedWorkers {
  runtime: RpcClient<RuntimeProtocol>;
  shell: RpcClient<ShellProtocol>;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function connectWorkers(store: AppStore): ConnectedWorkers {
  const runtimeWorker = new Worker(new URL('../../../runtime/worker/runtime.worker.ts', import.meta.url), {
    type: 'module',
    name: 'toolscope-runtime',
  });
  const shellWorker = new Worker(new URL('../../../shell/worker/shell.worker.ts', import.meta.url), {
    type: 'module',
    name: 'toolscope-shell',
  });
  const runtime = createRpcClient<RuntimeProtocol>(runtimeWorker);
  const shell = createRpcClient<ShellProtocol>(shellWorker);
  const { setWorkerStatus } = store.getState();
  connectRuntimeToStore(runtime, store);
  provideTerminalPort(createTerminalPort(runtime));
  provideTraceFileReader(readTraceFileInWorker);

  const nonce = `hello-${document.timeline.currentTime?.toString() ?? '0'}`;
  runtime.call('ping', { nonce }).then(
    (hello) =>
      setWorkerStatus(
        'runtime',
        hello.nonce === nonce ? { state: 'ready' } : { state: 'failed', message: 'bad echo' },
      ),
    (error: unknown) => setWorkerStatus('runtime', { state: 'failed', message: describeError(error) }),
  );
  shell.call('ping', { nonce }).then(
    (hello) =>
      setWorkerStatus(
        'shell',
        hello.nonce === nonce ? { state: 'ready' } : { state: 'failed', message: 'bad echo' },
      ),
    (error: unknown) => setWorkerStatus('shell', { state: 'failed', message: describeError(error) }),
  );
  runtimeWorker.addEventListener('error', (event) =>
    setWorkerStatus('runtime', { state: 'failed', message: event.message }),
  );
  shellWorker.addEventListener('error', (event) =>
    setWorkerStatus('shell', { state: 'failed', message: event.message }),
  );
  return { runtime, shell };
}
