// Where the OTLP export puts each event in time. The trace's clock is virtual (deterministic; a model call
// takes none of it), but a live model call's wire exchange recorded when it really went out and came back
// (engine/trace/wire-exchange.ts, `timing`). On the default, recorded time base those wall times are the
// chat span's own, and every other event keeps its virtual distance from the nearest recorded time before
// it (before the first one, from the first one), so tool calls follow the answer that asked for them. A
// trace with no recorded time at all — scripted, replayed from an older recording — falls back to the
// virtual clock with its 0 at `epochMs`, as does the `virtual` time base, which ignores the wall times.
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { WireTiming } from '../../engine/trace/wire-exchange';

export type OtlpTimeBase = 'recorded' | 'virtual';

export interface SpanClockOptions {
  /** `recorded` (default): the wire's wall times where recorded; `virtual`: the virtual clock only. */
  readonly timeBase?: OtlpTimeBase;
  /** Unix ms the virtual clock's 0 stands for where no wall time applies; 0 (1970-01-01) unless given. */
  readonly epochMs?: number;
}

export interface SpanClock {
  /** Unix ms of a virtual time read at `event` (its own time unless given). */
  at(event: TraceEvent, virtualMs?: number): number;
  /** What is added to a virtual time read at `event`. */
  offsetAt(event: TraceEvent): number;
}

function timingOf(event: TraceEvent): WireTiming | null {
  if (event.type !== 'model-response' && event.type !== 'model-error') return null;
  const timing = event.wire?.timing;
  // A document can come from anywhere: a time that is not a finite number is no time.
  if (!timing || !Number.isFinite(timing.startUnixMs) || !Number.isFinite(timing.endUnixMs)) return null;
  return timing;
}

/** The wall time each model-request went out, read from the exchange that answered it (same scope, next). */
function requestStarts(events: readonly TraceEvent[]): Map<TraceEvent, number> {
  const pending = new Map<string, TraceEvent>();
  const starts = new Map<TraceEvent, number>();
  for (const event of events) {
    const scope = event.scope ?? '';
    if (event.type === 'model-request') pending.set(scope, event);
    const timing = timingOf(event);
    const request = pending.get(scope);
    if (timing && request) starts.set(request, timing.startUnixMs);
    if (event.type === 'model-response' || event.type === 'model-error') pending.delete(scope);
  }
  return starts;
}

export function spanClock(events: readonly TraceEvent[], options: SpanClockOptions = {}): SpanClock {
  const epochMs = options.epochMs ?? 0;
  const offsets = new Map<TraceEvent, number>();
  if (options.timeBase !== 'virtual') {
    const starts = requestStarts(events);
    let offset: number | null = null;
    const before: TraceEvent[] = [];
    for (const event of events) {
      const start = starts.get(event);
      const timing = timingOf(event);
      const anchor = start ?? timing?.endUnixMs;
      if (anchor !== undefined) {
        offset = anchor - event.timeMs;
        for (const earlier of before.splice(0)) offsets.set(earlier, offset);
      }
      if (offset === null) before.push(event);
      else offsets.set(event, offset);
    }
  }
  const offsetAt = (event: TraceEvent) => offsets.get(event) ?? epochMs;
  return {
    offsetAt,
    at: (event, virtualMs = event.timeMs) => virtualMs + offsetAt(event),
  };
}
