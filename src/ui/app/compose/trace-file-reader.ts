// The page's trace-file reader: one worker per read, which streams the file, parses and checks it, and posts
// the events back in batches the page appends as they come (each small enough to take without a long task).
// Cancel, or a read that ended, terminates the worker.
import { createRpcClient } from '../../../common/worker-rpc';
import type { TraceEvent } from '../../../engine';
import type { TraceFileProtocol } from '../../../session/trace-file/trace-file-protocol';
import type { TraceFileRead, TraceFileReader } from '../../ports/trace-file-port';

export const readTraceFileInWorker: TraceFileReader = (file, onProgress) => {
  const worker = new Worker(new URL('../../../session/trace-file/trace-file.worker.ts', import.meta.url), {
    type: 'module',
    name: 'toolscope-trace-file',
  });
  const client = createRpcClient<TraceFileProtocol>(worker);
  const events: TraceEvent[] = [];
  let cancelled = false;
  client.on('batch', ({ events: batch }) => {
    for (const event of batch) events.push(event);
    onProgress(events.length);
    // Say so after the page had a turn to draw (and collect): the worker waits for it to send more.
    setTimeout(() => void client.call('taken', {}).catch(() => undefined), 0);
  });
  const stop = () => {
    client.dispose();
    worker.terminate();
  };
  const result = client.call('read', { file }).then(
    (outcome): TraceFileRead => (outcome.ok ? { ok: true, events } : outcome),
    (error: unknown): TraceFileRead =>
      cancelled
        ? { ok: false, cancelled: true }
        : {
            ok: false,
            problem: { kind: 'unreadable', message: error instanceof Error ? error.message : String(error) },
          },
  );
  void result.finally(stop);
  return {
    result,
    cancel: () => {
      cancelled = true;
      stop(); // rejects the pending read, which answers "cancelled"
    },
  };
};
