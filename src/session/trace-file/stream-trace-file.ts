// Reads a trace file as a stream and hands its events on in batches, checked line by line as they arrive
// (trace-line-reader.ts). It runs in the trace-file worker, so a 200 MB file is decoded, parsed and checked
// off the page's thread, and the page receives batches small enough to take without a long task.
import type { TraceEvent } from '../../engine/trace/trace-events';
import { TraceLineReader, type TraceFileProblem } from './trace-line-reader';

/**
 * Source characters per batch: what the page takes in one task (reading the structured clone, appending, and
 * the garbage collection that follows) well under a long task's 50 ms. Batches of 500,000 characters cost
 * the page 17–27 ms to read plus 8–23 ms of collection in the same task (issue 37).
 */
export const BATCH_CHARS = 100_000;

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
    const batch = pending;
    pending = [];
    // Counted afresh even when no line ended yet (a line longer than a batch): the next part has room.
    pendingChars = 0;
    if (batch.length === 0) return;
    total += batch.length;
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
      // However the stream cuts its chunks, a batch ends where `batchChars` of source do (and the line that
      // crosses that point): a part is never more than the room left in the batch.
      for (let at = 0; at < value.length;) {
        const part = value.slice(at, at + batchChars - pendingChars);
        at += part.length;
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
