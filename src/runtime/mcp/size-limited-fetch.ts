// An MCP server's answer is read under the same body limit as a model's (the run's own
// responseLimits.maxResponseBytes, docs/limits.md, asked at each answer since a settings change may move it): the bytes are counted as they arrive, and at the first one past the limit the body is
// cancelled, so a 60 MB answer is never read, parsed or recorded whole. The SDK reads a JSON answer with
// `response.json()` but an event stream in the background, where an error would only be logged and the call
// left waiting: so the requests in flight are aborted too, with the same error as the reason.
import { DEFAULT_RESPONSE_LIMITS, groupDigits } from '../../llm/response-limits/response-limits';

/** The body limit an MCP answer is read under outside a run (the CLI, a page with no session): the setting's default. */
export const MCP_MAX_RESPONSE_BYTES = DEFAULT_RESPONSE_LIMITS.maxResponseBytes;

export class McpResponseTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(
      `The MCP server's answer passed ${groupDigits(maxBytes)} bytes (the limit responseLimits.maxResponseBytes is ${groupDigits(maxBytes)}), so the client stopped reading it; nothing of it was kept.`,
    );
    this.name = 'McpResponseTooLarge';
  }
}

/** The requests of one connection that are waiting for an answer, to be stopped together. */
export class RequestsInFlight {
  private readonly controllers = new Set<AbortController>();

  /**
   * A signal for one request (also stopped by `outer`), and `settle`, which waits for the request and then
   * lets it go. The SDK wraps an abort's reason in a timeout error; `settle` gives back the body limit's own
   * error when that was why the request stopped.
   */
  track(outer?: AbortSignal): {
    readonly signal: AbortSignal;
    readonly settle: <T>(request: Promise<T>) => Promise<T>;
  } {
    const controller = new AbortController();
    this.controllers.add(controller);
    const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
    const settle = <T>(request: Promise<T>) =>
      request
        .catch((error: unknown) => {
          throw signal.reason instanceof McpResponseTooLarge ? signal.reason : error;
        })
        .finally(() => this.controllers.delete(controller));
    return { signal, settle };
  }

  abortAll(reason: Error): void {
    for (const controller of this.controllers) controller.abort(reason);
    this.controllers.clear();
  }
}

export function sizeLimitedFetch(
  limit: () => number,
  inFlight: RequestsInFlight,
  base: typeof fetch,
): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.body === null) return response;
    const maxBytes = limit();
    let bytes = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          bytes += chunk.byteLength;
          if (bytes <= maxBytes) return controller.enqueue(chunk);
          const passed = new McpResponseTooLarge(maxBytes);
          inFlight.abortAll(passed);
          controller.error(passed);
        },
      }),
    );
    const limited = new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    // The SDK names a redirect it did not follow by the answer's URL, which a new Response would not have.
    Object.defineProperty(limited, 'url', { value: response.url });
    return limited;
  };
}
