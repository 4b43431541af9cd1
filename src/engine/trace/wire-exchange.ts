// What went over the wire for one model call, as the provider's fetch sent and received it: the request
// body exactly as serialized (snake_case, `stream`, `stream_options`), the headers with the key redacted, the
// response's status and headers, and either its body or each SSE event in arrival order. Kept on the
// model-response event and in the cassette for the inspector; never part of the trace hash (decision 0402):
// it says how an answer arrived, not what the pipeline did. Typed here because the trace carries it.

/**
 * The wire protocols a live endpoint may be spoken to in: the one list every other list of APIs derives from
 * (a session's `api`, the trace file reader, the provider form, the provider record in runtime/providers).
 */
export const WIRE_APIS = ['chat-completions', 'responses', 'anthropic-messages'] as const;

/** Which wire protocol the exchange spoke. */
export type WireApi = (typeof WIRE_APIS)[number];

/** A body or an SSE event's data: the parsed JSON when the text is JSON, else the text as it came. */
export type WirePayload = unknown;

export interface WireRequest {
  readonly method: string;
  readonly url: string;
  /** Header names lower-cased; the API key replaced by `[API key]`. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: WirePayload;
}

/** One server-sent event as received: `n` is its arrival order (1-based). */
export interface WireChunk {
  readonly n: number;
  /** The `event:` field, when the server named the event (the Responses API does). */
  readonly event?: string;
  readonly data: WirePayload;
  /** An event the stream ended in the middle of (a cut or a stall): kept as far as it came. */
  readonly partial?: boolean;
}

export interface WireResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** A whole body (not a stream). */
  readonly body?: WirePayload;
  /** A stream's events in arrival order (`data: [DONE]` included, as the text "[DONE]"). */
  readonly chunks?: readonly WireChunk[];
}

/**
 * When the exchange happened by the wall clock (Unix ms): the request handed to the network, and the last
 * byte that came back (or the failure, when none came). The virtual clock gives model calls no time; these
 * give the OTLP export a model call's real time and duration. Absent in exchanges recorded before them.
 */
export interface WireTiming {
  readonly startUnixMs: number;
  readonly endUnixMs: number;
}

export interface WireExchange {
  readonly api: WireApi;
  readonly request: WireRequest;
  /** Absent when no answer came (a network failure, a refused redirect, an abort before the headers). */
  readonly response?: WireResponse;
  readonly timing?: WireTiming;
  /**
   * Where the request left from: a page (or its worker), whose browser adds headers the page never sees, or
   * Node (the CLI), which adds none beyond what was recorded. Absent in exchanges recorded before it was kept.
   */
  readonly sentFrom?: WireSender;
}

export const WIRE_SENDERS = ['browser', 'node'] as const;
export type WireSender = (typeof WIRE_SENDERS)[number];
