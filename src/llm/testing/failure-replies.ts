// The test server's failure modes, the ways a real endpoint fails a harness (issue 39): a rejected key, a rate
// limit that says how long to wait, a server error, a 400 naming the schema property it refused, a stream cut
// off in the middle of an event, and a stream that stalls. Each answers with the headers a real one sends
// (`x-request-id`, `retry-after`), so the page can show them. Kept apart from the server's other replies so
// each family of modes grows in its own file.
import type { ServerResponse } from 'node:http';
import { streamChunks, type ServerAnswer } from './completion-bodies';

export type FailureMode =
  | { readonly kind: 'unauthorized' }
  /** `retryAfter` is the header's text: seconds ("2") or an HTTP date. */
  | { readonly kind: 'rate-limited'; readonly retryAfter: string }
  | { readonly kind: 'server-error'; readonly status?: number }
  /** A 400 whose message names the tool and the schema property the endpoint refused. */
  | { readonly kind: 'schema-refused'; readonly tool: string; readonly property: string }
  /** Streams `afterEvents` whole events of `answer`, half of the next one, then breaks the connection. */
  | { readonly kind: 'cut-mid-chunk'; readonly answer: ServerAnswer; readonly afterEvents: number }
  /** Streams `afterEvents` whole events of `answer`, then sends nothing with the connection open. */
  | { readonly kind: 'stall'; readonly answer: ServerAnswer; readonly afterEvents: number };

/** The request id a failure answers with: the n-th failure the server played. */
export function testRequestId(n: number): string {
  return `req_test_${n}`;
}

export function playFailure(mode: FailureMode, model: string, res: ServerResponse, n: number): void {
  const requestId = { 'x-request-id': testRequestId(n) };
  switch (mode.kind) {
    case 'unauthorized':
      sendErrorBody(res, 401, 'Incorrect API key provided.', 'invalid_api_key', requestId);
      return;
    case 'rate-limited':
      sendErrorBody(res, 429, 'Rate limit reached for requests per minute.', 'rate_limit_exceeded', {
        ...requestId,
        'retry-after': mode.retryAfter,
      });
      return;
    case 'server-error':
      sendErrorBody(
        res,
        mode.status ?? 500,
        'The server had an error while processing your request.',
        null,
        requestId,
      );
      return;
    case 'schema-refused':
      sendErrorBody(
        res,
        400,
        `Invalid schema for function '${mode.tool}': In context=('properties', '${mode.property}'), 'format' is not permitted.`,
        'invalid_function_parameters',
        requestId,
      );
      return;
    case 'cut-mid-chunk':
    case 'stall': {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...requestId });
      const events = streamChunks(mode.answer, model, false).map(
        (chunk) => `data: ${JSON.stringify(chunk)}\n\n`,
      );
      for (const event of events.slice(0, mode.afterEvents)) res.write(event);
      if (mode.kind === 'stall') return;
      const next =
        events[mode.afterEvents] ??
        'data: {"id":"chatcmpl-test","choices":[{"delta":{"content":"cut"}}]}\n\n';
      res.write(next.slice(0, Math.ceil(next.length / 2)));
      // Flushed first, then the socket breaks: the client holds half an event when the connection dies.
      setTimeout(() => res.destroy(), 20);
      return;
    }
    default: {
      const unreachable: never = mode;
      throw new Error(`unknown failure mode ${String(unreachable)}`);
    }
  }
}

function sendErrorBody(
  res: ServerResponse,
  status: number,
  message: string,
  code: string | null,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type: 'test_server_error', param: null, code } }));
}
