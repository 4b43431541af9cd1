// How the page reads a trace file: ui/app/compose plugs in a reader that parses and checks it in a worker and
// streams the events back in batches (a 200 MB file never blocks the page). Without one (a test, a page that
// started no workers) the file is read here, in the page.
import type { TraceEvent } from '../../engine';
import type { TraceFileProblem } from '../../session/trace-file/trace-line-reader';
import type { PortSlot } from './port-slot';

export type TraceFileRead =
  | { readonly ok: true; readonly events: TraceEvent[] }
  | { readonly ok: false; readonly problem: TraceFileProblem }
  | { readonly ok: false; readonly cancelled: true };

export interface TraceFileReading {
  readonly result: Promise<TraceFileRead>;
  /** Stops the read; `result` then says it was cancelled. */
  cancel(): void;
}

export type TraceFileReader = (file: Blob, onProgress: (events: number) => void) => TraceFileReading;

/** Reads `file` with the app's reader (its services' `traceFiles`, plugged in by compose), else in the page. */
export function readTraceFile(
  readers: PortSlot<TraceFileReader>,
  file: Blob,
  onProgress: (events: number) => void,
): TraceFileReading {
  return (readers.current() ?? readInPage)(file, onProgress);
}

// The checker (every event type's shape) is imported when a file is read here: the page's own reader runs it in
// the worker, so the first screen need not carry it (issue 37: the first screen's JavaScript).
const readInPage: TraceFileReader = (file) => {
  let cancelled = false;
  const result = Promise.all([file.text(), import('../../session/trace-file/trace-line-reader')]).then(
    ([text, reader]): TraceFileRead =>
      cancelled ? { ok: false, cancelled: true } : reader.parseTraceJsonLines(text),
    (error: unknown): TraceFileRead => ({
      ok: false,
      problem: { kind: 'unreadable', message: String(error) },
    }),
  );
  return { result, cancel: () => (cancelled = true) };
};
