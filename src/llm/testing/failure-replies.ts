// The test server's failure modes, the ways a real endpoint fails a harness (issue 39): a rejected key, a rate
// limit that says how long to wait, a server error, a 400 naming the schema property it refused, a stream cut
// off in the middle of an event, and a stream that stalls. Each answers with the headers a real one sends
// (`x-request-id`, `retry-after`), so the page can show them. On the Messages route each mode speaks Anthropic's
// dialect (its error body, its named events) and two more are Anthropic's own: 529 `overloaded_error`, and an
// `error` event in the middle of a stream. Kept apart from the server's other replies so each family of modes
// grows in its own file.
import type { ServerResponse } from 'node:http';
import { streamChunks, type ServerAnswer } from './completion-bodies';
import { messagesErrorBody, messagesEvents } from './messages-bodies';

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
  | { readonly kind: 'stall'; readonly answer: ServerAnswer; readonly afterEvents: number }
  /** Anthropic's 529 `overloaded_error` (any route). */
  | { readonly kind: 'overloaded' }
  /** Streams `afterEvents` whole events of `answer`, then an `error` event of `errorType` (Messages route). */
  | {
      readonly kind: 'stream-error';
      readonly answer: ServerAnswer;
      readonly afterEvents: number;
      readonly errorType: string;
    };

/** Which dialect the route that failed speaks. */
export type FailureRoute = 'openai' | 'messages';

/** The request id a failure answers with: the n-th failure the server played. */
export function testRequestId(n: number): string {
  return `req_test_${n}`;
}

export function playFailure(
  mode: FailureMode,
  model: string,
  res: ServerResponse,
  n: number,
  route: FailureRoute = 'openai',
): void {
  const requestId = { 'x-request-id': testRequestId(n) };
  const sendErrorBody = (
    status: number,
    message: string,
    code: string | null,
    headers: Record<string, string>,
  ): void => sendError(res, route, status, message, code, headers);
  switch (mode.kind) {
    case 'unauthorized':
      sendErrorBody(401, 'Incorrect API key provided.', 'invalid_api_key', requestId);
      return;
    case 'rate-limited':
      sendErrorBody(429, 'Rate limit reached for requests per minute.', 'rate_limit_exceeded', {
        ...requestId,
        'retry-after': mode.retryAfter,
      });
      return;
    case 'server-error':
      sendErrorBody(
        mode.status ?? 500,
        'The server had an error while processing your request.',
        null,
        requestId,
      );
      return;
    case 'schema-refused':
      sendErrorBody(
        400,
        `Invalid schema for function '${mode.tool}': In context=('properties', '${mode.property}'), 'format' is not permitted.`,
        'invalid_function_parameters',
        requestId,
      );
      return;
    case 'overloaded':
      sendErrorBody(529, 'Overloaded', 'overloaded_error', requestId);
      return;
    case 'cut-mid-chunk':
    case 'stall':
    case 'stream-error': {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...requestId });
      const events = streamText(route, mode.answer, model);
      for (const event of events.slice(0, mode.afterEvents)) res.write(event);
      if (mode.kind === 'stall') return;
      if (mode.kind === 'stream-error') {
        const error = messagesErrorBody(mode.errorType, `Scripted ${mode.errorType} mid-stream.`);
        res.end(`event: error\ndata: ${JSON.stringify(error)}\n\n`);
        return;
      }
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

const ANTHROPIC_ERROR_TYPES: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

/** The answer's stream as the route writes it, one string per event. */
function streamText(route: FailureRoute, answer: ServerAnswer, model: string): string[] {
  if (route === 'messages')
    return messagesEvents(answer, model).map(
      ([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`,
    );
  return streamChunks(answer, model, false).map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`);
}

/** An error body in the route's dialect: on the Messages route its type follows the status, as Anthropic's do. */
export function sendError(
  res: ServerResponse,
  route: FailureRoute,
  status: number,
  message: string,
  code: string | null,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  const body =
    route === 'messages'
      ? messagesErrorBody(ANTHROPIC_ERROR_TYPES[status] ?? 'api_error', message)
      : { error: { message, type: 'test_server_error', param: null, code } };
  res.end(JSON.stringify(body));
}
