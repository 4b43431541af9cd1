// A small MCP server on loopback that speaks just enough Streamable HTTP (JSON answers, one session) to be
// hostile in the ways issue 40 lists: a tools/list it is told to send whatever it holds, and tools/calls that
// never answer, answer only after the client cancelled, or answer with a body of any size. The client's tests
// meet it through the real SDK (mcp-connection.ts), so what they check is what a live run would do.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answeredWithCors } from '../../../common/testing/mcp-cors';

/** How the server answers `tools/call` of each tool name; any other name echoes its arguments. */
export type HostileCall =
  /** Takes the call and never answers it. */
  | { readonly kind: 'never' }
  /** Answers only once the client has cancelled it (`notifications/cancelled`). */
  | { readonly kind: 'after-cancel' }
  /** Answers with a text result of this many bytes, written in pieces as the client reads them. */
  | { readonly kind: 'huge'; readonly bytes: number };

export interface HostileBehaviour {
  /** The `tools` of every `tools/list` answer, as sent. */
  readonly tools: readonly Record<string, unknown>[];
  readonly calls?: Readonly<Record<string, HostileCall>>;
  /** Every tools/list page names a next one; each page's tools carry its number (`name-3`). */
  readonly endlessCursor?: boolean;
  /** Answers a page's preflight and lets it read the answers (the browser bench connects from the page). */
  readonly cors?: boolean;
}

export interface HostileServer {
  readonly url: string;
  /** Bytes of a `huge` answer written before the client stopped reading (or all of it). */
  readonly hugeBytesWritten: () => number;
  /** Request ids the client cancelled, and the ones answered after their cancel. */
  readonly cancelled: readonly (string | number)[];
  readonly answeredAfterCancel: readonly (string | number)[];
  close(): Promise<void>;
}

interface RpcMessage {
  readonly id?: string | number;
  readonly method?: string;
  readonly params?: Record<string, unknown>;
}

const SESSION = 'hostile-session';
const PIECE = 64 * 1024;

export async function startHostileMcpServer(behaviour: HostileBehaviour): Promise<HostileServer> {
  const cancelled: (string | number)[] = [];
  const answeredAfterCancel: (string | number)[] = [];
  const waitingForCancel = new Map<string | number, ServerResponse>();
  let hugeWritten = 0;

  const answer = (response: ServerResponse, id: string | number | undefined, result: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': SESSION });
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
  };

  const onCall = (response: ServerResponse, message: RpcMessage) => {
    const name = typeof message.params?.name === 'string' ? message.params.name : '';
    const call = behaviour.calls?.[name];
    if (call?.kind === 'never') return;
    if (call?.kind === 'after-cancel') {
      if (message.id !== undefined) waitingForCancel.set(message.id, response);
      return;
    }
    if (call?.kind === 'huge') {
      hugeWritten = 0;
      void writeHuge(response, message.id, call.bytes, (bytes) => (hugeWritten += bytes));
      return;
    }
    answer(response, message.id, {
      content: [{ type: 'text', text: JSON.stringify(message.params?.arguments ?? {}) }],
    });
  };

  const onPost = (response: ServerResponse, message: RpcMessage) => {
    if (message.method === 'initialize') {
      answer(response, message.id, {
        protocolVersion: '2025-06-18',
        capabilities: { tools: {} },
        serverInfo: { name: 'hostile-test-server', version: '0.1.0' },
      });
    } else if (message.method === 'notifications/cancelled') {
      const id = message.params?.requestId as string | number;
      cancelled.push(id);
      response.writeHead(202).end();
      const waiting = waitingForCancel.get(id);
      if (waiting) {
        waitingForCancel.delete(id);
        answeredAfterCancel.push(id);
        answer(waiting, id, { content: [{ type: 'text', text: 'an answer after the cancel' }] });
      }
    } else if (message.id === undefined) {
      response.writeHead(202).end();
    } else if (message.method === 'tools/list') {
      answer(response, message.id, listPage(behaviour, message.params?.cursor));
    } else if (message.method === 'tools/call') {
      onCall(response, message);
    } else {
      answer(response, message.id, {});
    }
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (behaviour.cors && answeredWithCors(request, response)) return;
    if (request.method === 'DELETE') return void response.writeHead(200).end();
    if (request.method !== 'POST') return void response.writeHead(405).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      onPost(response, JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcMessage),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    hugeBytesWritten: () => hugeWritten,
    cancelled,
    answeredAfterCancel,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function listPage(behaviour: HostileBehaviour, cursor: unknown): Record<string, unknown> {
  if (!behaviour.endlessCursor) return { tools: behaviour.tools };
  const page = typeof cursor === 'string' ? Number(cursor) : 0;
  const tools = behaviour.tools.map((tool) => ({ ...tool, name: `${String(tool.name)}-${page}` }));
  return { tools, nextCursor: String(page + 1) };
}

/** One JSON answer of `bytes` bytes, written a piece at a time, waiting while the client does not read. */
async function writeHuge(
  response: ServerResponse,
  id: string | number | undefined,
  bytes: number,
  wrote: (bytes: number) => void,
): Promise<void> {
  const head = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[{"type":"text","text":"`;
  const tail = '"}]}}';
  response.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': SESSION });
  let closed = false;
  response.on('close', () => (closed = true));
  const piece = 'x'.repeat(PIECE);
  const send = async (text: string) => {
    wrote(text.length);
    if (!response.write(text))
      await new Promise<void>((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
  };
  await send(head);
  for (let left = bytes - head.length - tail.length; left > 0 && !closed; left -= PIECE)
    await send(left >= PIECE ? piece : piece.slice(0, left));
  if (!closed) response.end(tail);
}
