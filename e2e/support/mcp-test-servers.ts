// MCP servers the issue asks for beside the reference one (issue 40): a server whose one tool says it is
// destructive, and the same server without CORS, which a page cannot reach and Node can. Stateless Streamable
// HTTP on loopback, built with the SDK's low-level Server so the tool's schema is plain JSON Schema.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { answeredWithCors } from '../../src/common/testing/mcp-cors';

export const DESTRUCTIVE_TOOL = 'delete-all-notes';

export interface TestMcpServer {
  readonly url: string;
  /** How many times the destructive tool actually ran. */
  readonly deletions: () => number;
  stop(): Promise<void>;
}

/** `cors: false` leaves every Access-Control header out, as a server written for Node clients would. */
export async function startDestructiveServer(options: { cors: boolean }): Promise<TestMcpServer> {
  let deletions = 0;
  const mcpServer = () => {
    const server = new Server({ name: 'notes', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [
        {
          name: DESTRUCTIVE_TOOL,
          description: 'Deletes every note, for good.',
          inputSchema: { type: 'object', properties: {} },
          annotations: { readOnlyHint: false, destructiveHint: true },
        },
      ],
    }));
    server.setRequestHandler(CallToolRequestSchema, () => {
      deletions += 1;
      return { content: [{ type: 'text', text: 'Every note is gone.' }] };
    });
    return server;
  };
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (options.cors && answeredWithCors(request, response)) return;
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    // Stateless (no session id generator): a server and transport per request.
    const transport = new StreamableHTTPServerTransport({});
    const server = mcpServer();
    response.on('close', () => void transport.close().then(() => server.close()));
    void server.connect(transport).then(() => transport.handleRequest(request, response));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    deletions: () => deletions,
    stop: () => new Promise((resolve) => http.close(() => resolve())),
  };
}
