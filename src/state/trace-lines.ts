// Export and import of a trace as JSON lines (one event per line). Importing checks the shape it needs to draw
// panels; a bad file is returned as a value with the line that failed, never thrown.
// The specific file, not the engine's index: the index pulls in the tokenizer and the schema builder.
import { TRACE_EVENT_TYPES, type TraceEvent } from '../engine/trace/trace-events';

export type ParsedTrace = { ok: true; events: TraceEvent[] } | { ok: false; line: number; message: string };

const KNOWN_TYPES = new Set<string>(TRACE_EVENT_TYPES);

export function traceToJsonLines(events: readonly TraceEvent[]): string {
  return events.map((event) => JSON.stringify(event)).join('\n') + (events.length ? '\n' : '');
}

export function parseTraceJsonLines(text: string): ParsedTrace {
  const events: TraceEvent[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      return { ok: false, line: i + 1, message: `not JSON: ${(error as Error).message}` };
    }
    const problem = shapeProblem(value, events.length);
    if (problem) return { ok: false, line: i + 1, message: problem };
    events.push(value as TraceEvent);
  }
  if (events.length === 0) return { ok: false, line: 0, message: 'the file holds no events' };
  return { ok: true, events };
}

function shapeProblem(value: unknown, expectedSeq: number): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an event object';
  const event = value as Record<string, unknown>;
  if (typeof event['type'] !== 'string' || !KNOWN_TYPES.has(event['type']))
    return `unknown event type ${String(event['type'])}`;
  if (event['seq'] !== expectedSeq) return `expected seq ${expectedSeq}, found ${String(event['seq'])}`;
  if (typeof event['step'] !== 'number' || typeof event['timeMs'] !== 'number')
    return 'missing step or timeMs';
  return null;
}
