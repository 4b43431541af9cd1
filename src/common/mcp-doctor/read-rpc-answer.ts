// A 2xx answer to a POST, read as Streamable HTTP allows: one JSON-RPC message as application/json, or an
// event stream whose `data:` lines carry JSON-RPC messages (the response among notifications). Anything else
// is named by what it is, since "not JSON-RPC" alone does not say what to change.
import type { FindingCode } from './finding';

export interface RpcResponse {
  readonly id: string | number;
  readonly result?: unknown;
  readonly error?: { readonly code?: unknown; readonly message?: unknown };
}

export type RpcAnswer =
  | { readonly ok: true; readonly message: RpcResponse }
  | { readonly ok: false; readonly code: FindingCode; readonly params: Readonly<Record<string, string>> };

function isResponseTo(value: unknown, id: string): value is RpcResponse {
  if (value === null || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  return message.jsonrpc === '2.0' && message.id === id && ('result' in message || 'error' in message);
}

function parseJson(text: string): { parsed: true; value: unknown } | { parsed: false } {
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false };
  }
}

/** The data of each event of a text/event-stream, in order (multi-line data joined with \n, as the spec says). */
export function sseEventData(text: string): string[] {
  const events: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split('\n\n')) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
    if (data.length > 0) events.push(data.join('\n'));
  }
  return events;
}

function responseInStream(text: string, id: string): RpcResponse | undefined {
  for (const data of sseEventData(text)) {
    const read = parseJson(data);
    if (read.parsed && isResponseTo(read.value, id)) return read.value;
  }
  return undefined;
}

/** Whether an event stream read so far already holds the response: the reader may stop there. */
export function streamHasResponse(text: string, id: string): boolean {
  return responseInStream(text, id) !== undefined;
}

/** The media type alone, lower case: `application/json; charset=utf-8` → `application/json`. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

const looksLikeHtml = (body: string) => /^\s*(<!doctype html|<html|<head|<body)/i.test(body);

export function readRpcAnswer(contentType: string | null, body: string, id: string): RpcAnswer {
  const type = mediaType(contentType);
  if (type === 'text/html' || looksLikeHtml(body)) return { ok: false, code: 'answer-html', params: {} };
  if (type === 'text/event-stream') {
    const message = responseInStream(body, id);
    return message ? { ok: true, message } : { ok: false, code: 'answer-sse-without-message', params: {} };
  }
  if (type === 'application/json' || type.endsWith('+json')) {
    const read = parseJson(body);
    if (!read.parsed) return { ok: false, code: 'answer-not-json', params: {} };
    return isResponseTo(read.value, id)
      ? { ok: true, message: read.value }
      : { ok: false, code: 'answer-not-json-rpc', params: {} };
  }
  return { ok: false, code: 'answer-wrong-content-type', params: { contentType: type || '(none)' } };
}
