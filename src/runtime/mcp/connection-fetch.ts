// The one way an MCP connection's HTTP is built, for its first session and for one started again after a 404:
// outermost the body limit (it cancels what passes it), then what the doctor's words read, then the lane's
// capture of the exchange as it went over the wire, then the fetch the connection was opened with. Built once
// per connection and kept, so a session started again reads under the same limit, into the same lane.
import type { McpEndpoint } from './mcp-endpoint';
import { mcpWireCapture, type McpWireCapture } from './mcp-wire-capture';
import { seeingFetch, type HttpSeen } from './seen-fetch';
import { MCP_MAX_RESPONSE_BYTES, RequestsInFlight, sizeLimitedFetch } from './size-limited-fetch';

export interface McpConnectionOptions {
  /** The fetch under the connection's own layers (a test's, a host's); default the global one. */
  readonly fetchImpl?: typeof fetch;
  /**
   * The body limit each answer is read under, asked at each answer: a run's responseLimits.maxResponseBytes
   * (runtime/host/node-runtime.ts binds it); default the setting's default.
   */
  readonly maxResponseBytes?: () => number;
}

export interface ConnectionFetch {
  readonly seen: HttpSeen;
  /** The requests in flight, which a body past the limit stops together. */
  readonly inFlight: RequestsInFlight;
  /** What the MCP lane reads. */
  readonly wire: McpWireCapture;
  readonly fetch: typeof fetch;
}

export function connectionFetch(endpoint: McpEndpoint, options: McpConnectionOptions = {}): ConnectionFetch {
  const seen: HttpSeen = { lastStatus: null, lastChallenge: null, lastSentSessionId: null };
  const inFlight = new RequestsInFlight();
  const wire = mcpWireCapture(Object.keys(endpoint.headers));
  const limit = options.maxResponseBytes ?? (() => MCP_MAX_RESPONSE_BYTES);
  const base = options.fetchImpl ?? fetch;
  return {
    seen,
    inFlight,
    wire,
    fetch: sizeLimitedFetch(limit, inFlight, seeingFetch(seen, wire.wrap(base))),
  };
}
