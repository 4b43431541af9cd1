// Small MCP-shaped servers on loopback, each wrong in one way a real server is: the doctor's tests run
// against their real HTTP answers (Node mode directly, page mode through browser-cors-probe.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CorsShape {
  readonly allowHeaders: string;
  readonly exposeHeaders?: string;
  readonly allowMethods?: string;
}

export interface ServerBehaviour {
  /** CORS headers on every answer and an OPTIONS handler; absent: no CORS at all. */
  readonly cors?: CorsShape;
  /** Where MCP is served; any other path is a 404. */
  readonly path?: string;
  /** One answer to every POST, instead of MCP. */
  readonly fixed?: {
    readonly status: number;
    readonly headers: Record<string, string>;
    readonly body: string;
  };
  /** The protocolVersion initialize answers with, whatever was asked. */
  readonly protocolVersion?: string;
  /** Take every request and never answer: a server that hangs. */
  readonly hang?: boolean;
  /** Answer as an event stream (with a notification first) instead of application/json. */
  readonly sse?: boolean;
  /** Answer initialize without CORS headers (an error path that skips the CORS middleware); pings keep them. */
  readonly initializeWithoutCors?: boolean;
  /** Answer tools/list with this HTTP status and a JSON-RPC error, instead of the tools. */
  readonly toolsListStatus?: number;
}

export interface SeenRequest {
  readonly method: string;
  readonly rpcMethod?: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface DoctorServer {
  readonly url: string;
  /** Every request the server took, in order: the tests check what the doctor sent (and never sent). */
  readonly seen: SeenRequest[];
  close(): Promise<void>;
}

/** What a well-behaved server sends: content-type and the MCP headers allowed, the session id exposed. */
export const GOOD_CORS: CorsShape = {
  allowHeaders: 'content-type, mcp-protocol-version, mcp-session-id, authorization',
  exposeHeaders: 'mcp-session-id',
  allowMethods: 'GET, POST, DELETE',
};

const SESSION = 'session-1';

function corsHeaders(cors: CorsShape | undefined): Record<string, string> {
  if (!cors) return {};
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': cors.allowHeaders,
    'access-control-allow-methods': cors.allowMethods ?? 'GET, POST, DELETE',
    ...(cors.exposeHeaders ? { 'access-control-expose-headers': cors.exposeHeaders } : {}),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

function rpcAnswer(behaviour: ServerBehaviour, rpc: { id?: unknown; method?: string }): unknown {
  if (rpc.method === 'initialize')
    return {
      protocolVersion: behaviour.protocolVersion ?? '2025-06-18',
      capabilities: { tools: {} },
      serverInfo: { name: 'doctor-test-server', version: '0.1.0' },
    };
  if (rpc.method === 'tools/list')
    return { tools: ['alpha', 'beta'].map((name) => ({ name, inputSchema: { type: 'object' } })) };
  return {};
}

async function answer(
  behaviour: ServerBehaviour,
  request: IncomingMessage,
  response: ServerResponse,
  seen: SeenRequest[],
) {
  const body = await readBody(request);
  let rpc: { id?: unknown; method?: string } = {};
  try {
    rpc = JSON.parse(body) as typeof rpc;
  } catch {
    // Not JSON: answered below like any other request.
  }
  seen.push({
    method: request.method ?? '',
    ...(rpc.method ? { rpcMethod: rpc.method } : {}),
    headers: request.headers,
  });
  if (behaviour.hang) return;
  const cors =
    behaviour.initializeWithoutCors && rpc.method === 'initialize' ? {} : corsHeaders(behaviour.cors);
  if (request.method === 'OPTIONS' && behaviour.cors) return response.writeHead(204, cors).end();
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path !== (behaviour.path ?? '/mcp'))
    return response.writeHead(404, { ...cors, 'content-type': 'text/plain' }).end('Not Found');
  if (behaviour.fixed)
    return response
      .writeHead(behaviour.fixed.status, { ...cors, ...behaviour.fixed.headers })
      .end(behaviour.fixed.body);
  if (request.method === 'DELETE') return response.writeHead(200, cors).end();
  if (request.method !== 'POST') return response.writeHead(405, cors).end();
  const session = rpc.method === 'initialize' ? { 'mcp-session-id': SESSION } : {};
  if (rpc.method !== 'initialize' && request.headers['mcp-session-id'] !== SESSION)
    return response.writeHead(400, { ...cors, 'content-type': 'application/json' }).end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: rpc.id ?? null,
        error: { code: -32000, message: 'Bad Request: No valid session ID provided' },
      }),
    );
  if (rpc.id === undefined) return response.writeHead(202, cors).end();
  if (rpc.method === 'tools/list' && behaviour.toolsListStatus !== undefined)
    return response
      .writeHead(behaviour.toolsListStatus, { ...cors, 'content-type': 'application/json' })
      .end(
        JSON.stringify({ jsonrpc: '2.0', id: rpc.id, error: { code: -32603, message: 'Internal error' } }),
      );
  const message = JSON.stringify({ jsonrpc: '2.0', id: rpc.id, result: rpcAnswer(behaviour, rpc) });
  if (!behaviour.sse)
    return response.writeHead(200, { ...cors, ...session, 'content-type': 'application/json' }).end(message);
  response.writeHead(200, { ...cors, ...session, 'content-type': 'text/event-stream' });
  response.write(
    `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: {} })}\n\n`,
  );
  // The stream stays open after the answer, as a server that pushes more would keep it: the doctor must not wait.
  response.write(`event: message\ndata: ${message}\n\n`);
}

export function startDoctorServer(behaviour: ServerBehaviour): Promise<DoctorServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => void answer(behaviour, request, response, seen));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}${behaviour.path ?? '/mcp'}`,
        seen,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A loopback port nothing listens on: taken from the OS, then let go. */
export function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
