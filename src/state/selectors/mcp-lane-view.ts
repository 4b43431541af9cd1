// The inspector's MCP lane: each MCP call as of the selected event, its HTTP exchanges in order and the
// JSON-RPC messages each carried, named so a person can follow them: a request by its method, an answer by
// the method of the request it answers (matched by id), a notification by its own. Read from the trace's
// `mcp-exchange` events, so a live run, a replay and an opened trace file draw the same lane.
import type { TraceEvent } from '../../engine';
import type { McpWireExchange, McpWireMessage } from '../../engine/trace/mcp-wire';

export type McpLaneMessageKind = 'request' | 'result' | 'error' | 'notification' | 'other' | 'too-large';

export interface McpLaneMessage {
  /** Its place among the call's messages, 1-based, sent and received alike. */
  readonly n: number;
  readonly direction: 'sent' | 'received';
  readonly kind: McpLaneMessageKind;
  /** The JSON-RPC method, or for an answer the method of the request it answers (null when unknown). */
  readonly method: string | null;
  readonly id: string | null;
  /** The message as it went (JSON, or the text that was not JSON); null when only its size was kept. */
  readonly body: unknown;
  readonly bytes?: number;
}

export interface McpLaneHttp {
  readonly method: string;
  readonly url: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly status: number | null;
  readonly responseHeaders: readonly (readonly [string, string])[];
  /** The server's stream, open since an earlier call: only what came since is shown. */
  readonly continued: boolean;
  readonly messages: readonly McpLaneMessage[];
}

export interface McpLaneCall {
  /** null: the server's own handshake and listing when it was connected (no call). */
  readonly callId: string | null;
  readonly server: string;
  /** The function name the model called (from the call's tool-start), when the trace holds it. */
  readonly toolName: string | null;
  readonly step: number;
  readonly exchanges: readonly McpLaneHttp[];
}

export function selectMcpLane(events: readonly TraceEvent[]): readonly McpLaneCall[] {
  const toolNames = new Map<string, string>();
  const calls: McpLaneCall[] = [];
  for (const event of events) {
    if (event.type === 'tool-start') toolNames.set(event.callId, event.toolName);
    if (event.type !== 'mcp-exchange') continue;
    calls.push({
      callId: event.callId,
      server: event.server,
      toolName: event.callId === null ? null : (toolNames.get(event.callId) ?? null),
      step: event.step,
      exchanges: laneOf(event.exchanges),
    });
  }
  return calls;
}

function laneOf(exchanges: readonly McpWireExchange[]): McpLaneHttp[] {
  const requested = new Map<string, string>();
  let n = 0;
  const messageOf = (direction: McpLaneMessage['direction'], message: McpWireMessage): McpLaneMessage => {
    n += 1;
    const read = readMessage(message);
    if (direction === 'sent' && read.kind === 'request' && read.id !== null && read.method !== null)
      requested.set(read.id, read.method);
    const answers = read.kind === 'result' || read.kind === 'error';
    const method = answers && read.id !== null ? (requested.get(read.id) ?? null) : read.method;
    return { n, direction, ...read, method };
  };
  return exchanges.map((exchange) => ({
    method: exchange.method,
    url: exchange.url,
    headers: sortedEntries(exchange.headers),
    status: exchange.status ?? null,
    responseHeaders: sortedEntries(exchange.responseHeaders ?? {}),
    continued: exchange.continued === true,
    messages: [
      ...exchange.sent.map((message) => messageOf('sent', message)),
      ...exchange.received.map((message) => messageOf('received', message)),
    ],
  }));
}

type ReadMessage = Omit<McpLaneMessage, 'n' | 'direction'>;

function readMessage(message: McpWireMessage): ReadMessage {
  if (message.kind === 'too-large')
    return { kind: 'too-large', method: null, id: null, body: null, bytes: message.bytes };
  if (message.kind === 'text') return { kind: 'other', method: null, id: null, body: message.text };
  const json = message.json;
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { kind: 'other', method: null, id: null, body: json };
  const fields = json as Record<string, unknown>;
  const id = typeof fields.id === 'string' || typeof fields.id === 'number' ? String(fields.id) : null;
  const method = typeof fields.method === 'string' ? fields.method : null;
  const kind: McpLaneMessageKind =
    method !== null
      ? id !== null
        ? 'request'
        : 'notification'
      : 'error' in fields
        ? 'error'
        : 'result' in fields
          ? 'result'
          : 'other';
  return { kind, method, id, body: json };
}

function sortedEntries(headers: Readonly<Record<string, string>>): (readonly [string, string])[] {
  return Object.entries(headers).sort(([a], [b]) => a.localeCompare(b));
}
