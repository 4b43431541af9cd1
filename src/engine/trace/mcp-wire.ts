// What went over the wire for one MCP call, as the client's fetch sent and received it: each HTTP exchange
// (the headers the page set, secrets scrubbed; the status and headers that came back) with the JSON-RPC
// messages it carried, in the order they went and came. Recorded with the call's `mcp-call` input and carried
// by the trace's `mcp-exchange` event for the inspector's MCP lane; never part of the trace hash: a server's
// session id differs each time it is asked, and how an answer arrived is not what the pipeline did.

/** A JSON-RPC message as parsed, or, for a body that was not JSON or too large to keep, what stands for it. */
export type McpWireMessage =
  | { readonly kind: 'json'; readonly json: unknown }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'too-large'; readonly bytes: number };

export interface McpWireExchange {
  /** HTTP method: POST carries a message, GET opens the server's stream, DELETE ends the session. */
  readonly method: string;
  readonly url: string;
  /** The headers the page set, names lower-cased, the bearer token and every typed header value scrubbed. */
  readonly headers: Readonly<Record<string, string>>;
  readonly sent: readonly McpWireMessage[];
  /** Absent when no answer came (unreachable, aborted before the headers). */
  readonly status?: number;
  readonly responseHeaders?: Readonly<Record<string, string>>;
  /** The messages of the answer: one JSON body, or each SSE event's data as it arrived. */
  readonly received: readonly McpWireMessage[];
  /**
   * The server's stream (GET) stays open across calls: a later call shows only the messages that came since,
   * and says so with this flag.
   */
  readonly continued?: boolean;
}

export type McpWire = readonly McpWireExchange[];
