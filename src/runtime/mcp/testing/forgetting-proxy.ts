// A loopback proxy in front of a real MCP server that can be told to forget its sessions, as a server that
// restarted or expired them does: a request carrying a forgotten session id is answered HTTP 404 (what the
// MCP spec says a server answers then). server-everything itself answers 400 to an unknown id, so the
// client's 404 path is reached through this proxy, with every other exchange the real server's own.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForgettingProxy {
  readonly url: string;
  /** The sessions seen so far answer 404 from now on. */
  forgetSessions(): void;
  /** Every session, those not yet started too, answers 404 from now on: a server that cannot keep one. */
  forgetEverySession(): void;
  /** How many requests were answered 404. */
  readonly notFound: () => number;
  stop(): Promise<void>;
}

export async function startForgettingProxy(target: string): Promise<ForgettingProxy> {
  const upstream = new URL(target);
  const seen = new Set<string>();
  const forgotten = new Set<string>();
  let forgetAll = false;
  let notFound = 0;
  const http = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const sessionId = incoming.headers['mcp-session-id'];
    if (typeof sessionId === 'string' && (forgetAll || forgotten.has(sessionId))) {
      notFound += 1;
      outgoing.writeHead(404, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' } }));
      return;
    }
    const relay = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: upstream.pathname,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        const given = answer.headers['mcp-session-id'];
        if (typeof given === 'string') seen.add(given);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    relay.on('error', () => outgoing.destroy());
    incoming.pipe(relay);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    forgetSessions: () => {
      for (const id of seen) forgotten.add(id);
    },
    forgetEverySession: () => {
      forgetAll = true;
    },
    notFound: () => notFound,
    stop: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
