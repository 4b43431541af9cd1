// A span of the OTLP export before it meets the OpenTelemetry SDK's types: plain data the mapping
// (trace-to-spans.ts) produces and tests read, and readable-spans.ts hands to the official serializer.
// Times are virtual-clock milliseconds; keys are stable names from which the span ids are derived.

export type SpanAttribute = string | number | boolean | readonly string[];

export type SpanRecordKind = 'internal' | 'client';

export interface SpanRecord {
  /** Unique in one export: `agent:…`, `chat:…`, `tool:…`. */
  readonly key: string;
  /** The parent span's key; null for a main run's agent span (the root of its trace). */
  readonly parentKey: string | null;
  /** The key of the root this span's trace grows from. */
  readonly traceKey: string;
  readonly name: string;
  readonly kind: SpanRecordKind;
  readonly startMs: number;
  readonly endMs: number;
  readonly attributes: Readonly<Record<string, SpanAttribute>>;
  readonly status: { readonly code: 'unset' | 'error'; readonly message?: string };
}
