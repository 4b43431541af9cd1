// Reads a trace file as a stream and hands its events on in batches, checked line by line as they arrive
// (trace-line-reader.ts). It runs in the trace-file worker, so a 200 MB file is decoded, parsed and checked
// off the page's thread, and the page receives batches small enough to take without a long task.
import type { TraceEvent } from '../../engine/trace/trace-events';
import { TraceLineReader, type TraceFileProblem } from './trace-line-reader';

/** Source characters per batch: about what the page can take in one go (structured clone + append). */
export const BATCH_CHARS = 500_000;

export type StreamOutcome =
  { readonly ok: true; readonly events: number } | { readonly ok: false; readonly problem: TraceFileProblem };

export async function streamTraceFile(
  file: Blob,
  /** May wait (the worker waits for the page to take the previous batch: the page sets the pace). */
  onBatch: (events: TraceEvent[]) => void | Promise<void>,
  batchChars = BATCH_CHARS,
): Promise<StreamOutcome> {
  const reader = new TraceLineReader();
  let pending: TraceEvent[] = [];
  let pendingChars = 0;
  let total = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    total += batch.length;
    pending = [];
    pendingChars = 0;
    await onBatch(batch);
  };
  const take = async (read: { events: TraceEvent[]; problem: TraceFileProblem | null }, chars: number) => {
    for (const event of read.events) pending.push(event);
    pendingChars += chars;
    if (pendingChars >= batchChars) await flush();
    return read.problem;
  };
  try {
    const chunks = file.stream().pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await chunks.read();
      if (done) break;
      // However large the chunks the stream hands over, batches stay about `batchChars` of source.
      for (let at = 0; at < value.length; at += batchChars) {
        const part = value.slice(at, at + batchChars);
        const problem = await take(reader.push(part), part.length);
        if (problem) {
          await chunks.cancel();
          return { ok: false, problem };
        }
      }
    }
  } catch (error) {
    return {
      ok: false,
      problem: { kind: 'unreadable', message: error instanceof Error ? error.message : String(error) },
    };
  }
  const problem = await take(reader.end(), 0);
  if (problem) return { ok: false, problem };
  await flush();
  return { ok: true, events: total };
}
