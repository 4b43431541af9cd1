// Export and import of a trace as JSON lines (one event per line). Reading checks every event's shape per
// type (src/session/trace-file): a bad file is returned as a value naming the line and field, never thrown.
import type { TraceEvent } from '../engine/trace/trace-events';

export { parseTraceJsonLines, type ParsedTrace } from '../session/trace-file/trace-line-reader';

export function traceToJsonLines(events: readonly TraceEvent[]): string {
  return events.map((event) => JSON.stringify(event)).join('\n') + (events.length ? '\n' : '');
}
