// Reads a trace saved as JSON lines (one event per line), chunk by chunk, so a 200 MB file never has to be one
// string: each complete line is parsed and checked (its shape per event type, its seq against its place) as it
// arrives. The first problem ends the read and names its line; what the panels cannot draw is never accepted.
import type { TraceEvent } from '../../engine/trace/trace-events';
import { TRACE_EVENT_TYPES } from '../../engine/trace/event-catalog';
import type { Expected } from './shape';
import { TRACE_EVENT_SHAPES } from './trace-event-shapes';

export type TraceFileProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'not-json'; readonly line: number }
  | { readonly kind: 'not-event'; readonly line: number }
  | { readonly kind: 'unknown-type'; readonly line: number; readonly type: string }
  | { readonly kind: 'seq'; readonly line: number; readonly expected: number; readonly found: string }
  | {
      readonly kind: 'field';
      readonly line: number;
      readonly eventType: string;
      /** e.g. `result.stats.timeMs`. */
      readonly field: string;
      /** Null: the field is missing. */
      readonly expected: Expected | null;
    }
  /** Reading the file itself failed (the browser's words). */
  | { readonly kind: 'unreadable'; readonly message: string };

export type ParsedTrace =
  | { readonly ok: true; readonly events: TraceEvent[] }
  | { readonly ok: false; readonly problem: TraceFileProblem };

const KNOWN_TYPES = new Set<string>(TRACE_EVENT_TYPES);

/** Shown from a hostile file: never the whole value, which may be huge or unprintable. */
function brief(value: unknown): string {
  return clip(JSON.stringify(value) ?? String(value), 40);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export class TraceLineReader {
  private rest = '';
  private line = 0;
  private count = 0;
  private failed: TraceFileProblem | null = null;

  /** The events whose lines completed in this chunk; a problem stops the read for good. */
  push(chunk: string): { readonly events: TraceEvent[]; readonly problem: TraceFileProblem | null } {
    const events: TraceEvent[] = [];
    if (this.failed) return { events, problem: this.failed };
    let text = this.rest + chunk;
    if (this.line === 0 && this.count === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a BOM
    let start = 0;
    for (let end = text.indexOf('\n', start); end >= 0; end = text.indexOf('\n', start)) {
      const problem = this.take(text.slice(start, end), events);
      start = end + 1;
      if (problem) return { events, problem: (this.failed = problem) };
    }
    this.rest = text.slice(start);
    return { events, problem: null };
  }

  /** The last line (a file need not end with a newline), then whether the file held any event. */
  end(): { readonly events: TraceEvent[]; readonly problem: TraceFileProblem | null } {
    const events: TraceEvent[] = [];
    if (this.failed) return { events, problem: this.failed };
    const problem = this.take(this.rest, events) ?? (this.count === 0 ? { kind: 'empty' as const } : null);
    this.rest = '';
    if (problem) this.failed = problem;
    return { events, problem };
  }

  private take(raw: string, events: TraceEvent[]): TraceFileProblem | null {
    this.line += 1;
    const text = raw.trim();
    if (text === '') return null;
    const line = this.line;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { kind: 'not-json', line };
    }
    const problem = checkEvent(value, this.count, line);
    if (problem) return problem;
    events.push(value as TraceEvent);
    this.count += 1;
    return null;
  }
}

function checkEvent(value: unknown, expectedSeq: number, line: number): TraceFileProblem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'not-event', line };
  const event = value as Record<string, unknown>;
  const type = event['type'];
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type))
    return { kind: 'unknown-type', line, type: brief(type) };
  if (event['seq'] !== expectedSeq)
    return { kind: 'seq', line, expected: expectedSeq, found: brief(event['seq']) };
  const mismatch = TRACE_EVENT_SHAPES[type as TraceEvent['type']].check(value, []);
  return mismatch
    ? { kind: 'field', line, eventType: type, field: mismatch.path, expected: mismatch.expected }
    : null;
}

/** A whole file's text at once (tests, the CLI, small files). */
export function parseTraceJsonLines(text: string): ParsedTrace {
  const reader = new TraceLineReader();
  const read = reader.push(text);
  if (read.problem) return { ok: false, problem: read.problem };
  const last = reader.end();
  if (last.problem) return { ok: false, problem: last.problem };
  return { ok: true, events: [...read.events, ...last.events] };
}
