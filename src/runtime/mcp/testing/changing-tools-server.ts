// An MCP server whose tool list changes when one of its tools is called, as a server that unlocks tools
// after a sign-in or a mode switch does: `open-shop` adds `buy` and says so with
// `notifications/tools/list_changed`, sent on the call's own answer stream (server-everything announces its
// changes only on the session's standalone stream, at moments a test cannot choose). Stateless Streamable
// HTTP on loopback, built with the SDK's low-level Server so the schemas are plain JSON Schema.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

export interface ChangingToolsServer {
  readonly url: string;
  stop(): Promise<void>;
}

const OPEN = {
  name: 'open-shop',
  description: 'Opens the shop.',
  inputSchema: { type: 'object', properties: {} },
  // Said, so a trusted server's tools run without asking (a tool that says nothing is taken as destructive).
  annotations: { destructiveHint: false },
};
const BUY = {
  name: 'buy',
  description: 'Buys one item.',
  inputSchema: { type: 'object', properties: { item: { type: 'string' } }, required: ['item'] },
  annotations: { destructiveHint: false },
};

export async function startChangingToolsServer(): Promise<ChangingToolsServer> {
  let open = false;
  const mcpServer = () => {
    const server = new Server(
      { name: 'shop', version: '1.0.0' },
      { capabilities: { tools: { listChanged: true } } },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: open ? [OPEN, BUY] : [OPEN] }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      if (request.params.name === OPEN.name) {
        open = true;
        await extra.sendNotification({ method: 'notifications/tools/list_changed' });
        return { content: [{ type: 'text', text: 'The shop is open.' }] };
      }
      const item = request.params.arguments?.['item'];
      if (typeof item !== 'string')
        return { content: [{ type: 'text', text: 'Which item?' }], isError: true };
      return { content: [{ type: 'text', text: `Bought ${item}.` }] };
    });
    return server;
  };
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const transport = new StreamableHTTPServerTransport({});
    const server = mcpServer();
    response.on('close', () => void transport.close().then(() => server.close()));
    void server.connect(transport).then(() => transport.handleRequest(request, response));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    stop: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
