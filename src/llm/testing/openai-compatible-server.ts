// A local OpenAI-compatible server for tests (and for e2e runs from a browser page): it listens on 127.0.0.1
// at a free port, answers CORS preflights, and plays a queue of scripted replies on its Chat Completions route
// (`/chat/completions`) and its Responses API route (`/responses`: output items, `function_call` by
// `call_id`), streaming (SSE) or not as each request asks. It records every request so tests can assert what
// was sent. Its failure modes (401, 429 with retry-after, 500, a 400 naming a schema, a cut or stalled
// stream) are failure-replies.ts. Its Messages mode (`/messages`, messages-bodies.ts) answers the same replies
// in Anthropic's dialect: its body, its named events, its error bodies, the key read from `x-api-key`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { completionBody, streamChunks, type ServerAnswer } from './completion-bodies';
import { responsesBody, responsesEvents } from './responses-bodies';
import { isHostileReply, playHostile, type HostileReply } from './hostile-replies';
import { playFailure, sendError as sendRouteError, type FailureMode } from './failure-replies';
import { messagesBody, messagesEvents } from './messages-bodies';

export type ServerReply =
  /** Answered as a whole completion, or as SSE chunks when the request has `stream: true`. */
  | { readonly type: 'answer'; readonly answer: ServerAnswer; readonly stallAfterChunks?: number }
  | {
      readonly type: 'error';
      readonly status: number;
      readonly message?: string;
      readonly headers?: Record<string, string>;
    }
  /**
   * A 401 whose message quotes the key the request carried, as some endpoints do ("Incorrect API key
   * provided: sk-…"): what must never reach the record (docs/security.md).
   */
  | { readonly type: 'echo-key' }
  /** Accepts the request and never answers: exercises timeouts and aborts. */
  | { readonly type: 'hang' }
  /** Any body with any content type (an HTML page, bad JSON, a completion of an odd shape). */
  | { readonly type: 'raw'; readonly contentType: string; readonly body: string; readonly status?: number }
  /**
   * SSE events exactly as given (objects are sent as JSON, strings as they are), then `[DONE]` — or, with
   * `stallAfter`, that many events and then silence with the connection open. With `intervalMs` the events
   * trickle, one per interval (a slow stream that never stalls).
   */
  | {
      readonly type: 'chunks';
      readonly chunks: readonly unknown[];
      readonly stallAfter?: number;
      readonly intervalMs?: number;
    }
  /** One of the ways a real endpoint fails (failure-replies.ts), with its headers. */
  | { readonly type: 'failure'; readonly failure: FailureMode }
  /** A redirect to another address (which must never receive the key). */
  | { readonly type: 'redirect'; readonly status: 301 | 302 | 307 | 308; readonly location: string }
  /** Thousands of calls, a huge argument, an endless stream (hostile-replies.ts; Chat Completions only). */
  | HostileReply;

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

export interface OpenAICompatibleServer {
  /** The base URL to give the SDK, ending in /v1. */
  readonly baseURL: string;
  readonly port: number;
  readonly requests: readonly ReceivedRequest[];
  enqueue(...replies: ServerReply[]): void;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Used when the queue is empty; without it an empty queue answers 500. */
  readonly fallback?: (body: unknown) => ServerReply;
}

export async function startOpenAICompatibleServer(
  options: ServerOptions = {},
): Promise<OpenAICompatibleServer> {
  const queue: ServerReply[] = [];
  const requests: ReceivedRequest[] = [];
  let failures = 0;

  const server = createServer((req, res) => {
    allowCrossOrigin(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    void readBody(req).then((raw) => {
      const body = parseJson(raw);
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const api = routeOf(req.url ?? '');
      if (req.method !== 'POST' || api === null) {
        sendError(res, 404, `No route ${req.method ?? ''} ${req.url ?? ''}`);
        return;
      }
      const reply = queue.shift() ?? options.fallback?.(body);
      if (!reply) {
        sendError(res, 500, 'The test server has no scripted reply left.');
        return;
      }
      const route = api === 'messages' ? 'messages' : 'openai';
      if (reply.type === 'failure') playFailure(reply.failure, modelOf(body), res, (failures += 1), route);
      else if (api === 'messages') playMessages(reply, body, res, keyHeader(req.headers['x-api-key']));
      else play(reply, body, res, api, req.headers.authorization ?? '');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging replies would keep the server open forever, and a connection the client opened but sent
        // nothing on (one appears when a Stop aborts a request) until the client's keep-alive ends it, 4 s
        // later: end every connection now.
        server.closeAllConnections();
      }),
  };
}

function play(
  reply: Exclude<ServerReply, { type: 'failure' }>,
  body: unknown,
  res: ServerResponse,
  api: Exclude<Route, 'messages'>,
  authorization: string,
): void {
  if (isHostileReply(reply)) {
    playHostile(reply, res, modelOf(body));
    return;
  }
  switch (reply.type) {
    case 'hang':
      return;
    case 'echo-key':
      sendError(res, 401, `Incorrect API key provided: ${authorization.replace(/^Bearer /, '')}.`);
      return;
    case 'error':
      sendError(res, reply.status, reply.message ?? `Scripted error ${reply.status}`, reply.headers);
      return;
    case 'raw':
      res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType });
      res.end(reply.body);
      return;
    case 'chunks':
      sendChunks(reply, res);
      return;
    case 'redirect':
      res.writeHead(reply.status, { location: reply.location });
      res.end();
      return;
    case 'answer': {
      const model = modelOf(body);
      if (api === 'responses') {
        playResponses(reply, body, res);
        return;
      }
      if (!wantsStream(body)) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completionBody(reply.answer, model)));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunks = streamChunks(reply.answer, model, wantsUsage(body));
      const limit = reply.stallAfterChunks ?? chunks.length;
      for (const chunk of chunks.slice(0, limit)) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (limit < chunks.length) return; // stall mid-stream: the client must abort
      res.end('data: [DONE]\n\n');
      return;
    }
    default: {
      const unreachable: never = reply;
      throw new Error(`unknown reply ${String(unreachable)}`);
    }
  }
}

