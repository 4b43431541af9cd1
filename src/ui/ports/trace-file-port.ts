// How the page reads a trace file: ui/app/compose plugs in a reader that parses and checks it in a worker and
// streams the events back in batches (a 200 MB file never blocks the page). Without one (a test, a page that
// started no workers) the file is read here, in the page.
import type { TraceEvent } from '../../engine';
import { parseTraceJsonLines, type TraceFileProblem } from '../../session/trace-file/trace-line-reader';
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

const readInPage: TraceFileReader = (file) => {
  let cancelled = false;
  const result = file.text().then(
    (text): TraceFileRead => (cancelled ? { ok: false, cancelled: true } : parseTraceJsonLines(text)),
    (error: unknown): TraceFileRead => ({
      ok: false,
      problem: { kind: 'unreadable', message: String(error) },
    }),
  );
  return { result, cancel: () => (cancelled = true) };
};
