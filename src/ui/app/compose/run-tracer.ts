// The compare view's tracer: a runtime worker of its own per run, which loads the spec in replay mode,
// runs it to its end and pushes its trace; the worker is ended once the run finished (or stopped at a
// permission question no one recorded an answer for, where `npm run diff` stops too). The session on screen
// and its worker are not touched.
import { createRpcClient } from '../../../common/worker-rpc';
import type { TraceEvent } from '../../../engine';
import type { RuntimeProtocol, RuntimeStatus } from '../../../runtime/worker/runtime-protocol';
import type { RunTrace, RunTracer } from '../../ports/run-tracer-port';

const LOAD_ID = 1;

export const traceRunInWorker: RunTracer = (spec) => {
  const worker = new Worker(new URL('../../../runtime/host/runtime.worker.ts', import.meta.url), {
    type: 'module',
    name: 'toolscope-compare',
  });
  const client = createRpcClient<RuntimeProtocol>(worker);
  const events: TraceEvent[] = [];
  const outcome = new Promise<RunTrace>((resolve) => {
    const ended = (status: RuntimeStatus): boolean =>
      status.phase === 'finished' || status.waiting?.kind === 'permission' || status.failure !== null;
    client.on('trace', ({ loadId, events: batch }) => {
      if (loadId === LOAD_ID) for (const event of batch) events.push(event);
    });
    client.on('status', ({ loadId, status }) => {
      if (loadId !== LOAD_ID || !ended(status)) return;
      if (status.failure !== null && status.phase !== 'finished') {
        resolve({ ok: false, reason: status.failure.message });
      } else resolve({ ok: true, events });
    });
    worker.addEventListener('error', (event) => resolve({ ok: false, reason: event.message }));
    void (async () => {
      const loaded = await client.call('load', {
        spec,
        mode: 'replay',
        start: 'run',
        loadId: LOAD_ID,
      });
      if (!loaded.ok) return resolve({ ok: false, reason: loaded.reason });
      await client.call('start', {});
    })().catch((error: unknown) =>
      resolve({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
    );
  });
  void outcome.finally(() => {
    client.dispose();
    worker.terminate();
  });
  return outcome;
};
