// Turns whatever the openai SDK throws into one specific, actionable ModelError. A browser cannot tell a
// network failure from a CORS refusal (both surface as a failed fetch), so that message gives hints for both.
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai/core/error';
import type { ModelError } from '../model-types';
import type { Expiry } from './request-watch';

export interface ErrorContext {
  readonly baseURL: string;
  readonly model: string;
  readonly timeoutMs: number;
  readonly idleTimeoutMs: number;
}

/** Names the setting that ran out, as the session file and the Model provider panel call it. */
export function timeoutError(expiry: Expiry, context: ErrorContext): ModelError {
  if (expiry.kind === 'idle') {
    return {
      kind: 'timeout',
      message: `The endpoint ${context.baseURL} started streaming, then sent nothing for ${expiry.ms} ms (the idle timeout between chunks, idleTimeoutMs).`,
      hints: [
        'Raise "Idle timeout between chunks (ms)" in the Model provider panel (idleTimeoutMs in the session file).',
        'A stream that stalls is often an overloaded server, or a proxy that buffers the response.',
      ],
    };
  }
  return {
    kind: 'timeout',
    message: `The endpoint ${context.baseURL} did not finish answering within ${expiry.ms} ms (the total timeout, timeoutMs).`,
    hints: [
      'Raise "Total timeout (ms)" in the Model provider panel (timeoutMs in the session file), or try a smaller or faster model.',
    ],
  };
}

export function mapOpenAIError(error: unknown, context: ErrorContext): ModelError {
  if (error instanceof APIUserAbortError || isAbortError(error)) {
    return { kind: 'aborted', message: 'The model request was stopped.', hints: [] };
  }
  // Timeout is a subclass of the connection error: test it first.
  if (error instanceof APIConnectionTimeoutError) {
    return timeoutError({ kind: 'total', ms: context.timeoutMs }, context);
  }
  if (error instanceof APIConnectionError) {
    return {
      kind: 'network-or-cors',
      message: `Could not reach ${context.baseURL}: the network failed or the server refused the browser's cross-origin request.`,
      hints: [
        'Network: check the base URL, that the server is running, and your connection.',
        "CORS: the server must answer OPTIONS preflights and allow this page's origin and the authorization header; many gateways need a proxy for browser use.",
      ],
    };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const headers: unknown = error.headers;
    const failure = errorFromStatus(
      error.status,
      headers instanceof Headers ? headers : undefined,
      error.message,
      context,
    );
    const detail = endpointWords(error.error);
    return detail === undefined ? failure : { ...failure, detail };
  }
  if (error instanceof SyntaxError) return badResponse('A chunk of the stream is not valid JSON.');
  const message = error instanceof Error ? error.message : String(error);
  return badResponse(`The endpoint's answer could not be read: ${message}`);
}

/** An answer that is not a chat completion: explained like a server error, with what to check. */
export function badResponse(problem: string): ModelError {
  return {
    kind: 'bad-response',
    message: problem,
    hints: [
      'Check that the base URL points at an OpenAI-compatible API (Chat Completions), often ending in /v1.',
      'The Request / Response tab shows what was sent.',
    ],
  };
}

/** An HTTP error status as a ModelError: shared by every endpoint provider (the statuses mean the same). */
export function errorFromStatus(
  status: number,
  headers: Headers | undefined,
  detail: string,
  context: ErrorContext,
): ModelError {
  if (status === 401) {
    return {
      kind: 'auth',
      status,
      message: 'The endpoint rejected the API key (401 Unauthorized).',
      hints: ['Check the key for typos and that it belongs to this endpoint.'],
    };
  }
  if (status === 404) {
    return {
      kind: 'model-not-found',
      status,
      message: `The endpoint does not know the model "${context.model}" (404).`,
      hints: ['Check the model name, and that the base URL ends where the API begins (often /v1).'],
    };
  }
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(headers);
    const wait = retryAfterMs === undefined ? '' : ` Retry after ${Math.ceil(retryAfterMs / 1000)} s.`;
    return {
      kind: 'rate-limited',
      status,
      message: `The endpoint is rate-limiting requests (429).${wait}`,
      hints: ['Retry this step once the wait is over, or use a key with a higher quota.'],
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (status >= 500) {
    const retryAfterMs = parseRetryAfter(headers);
    return {
      kind: 'server',
      status,
      message: `The endpoint failed with a server error (${status}).`,
      hints: ['This is on the server side: retry this step, now or a little later.'],
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return {
    kind: 'bad-request',
    status,
    // The endpoint's words first: a refused schema names the property it refused.
    message: `${withoutStatus(detail, status)} (the endpoint refused the request: ${status})`,
    hints: [
      'Some endpoints do not support every setting: try tool_choice "auto" or turn off parallel tool calls.',
    ],
  };
}

/** `retry-after-ms` (OpenAI's extension) wins; `retry-after` is seconds or an HTTP date. */
export function parseRetryAfter(headers: Headers | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms)) return ms;
  const raw = headers.get('retry-after');
  if (raw === null) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The SDK's message starts with the status ("400 Invalid schema…"); the sentence says the status itself. */
function withoutStatus(detail: string, status: number): string {
  return detail.startsWith(`${status} `) ? detail.slice(`${status} `.length) : detail;
}

/** The message of the error body (`{ error: { message } }`), as the endpoint wrote it. */
function endpointWords(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return message === undefined ? undefined : JSON.stringify(message);
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
