// The MCP lane's source: a fetch the SDK's transport is given, which passes every request through unchanged
// and keeps what went and came (engine/trace/mcp-wire.ts). The answer's body is read through a pass-through
// stream, so each message is kept before the SDK acts on it and a cancel still reaches the network. The
// credentials are scrubbed by header name here (their values are never kept); what a server echoes back is
// scrubbed by the caller's scrubber before anything is recorded.
import type { McpWire, McpWireExchange, McpWireMessage } from '../../engine/trace/mcp-wire';
import { MCP_CREDENTIAL_LABEL } from './mcp-endpoint';
import { sseDataOf } from './sse-events';

/** A message larger than this is kept as its size only: the lane is for reading, not for megabytes. */
export const MAX_KEPT_MCP_MESSAGE_BYTES = 64 * 1024;

export interface McpWireCapture {
  /** The fetch to give the transport, wrapping `base`. */
  wrap(base: typeof fetch): typeof fetch;
  /**
   * What one call shows: its own `tools/call` exchanges and every other exchange not shown yet (the
   * handshake goes with the first call to end after it), or the messages that came since on a stream still open.
   */
  takeFor(tool: string, args: Readonly<Record<string, unknown>>): McpWire;
  /** Everything not shown yet (a listing's lane). */
  takeRest(): McpWire;
}

interface Kept {
  readonly exchange: MutableExchange;
  readonly callKey: string | null;
  shown: boolean;
  shownReceived: number;
}

interface MutableExchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  sent: McpWireMessage[];
  status?: number;
  responseHeaders?: Record<string, string>;
  received: McpWireMessage[];
}

/** `secretHeaders`: the names of the headers the person gave (their values are secrets, whatever they are). */
export function mcpWireCapture(secretHeaders: readonly string[]): McpWireCapture {
  const secret = new Set(['authorization', ...secretHeaders.map((name) => name.toLowerCase())]);
  const kept: Kept[] = [];

  const take = (belongs: (entry: Kept) => boolean): McpWire => {
    const shown: McpWireExchange[] = [];
    for (const entry of kept) {
      if (!belongs(entry)) continue;
      const { exchange } = entry;
      if (!entry.shown) shown.push(snapshot(exchange, 0));
      else if (exchange.received.length > entry.shownReceived)
        shown.push({ ...snapshot(exchange, entry.shownReceived), sent: [], continued: true });
      entry.shown = true;
      entry.shownReceived = exchange.received.length;
    }
    return shown;
  };

  return {
    wrap: (base) => async (input, init) => {
      const exchange: MutableExchange = {
        method: init?.method ?? 'GET',
        url: urlOf(input),
        headers: scrubbedHeaders(new Headers(init?.headers), secret),
        sent: typeof init?.body === 'string' ? messagesOfBody(init.body) : [],
        received: [],
      };
      kept.push({ exchange, callKey: callKeyOf(exchange.sent), shown: false, shownReceived: 0 });
      const answer = await base(input, init);
      exchange.status = answer.status;
      exchange.responseHeaders = scrubbedHeaders(answer.headers, secret);
      if (!answer.body) return answer;
      const isStream = /^\s*text\/event-stream/i.test(answer.headers.get('content-type') ?? '');
      const tapped = answer.body.pipeThrough(bodyTap(isStream, (message) => exchange.received.push(message)));
      return new Response(tapped, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
    },
    takeFor(tool, args) {
      const key = JSON.stringify([tool, args]);
      return take((entry) => entry.callKey === null || entry.callKey === key);
    },
    takeRest: () => take(() => true),
  };
}

function snapshot(exchange: MutableExchange, fromReceived: number): McpWireExchange {
  return {
    method: exchange.method,
    url: exchange.url,
    headers: { ...exchange.headers },
    sent: [...exchange.sent],
    ...(exchange.status === undefined ? {} : { status: exchange.status }),
    ...(exchange.responseHeaders ? { responseHeaders: { ...exchange.responseHeaders } } : {}),
    received: exchange.received.slice(fromReceived),
  };
}

/** A `tools/call` request's tool and arguments, to tell whose call an exchange was; null for anything else. */
function callKeyOf(sent: readonly McpWireMessage[]): string | null {
  const [only] = sent;
  if (sent.length !== 1 || only?.kind !== 'json') return null;
  const message = only.json as { method?: unknown; params?: { name?: unknown; arguments?: unknown } };
  if (message.method !== 'tools/call') return null;
  return JSON.stringify([message.params?.name, message.params?.arguments ?? {}]);
}

function scrubbedHeaders(headers: Headers, secret: ReadonlySet<string>): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    kept[name] = secret.has(name) ? MCP_CREDENTIAL_LABEL : value;
  });
  return kept;
}

function messagesOfBody(body: string): McpWireMessage[] {
  const message = messageOfText(body);
  if (message.kind === 'json' && Array.isArray(message.json))
    return message.json.map((json: unknown) => ({ kind: 'json', json }));
  return [message];
}

function messageOfText(text: string): McpWireMessage {
  const bytes = new TextEncoder().encode(text).byteLength;
  if (bytes > MAX_KEPT_MCP_MESSAGE_BYTES) return { kind: 'too-large', bytes };
  try {
    return { kind: 'json', json: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'text', text };
  }
}

/**
 * Passes the body on unchanged and hands each message it carried to `keep`: a JSON body when it ends, an
 * SSE event's data as soon as the event is whole. Text past the size limit is counted, not kept.
 */
function bodyTap(isStream: boolean, keep: (message: McpWireMessage) => void): TransformStream<Uint8Array> {
  const decoder = new TextDecoder();
  let pending = '';
  let overflowBytes = 0;
  const take = (text: string) => {
    if (overflowBytes > 0 || pending.length + text.length > MAX_KEPT_MCP_MESSAGE_BYTES * 4) {
      overflowBytes += text.length;
      return;
    }
    pending += text;
  };
  const drainEvents = () => {
    const events = sseDataOf(pending);
    pending = events.rest;
    for (const data of events.data) keep(messageOfText(data));
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      take(decoder.decode(chunk, { stream: true }));
      if (isStream && overflowBytes === 0) drainEvents();
    },
    flush() {
      take(decoder.decode());
      if (overflowBytes > 0) {
        keep({ kind: 'too-large', bytes: new TextEncoder().encode(pending).byteLength + overflowBytes });
        return;
      }
      if (isStream) drainEvents();
      else if (pending.trim() !== '') for (const message of messagesOfBody(pending)) keep(message);
    },
  });
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}
