// What a failed Messages call becomes: an HTTP error status means what it means for any endpoint
// (errorFromStatus: 401, 404, 429 with its `retry-after`, 5xx), with Anthropic's error body read for the
// endpoint's own words and 529 (`overloaded_error`) named; an `error` event in the middle of a stream is the
// same failure arriving late (an overload mid-answer is a server failure a retry may cure, not a bad answer).
import type { ModelError } from '../model-types';
import { errorFromStatus, parseRetryAfter, type ErrorContext } from '../openai/map-openai-error';
import { messagesErrorWords } from './read-message';

/** Anthropic's status for "overloaded", outside HTTP's list. */
const OVERLOADED_STATUS = 529;

export function httpError(
  status: number,
  headers: Headers,
  body: unknown,
  context: ErrorContext,
): ModelError {
  const words = messagesErrorWords(body);
  const detail = words?.message ?? (typeof body === 'string' && body.trim() !== '' ? body.trim() : undefined);
  const failure = errorFromStatus(status, headers, detail ?? `HTTP ${status}`, context);
  const named =
    status === OVERLOADED_STATUS || words?.type === 'overloaded_error'
      ? { ...failure, message: `The endpoint is overloaded (${status}): ${failure.message}` }
      : failure;
  return detail === undefined ? named : { ...named, detail };
}

/** An `error` event the stream carried after it began (its HTTP status was already 200). */
export function streamErrorEvent(data: unknown, headers: Headers): ModelError {
  const words = messagesErrorWords(data) ?? { type: 'error', message: 'an error without a message' };
  const said = `The stream carried an error (${words.type})`;
  if (words.type === 'rate_limit_error') {
    const retryAfterMs = parseRetryAfter(headers);
    return {
      kind: 'rate-limited',
      message: `${said}: the endpoint is rate-limiting requests.`,
      hints: ['Retry this step once the wait is over, or use a key with a higher quota.'],
      detail: words.message,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (words.type === 'overloaded_error' || words.type === 'api_error')
    return {
      kind: 'server',
      message: `${said}: the endpoint failed while answering.`,
      hints: ['This is on the server side: retry this step, now or a little later.'],
      detail: words.message,
    };
  return { ...badMessagesResponse(`${said}: ${words.message}`), detail: words.message };
}

export function networkError(context: ErrorContext): ModelError {
  return {
    kind: 'network-or-cors',
    message: `Could not reach ${context.baseURL}: the network failed or the server refused the browser's cross-origin request.`,
    hints: [
      'Network: check the base URL, that the server is running, and your connection.',
      "CORS: the server must answer OPTIONS preflights and allow this page's origin and the x-api-key and anthropic-* headers.",
    ],
  };
}

/** An answer that is not a Messages answer: what to check. */
export function badMessagesResponse(problem: string): ModelError {
  return {
    kind: 'bad-response',
    message: problem,
    hints: [
      'Check that the base URL points at an Anthropic Messages API (the path before /messages, often ending in /v1).',
      'The Request / Response tab shows what was sent.',
    ],
  };
}
