// Starts the runtime and shell Web Workers and proves each answers a round trip. Vite bundles the workers
// from these `new URL(..., import.meta.url)` references, as ES module workers.
import { createRpcClient } from '../../../common/worker-rpc';
import type { ShellProtocol } from '../../../shell/worker/shell-protocol';
import type { WorkerName } from '../../../state/store';
import { flushWhenPageHides } from '../../../vfs/persist/page-hide';
import { connectRuntimeToStore } from './runtime-port';
import { superviseRuntimeWorker, type SupervisedRuntime } from './runtime-supervisor';
import { createTerminalPort } from './terminal-port';
import { readTraceFileInWorker } from './trace-file-reader';
import { traceRunInWorker } from './run-tracer';
import type { ComposedApp } from './compose-app';

export interface ConnectedWorkers {
  runtime: SupervisedRuntime;
}

const ignore = (): void => undefined;

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Starts the workers of `app` and plugs its ports into them. */
export function connectWorkers(app: ComposedApp): ConnectedWorkers {
  const { store, terminal, traceFiles, runTracer, tokenCounts, schemaChecks, mcpServers } = app.services;
  const { setWorkerStatus } = store.getState();
  // The runtime worker can be replaced (the watchdog does it when it stops answering): each one is watched.
  let current: Worker | null = null;
  const spawnRuntime = () => {
    const worker = new Worker(new URL('../../../runtime/host/runtime.worker.ts', import.meta.url), {
      type: 'module',
      name: 'toolscope-runtime',
    });
    current = worker;
    worker.addEventListener('error', (event) =>
      setWorkerStatus('runtime', { state: 'failed', message: event.message }),
    );
    return worker;
  };
  const runtime = superviseRuntimeWorker(spawnRuntime);
  connectRuntimeToStore(runtime, store);
  terminal.port.provide(createTerminalPort(runtime, store));
  traceFiles.provide(readTraceFileInWorker);
  runTracer.provide(traceRunInWorker);
  // An import's files go to the runtime worker on screen over a channel of their own, never through the page.
  app.runtimeMail.provide((message, transfer) => current?.postMessage(message, transfer));
  tokenCounts.port.provide(async (texts) => (await runtime.call('countTokens', { texts })).tokens);
  schemaChecks.provide((schema, values) => runtime.call('checkSchema', { schema, values }));
  mcpServers.provide((endpoint) => runtime.call('listMcpServer', endpoint));
  // The session's stored workspace is written after every tool batch and person's change; and once more
  // when the tab is hidden or closed, the last moment the page can be relied on to run.
  flushWhenPageHides(() => runtime.call('flushWorkspace', {}).then(ignore, ignore), document);

  const nonce = `hello-${document.timeline.currentTime?.toString() ?? '0'}`;
  /** One round trip, shown in the status bar: the worker is ready when it echoes the nonce. */
  const hello = (name: WorkerName, ping: () => Promise<{ nonce: string }>) =>
    ping().then(
      (answer) =>
        setWorkerStatus(
          name,
          answer.nonce === nonce ? { state: 'ready' } : { state: 'failed', message: 'bad echo' },
        ),
      (error: unknown) => setWorkerStatus(name, { state: 'failed', message: describeError(error) }),
    );
  const helloRuntime = () => hello('runtime', () => runtime.call('ping', { nonce }));
  void helloRuntime();
  runtime.onReplaced(() => void helloRuntime());
  // The page's own shell worker starts with the terminal (never for a first screen that does not use it).
  terminal.shellProbe.provide(() => {
    setWorkerStatus('shell', { state: 'starting' });
    const shellWorker = new Worker(new URL('../../../shell/worker/shell.worker.ts', import.meta.url), {
      type: 'module',
      name: 'toolscope-shell',
    });
    shellWorker.addEventListener('error', (event) =>
      setWorkerStatus('shell', {
        state: 'failed',
        message: event.message || 'the shell worker did not load',
      }),
    );
    void hello('shell', () => createRpcClient<ShellProtocol>(shellWorker).call('ping', { nonce }));
  });
  return { runtime };
}