/** The Responses route: a whole `response`, or its events, each named on an `event:` line (no [DONE]). */
function playResponses(
  reply: Extract<ServerReply, { type: 'answer' }>,
  body: unknown,
  res: ServerResponse,
): void {
  const model = modelOf(body);
  if (!wantsStream(body)) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(responsesBody(reply.answer, model)));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const events = responsesEvents(reply.answer, model);
  const limit = reply.stallAfterChunks ?? events.length;
  for (const [name, data] of events.slice(0, limit))
    res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  if (limit < events.length) return;
  res.end();
}

function sendChunks(reply: Extract<ServerReply, { type: 'chunks' }>, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const sent = reply.chunks.slice(0, reply.stallAfter ?? reply.chunks.length);
  const write = (chunk: unknown) =>
    res.write(`data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`);
  const end = () => {
    if (reply.stallAfter === undefined) res.end('data: [DONE]\n\n');
  };
  if (reply.intervalMs === undefined) {
    sent.forEach(write);
    end();
    return;
  }
  let next = 0;
  const timer = setInterval(() => {
    if (res.destroyed || next >= sent.length) {
      clearInterval(timer);
      if (!res.destroyed) end();
      return;
    }
    write(sent[next++]);
  }, reply.intervalMs);
}

type Route = 'chat' | 'responses' | 'messages';

function routeOf(url: string): Route | null {
  if (url.endsWith('/chat/completions')) return 'chat';
  if (url.endsWith('/responses')) return 'responses';
  return url.endsWith('/messages') ? 'messages' : null;
}

function keyHeader(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * The Messages route: an answer as a whole `message` or its named events (no [DONE]), an error in Anthropic's
 * body; the other replies as on the OpenAI routes (raw bodies, hangs, redirects, SSE chunks as given).
 */
function playMessages(
  reply: Exclude<ServerReply, { type: 'failure' }>,
  body: unknown,
  res: ServerResponse,
  apiKey: string,
): void {
  const model = modelOf(body);
  switch (reply.type) {
    case 'echo-key':
      sendRouteError(res, 'messages', 401, `invalid x-api-key: ${apiKey}`, null, {});
      return;
    case 'error':
      sendRouteError(
        res,
        'messages',
        reply.status,
        reply.message ?? `Scripted error ${reply.status}`,
        null,
        reply.headers ?? {},
      );
      return;
    case 'answer': {
      if (!wantsStream(body)) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(messagesBody(reply.answer, model)));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const events = messagesEvents(reply.answer, model);
      const limit = reply.stallAfterChunks ?? events.length;
      for (const [name, data] of events.slice(0, limit))
        res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      if (limit < events.length) return;
      res.end();
      return;
    }
    case 'hang':
    case 'raw':
    case 'chunks':
    case 'redirect':
    case 'many-calls':
    case 'huge-argument':
    case 'endless':
      play(reply, body, res, 'chat', '');
      return;
    default: {
      const unreachable: never = reply;
      throw new Error(`unknown reply ${String(unreachable)}`);
    }
  }
}

function allowCrossOrigin(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  // What the page shows of a failed call: a browser hides any header not named here.
  res.setHeader('access-control-expose-headers', 'retry-after, retry-after-ms, x-request-id');
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type: 'test_server_error', code: null } }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => resolve(raw));
  });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function wantsStream(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { stream?: unknown }).stream === true;
}

function wantsUsage(body: unknown): boolean {
  const options =
    typeof body === 'object' && body !== null
      ? (body as { stream_options?: unknown }).stream_options
      : undefined;
  return (
    typeof options === 'object' &&
    options !== null &&
    (options as { include_usage?: unknown }).include_usage === true
  );
}

function modelOf(body: unknown): string {
  const model = typeof body === 'object' && body !== null ? (body as { model?: unknown }).model : undefined;
  return typeof model === 'string' ? model : 'test-model';
}
