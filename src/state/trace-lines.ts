// Export of a trace as JSON lines (one event per line). Reading them back checks every event's shape per type
// (src/session/trace-file/trace-line-reader.ts), in the trace-file worker or in a chunk of its own: not
// re-exported here, since its shape tables are top-level calls the bundler keeps wherever this module goes
// (issue 37: it held ~5 KB gzip of the first screen, which only writes lines).
import type { TraceEvent } from '../engine/trace/trace-events';

export function traceToJsonLines(events: readonly TraceEvent[]): string {
  return events.map((event) => JSON.stringify(event)).join('\n') + (events.length ? '\n' : '');
}
